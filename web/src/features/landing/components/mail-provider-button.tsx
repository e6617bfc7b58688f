import { Button, type ButtonProps, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { mailProvider } from '#web/features/landing/model/email-setup-guide.ts';

/** Opens the mail host's site in a new tab; the page it leaves stays where it was. */
export function MailProviderButton(props: Omit<ButtonProps, 'asChild' | 'children'>) {
  return (
    <Button asChild {...props}>
      <a href={mailProvider.url} target="_blank" rel="noopener noreferrer">
        Open {mailProvider.name}
        <ExternalLink aria-hidden="true" />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </Button>
  );
}
