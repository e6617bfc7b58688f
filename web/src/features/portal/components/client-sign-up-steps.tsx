import { Alert, Link, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { FocusedNotice } from '#web/components/account/focused-notice.tsx';
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

/** A step of signing up, on the practice's page, with the way to sign in instead under it. */
function SignUpStepPage({
  practice,
  paths,
  title,
  subtitle,
  children,
}: StepProps & { title: string; subtitle: string; children: ReactNode }) {
  return (
    <PortalAuthLayout
      practice={practice}
      title={title}
      subtitle={subtitle}
      footer={
        <OtherFormLink look="portal" question="Already have an account?" label="Sign in" to={paths.login} />
      }
    >
      {children}
    </PortalAuthLayout>
  );
}

/** Back to the sign-up form, in the step's own words ("sign up again"). */
function SignUpAgainLink({ paths, children }: Pick<StepProps, 'paths'> & { children: string }) {
  return (
    <Link asChild color="fg" fontWeight="medium" textDecoration="underline">
      <RouterLink to={paths.register}>{children}</RouterLink>
    </Link>
  );
}

/**
 * What every sign-up without a working invitation hears, whoever the email belongs to: the mail
 * says the rest (a link to finish, or that the address already has an account here).
 */
export function SignUpMailSent({ message, ...step }: StepProps & { message: string }) {
  useDocumentTitle(`Check your email · ${step.practice.welcomeTitle}`);
  return (
    <SignUpStepPage {...step} title="Check your email" subtitle="One more step to open your account.">
      <FocusedNotice status="success" testId="sign-up-mail-sent">
        {message}
      </FocusedNotice>
      <Text color="fg.muted" fontSize="sm">
        Nothing after a few minutes? Check your spam folder, or{' '}
        <SignUpAgainLink paths={step.paths}>sign up again</SignUpAgainLink>.
      </Text>
    </SignUpStepPage>
  );
}

/** The mailed link (`?confirm=`): opens the account once, then the therapy chat. */
export function ConfirmClientSignUp({ token, ...step }: StepProps & { token: string }) {
  const { practice, paths } = step;
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
    <SignUpStepPage {...step} title="Create your account" subtitle="Your account could not be opened.">
      <Alert.Root status="error" borderRadius="lg" role="alert" data-testid="sign-up-link-refused">
        <Alert.Indicator />
        <Alert.Content gap="1">
          <Alert.Title>Registration failed</Alert.Title>
          <Alert.Description color="fg">{failure}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text color="fg.muted" fontSize="sm">
        <SignUpAgainLink paths={paths}>Sign up again</SignUpAgainLink>
      </Text>
    </SignUpStepPage>
  );
}
