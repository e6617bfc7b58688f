import { Button, Link, Stack } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type LoginInput, loginSchema } from '#shared/api/schemas/auth.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { type AccountLook, linkColor, submitPalette } from './account-look';
import { AuthPageLayout, type AuthPageLayoutProps } from './auth-page-layout';
import { EmailField, PasswordField } from './credential-fields';
import { type AccountFormFailure, type AfterSubmit, bindField, useAccountForm } from './use-account-form';

export interface SignInScreenProps {
  documentTitle: string;
  title: string;
  subtitle: string;
  /** The form's accessible name, e.g. "Therapist sign in". */
  formLabel: string;
  /** Under the form: the way to sign up (and anything else the page offers). */
  footer: ReactNode;
  forgotPassword: { to: string; label: string };
  /** Signs in and moves the person on; a refusal throws the server's error. */
  signIn: (input: LoginInput) => Promise<AfterSubmit>;
  failure: AccountFormFailure;
  /** The page around the form: the app's own by default, a practice's in its portal. */
  layout?: ComponentType<AuthPageLayoutProps>;
  look?: AccountLook;
}

/** The app's link to the reset sits right under the password; the portal's at the start of the line. */
const forgotLinkPlacement = {
  app: { alignSelf: 'flex-end', mt: '-3' },
  portal: { alignSelf: 'start' },
} as const;

/** Email and password, for every kind of account (member, therapist, a practice's client). */
export function SignInScreen({
  documentTitle,
  title,
  subtitle,
  formLabel,
  footer,
  forgotPassword,
  signIn,
  failure,
  layout: Layout = AuthPageLayout,
  look = 'app',
}: SignInScreenProps) {
  useDocumentTitle(documentTitle);
  const { form, formRef, submitting, handleSubmit } = useAccountForm(
    loginSchema,
    { email: '', password: '' },
    { submit: signIn, failure, focusServerErrors: false },
  );

  return (
    <Layout title={title} subtitle={subtitle} footer={footer}>
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={formLabel}>
        <Stack gap="5">
          <EmailField {...bindField(form, 'email')} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            {...bindField(form, 'password')}
          />
          <Link
            asChild
            {...forgotLinkPlacement[look]}
            fontSize="sm"
            color={linkColor[look]}
            fontWeight={look === 'app' ? 'medium' : undefined}
            textDecoration="underline"
          >
            <RouterLink to={forgotPassword.to}>{forgotPassword.label}</RouterLink>
          </Link>
          <Button
            type="submit"
            colorPalette={submitPalette[look]}
            size="lg"
            loading={submitting}
            loadingText="Signing in…"
            mt={look === 'app' ? '1' : undefined}
          >
            Sign In
          </Button>
        </Stack>
      </form>
    </Layout>
  );
}
