import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { newPasswordField } from '#shared/api/schemas/fields.ts';
import {
  RESET_LINK_UNUSABLE,
  RESET_TOKEN_PATTERN,
  type ResetPasswordInput,
} from '#shared/api/schemas/password-reset.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { serverFieldErrors } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import type { ResetPageFrame } from './auth-page-layout';
import { NewPasswordField, PasswordField } from './credential-fields';
import { FocusedNotice } from './focused-notice';
import { ResetStepPage } from './reset-step-form';
import { bindField, useAccountForm } from './use-account-form';

const PASSWORDS_DIFFER = 'The two passwords do not match';

/** The new password follows the sign-up rules; typing it twice catches a slip. */
const newPasswordFormSchema = z.object({ password: newPasswordField, confirmPassword: z.string() }).check(
  z.refine((values) => values.password === values.confirmPassword, {
    error: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  }),
);

/** An expired, used or broken link: say so, and offer a new one. */
function UnusableLink({ forgotPasswordPath }: { forgotPasswordPath: string }) {
  return (
    <Stack gap="5">
      <FocusedNotice status="warning" title="This link no longer works">
        {RESET_LINK_UNUSABLE}
      </FocusedNotice>
      <Button asChild size="lg">
        <RouterLink to={forgotPasswordPath}>Ask for a New Link</RouterLink>
      </Button>
    </Stack>
  );
}

export interface ResetPasswordScreenProps extends ResetPageFrame {
  /** Where the person signs in with the new password. */
  signInPath: string;
  /** Where a new link can be asked for. */
  forgotPasswordPath: string;
  /** Sets the password; resolves to the server's confirmation. */
  resetPassword: (input: ResetPasswordInput) => Promise<string>;
}

/** The page a reset mail's link opens (`?token=…`), for any kind of account. */
export function ResetPasswordScreen({
  signInPath,
  forgotPasswordPath,
  resetPassword,
  ...frame
}: ResetPasswordScreenProps) {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [linkUnusable, setLinkUnusable] = useState(() => !RESET_TOKEN_PATTERN.test(token));
  const account = useAccountForm(
    newPasswordFormSchema,
    { password: '', confirmPassword: '' },
    {
      failure: { title: 'Password not changed', fallback: 'Please try again in a moment.' },
      focusServerErrors: true,
      submit: async (input) => {
        let message: string;
        try {
          message = await resetPassword({ token, password: input.password });
        } catch (error) {
          // An expired, used or broken link: the form gives way to the way to a new one.
          if (!serverFieldErrors(error).token) throw error;
          setLinkUnusable(true);
          return 'form-again';
        }
        toaster.create({ type: 'success', title: 'Password changed', description: message });
        navigate(signInPath, { replace: true });
        return undefined;
      },
    },
  );

  return (
    <ResetStepPage
      frame={frame}
      title="Choose a new password"
      subtitle="Pick a password you do not use anywhere else. Once it is set, you are signed out everywhere."
      account={account}
      submit={{ label: 'Set New Password', waiting: 'Saving…' }}
      outcome={linkUnusable && <UnusableLink forgotPasswordPath={forgotPasswordPath} />}
    >
      <NewPasswordField label="New password" {...bindField(account.form, 'password')} />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        {...bindField(account.form, 'confirmPassword')}
      />
    </ResetStepPage>
  );
}
