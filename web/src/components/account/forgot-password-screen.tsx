import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ForgotPasswordInput } from '#shared/api/schemas/password-reset.ts';
import { forgotPasswordSchema } from '#shared/api/schemas/password-reset.ts';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AuthPageLayout, type ResetPageFrame } from './auth-page-layout';
import { EmailField } from './credential-fields';
import { ResetStepForm } from './reset-step-form';
import { bindField, useAccountForm } from './use-account-form';

function BackToSignIn({ signInPath }: { signInPath: string }) {
  return (
    <Text color="fg.muted">
      Remembered it?{' '}
      <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
        <RouterLink to={signInPath}>Back to sign in</RouterLink>
      </Link>
    </Text>
  );
}

/** The server's confirmation, focused as it appears, and the way to ask for another link. */
function LinkSent({ confirmation, onAskAgain }: { confirmation: string; onAskAgain: () => void }) {
  const focusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    focusRef.current?.focus();
  }, []);
  return (
    <Stack gap="4">
      <Alert.Root
        status="success"
        borderRadius="lg"
        ref={focusRef}
        tabIndex={-1}
        role="status"
        data-testid="reset-link-sent"
      >
        <Alert.Indicator />
        <Alert.Content gap="1">
          <Alert.Title>Check your inbox</Alert.Title>
          <Alert.Description color="fg">{confirmation}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text color="fg.muted" fontSize="sm">
        Nothing after a few minutes? Check your spam folder, or{' '}
        <Button
          variant="plain"
          size="sm"
          p="0"
          h="auto"
          minW="0"
          verticalAlign="baseline"
          color="brand.fg"
          textDecoration="underline"
          onClick={onAskAgain}
        >
          ask for another link
        </Button>
        .
      </Text>
    </Stack>
  );
}

export interface ForgotPasswordScreenProps extends ResetPageFrame {
  /** Where "Back to sign in" leads (each kind of account has its own sign-in). */
  signInPath: string;
  /** Asks for the link; resolves to the server's confirmation. */
  requestReset: (input: ForgotPasswordInput) => Promise<string>;
}

/**
 * Asks for a reset link by mail, for any kind of account. The answer never says whether the email
 * has an account, so the page shows the same confirmation either way.
 */
export function ForgotPasswordScreen({
  signInPath,
  requestReset,
  layout: Layout = AuthPageLayout,
  disclaimer = <Disclaimer compact />,
}: ForgotPasswordScreenProps) {
  useDocumentTitle('Reset your password');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { form, formRef, submitting, handleSubmit } = useAccountForm(
    forgotPasswordSchema,
    { email: '' },
    {
      failure: { title: 'Could not send the link', fallback: 'Please try again in a moment.' },
      focusServerErrors: true,
      submit: async (input) => {
        setConfirmation(await requestReset(input));
        return 'form-again';
      },
    },
  );
  return (
    <Layout
      title="Reset your password"
      subtitle="Enter the email you signed up with and we will mail you a link to choose a new password."
      footer={<BackToSignIn signInPath={signInPath} />}
    >
      <Stack gap="6">
        {confirmation ? (
          <LinkSent confirmation={confirmation} onAskAgain={() => setConfirmation(null)} />
        ) : (
          <ResetStepForm
            label="Reset your password"
            formRef={formRef}
            onSubmit={handleSubmit}
            submitting={submitting}
            submitLabel="Send Reset Link"
            submittingLabel="Sending the link…"
          >
            <EmailField {...bindField(form, 'email')} />
          </ResetStepForm>
        )}
        {disclaimer}
      </Stack>
    </Layout>
  );
}
