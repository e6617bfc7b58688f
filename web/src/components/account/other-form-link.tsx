import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type AccountLook, linkColor } from './account-look';

interface OtherFormLinkProps {
  /** "Already have an account?" */
  question: string;
  /** "Sign in" */
  label: string;
  to: string;
  look?: AccountLook;
}

/** Under an account form: the way to the other one (sign-in to sign-up and back). */
export function OtherFormLink({ question, label, to, look = 'app' }: OtherFormLinkProps) {
  return (
    <Text color="fg.muted" fontSize={look === 'portal' ? 'sm' : undefined}>
      {question}{' '}
      <Link asChild color={linkColor[look]} fontWeight="medium" textDecoration="underline">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
    </Text>
  );
}
