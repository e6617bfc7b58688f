import { Alert, Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { newPasswordField } from '#shared/api/schemas/fields.ts';
import {
  RESET_LINK_UNUSABLE,
  RESET_TOKEN_PATTERN,
  type ResetPasswordInput,
} from '#shared/api/schemas/password-reset.ts';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { serverFieldErrors } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AuthPageLayout, type ResetPageFrame } from './auth-page-layout';
import { PasswordField } from './credential-fields';
import { ResetStepForm } from './reset-step-form';
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
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => noticeRef.current?.focus(), []);
  return (
    <Stack gap="5">
      <Alert.Root status="warning" borderRadius="lg" ref={noticeRef} tabIndex={-1} role="alert">
        <Alert.Indicator />
        <Alert.Content gap="1">
          <Alert.Title>This link no longer works</Alert.Title>
          <Alert.Description color="fg">{RESET_LINK_UNUSABLE}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
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
  layout: Layout = AuthPageLayout,
  disclaimer = <Disclaimer compact />,
}: ResetPasswordScreenProps) {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [linkUnusable, setLinkUnusable] = useState(() => !RESET_TOKEN_PATTERN.test(token));
  const { form, formRef, submitting, handleSubmit } = useAccountForm(
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
    <Layout
      title="Choose a new password"
      subtitle="Pick a password you do not use anywhere else. Once it is set, you are signed out everywhere."
    >
      <Stack gap="6">
        {linkUnusable ? (
          <UnusableLink forgotPasswordPath={forgotPasswordPath} />
        ) : (
          <ResetStepForm
            label="Choose a new password"
            formRef={formRef}
            onSubmit={handleSubmit}
            submitting={submitting}
            submitLabel="Set New Password"
            submittingLabel="Saving…"
          >
            <PasswordField
              label="New password"
              name="password"
              autoComplete="new-password"
              hint="Minimum 8 characters"
              {...bindField(form, 'password')}
            />
            <PasswordField
              label="Confirm new password"
              name="confirmPassword"
              autoComplete="new-password"
              {...bindField(form, 'confirmPassword')}
            />
          </ResetStepForm>
        )}
        {disclaimer}
      </Stack>
    </Layout>
  );
}
