import { Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ForgotPasswordInput } from '#shared/api/schemas/password-reset.ts';
import { forgotPasswordSchema } from '#shared/api/schemas/password-reset.ts';
import { InlineLinkButton } from '#web/components/inline-link-button.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import type { ResetPageFrame } from './auth-page-layout';
import { EmailField } from './credential-fields';
import { FocusedNotice } from './focused-notice';
import { ResetStepPage } from './reset-step-form';
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
  return (
    <Stack gap="4">
      <FocusedNotice status="success" title="Check your inbox" testId="reset-link-sent">
        {confirmation}
      </FocusedNotice>
      <Text color="fg.muted" fontSize="sm">
        Nothing after a few minutes? Check your spam folder, or{' '}
        <InlineLinkButton verticalAlign="baseline" color="brand.fg" onClick={onAskAgain}>
          ask for another link
        </InlineLinkButton>
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
export function ForgotPasswordScreen({ signInPath, requestReset, ...frame }: ForgotPasswordScreenProps) {
  useDocumentTitle('Reset your password');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const account = useAccountForm(
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
    <ResetStepPage
      frame={frame}
      title="Reset your password"
      subtitle="Enter the email you signed up with and we will mail you a link to choose a new password."
      footer={<BackToSignIn signInPath={signInPath} />}
      account={account}
      submit={{ label: 'Send Reset Link', waiting: 'Sending the link…' }}
      outcome={
        confirmation && <LinkSent confirmation={confirmation} onAskAgain={() => setConfirmation(null)} />
      }
    >
      <EmailField {...bindField(account.form, 'email')} />
    </ResetStepPage>
  );
}
