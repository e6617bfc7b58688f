import { Alert, Link, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { OtherFormLink } from '#web/components/account/other-form-link.tsx';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { confirmClientSignUp } from '#web/features/portal/api/client-account-api.ts';
import type { PortalPaths } from '#web/features/portal/model/portal-paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PortalAuthLayout } from './portal-auth-layout';

interface StepProps {
  practice: PublicPracticeProfile;
  paths: PortalPaths;
}

function SignInInstead({ paths }: Pick<StepProps, 'paths'>) {
  return <OtherFormLink look="portal" question="Already have an account?" label="Sign in" to={paths.login} />;
}

/**
 * What every sign-up without a working invitation hears, whoever the email belongs to: the mail
 * says the rest (a link to finish, or that the address already has an account here).
 */
export function SignUpMailSent({ practice, paths, message }: StepProps & { message: string }) {
  useDocumentTitle(`Check your email · ${practice.welcomeTitle}`);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <PortalAuthLayout
      practice={practice}
      title="Check your email"
      subtitle="One more step to open your account."
      footer={<SignInInstead paths={paths} />}
    >
      <Alert.Root
        status="success"
        borderRadius="lg"
        ref={alert}
        tabIndex={-1}
        role="status"
        data-testid="sign-up-mail-sent"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description color="fg">{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text color="fg.muted" fontSize="sm">
        Nothing after a few minutes? Check your spam folder, or{' '}
        <Link asChild color="fg" fontWeight="medium" textDecoration="underline">
          <RouterLink to={paths.register}>sign up again</RouterLink>
        </Link>
        .
      </Text>
    </PortalAuthLayout>
  );
}

/** The mailed link (`?confirm=`): opens the account once, then the therapy chat. */
export function ConfirmClientSignUp({ practice, paths, token }: StepProps & { token: string }) {
  useDocumentTitle(`Create your account · ${practice.welcomeTitle}`);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The link works once: a second run of the effect (React's development checks) must not use it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmClientSignUp({ therapistSubdomain: practice.subdomain, token })
      .then(() => {
        toaster.create({ type: 'success', title: 'Welcome!' });
        navigate(paths.therapyChat, { replace: true });
      })
      .catch((error: unknown) =>
        setFailure(errorMessage(error, 'Please check your information and try again.')),
      );
  }, [practice.subdomain, token, navigate, paths.therapyChat]);

  if (!failure) return <FullPageSpinner message="Opening your account…" />;
  return (
    <PortalAuthLayout
      practice={practice}
      title="Create your account"
      subtitle="Your account could not be opened."
      footer={<SignInInstead paths={paths} />}
    >
      <Alert.Root status="error" borderRadius="lg" role="alert" data-testid="sign-up-link-refused">
        <Alert.Indicator />
        <Alert.Content gap="1">
          <Alert.Title>Registration failed</Alert.Title>
          <Alert.Description color="fg">{failure}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text color="fg.muted" fontSize="sm">
        <Link asChild color="fg" fontWeight="medium" textDecoration="underline">
          <RouterLink to={paths.register}>Sign up again</RouterLink>
        </Link>
      </Text>
    </PortalAuthLayout>
  );
}
