import { Button, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginSchema } from '#shared/api/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { AuthPageLayout } from '#web/components/account/auth-page-layout.tsx';
import { EmailField, PasswordField } from '#web/components/account/credential-fields.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { clearStoredSessions, loginTherapist } from '#web/features/therapist-auth/api/therapist-auth-api.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

/** The pause between a successful sign-in and the dashboard. */
export const THERAPIST_LOGIN_REDIRECT_MS = 100;

/** `/therapist-login`: opening it ends any stored session; a success opens the dashboard. */
export default function TherapistLoginPage() {
  useDocumentTitle('Therapist sign in');
  const navigate = useNavigate();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void clearStoredSessions();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await loginTherapist(input);
      window.setTimeout(
        () => navigate(paths.therapistDashboard, { replace: true }),
        THERAPIST_LOGIN_REDIRECT_MS,
      );
    } catch (error) {
      form.showServerErrors(serverFieldErrors(error));
      toaster.create({
        type: 'error',
        title: 'Login failed',
        description: errorMessage(error, 'Please check your email and password.'),
      });
      setSubmitting(false);
    }
  }

  return (
    <AuthPageLayout
      title="Therapist sign in"
      subtitle="Sign in to your practice dashboard."
      footer={
        <Text color="fg.muted">
          New to Mirrorwell for therapists?{' '}
          <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.therapistRegister}>Create your practice</RouterLink>
          </Link>
        </Text>
      }
    >
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Therapist sign in">
        <Stack gap="5">
          <EmailField
            value={form.values.email}
            error={form.errors.email}
            onChange={(value) => form.setValue('email', value)}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={form.values.password}
            error={form.errors.password}
            onChange={(value) => form.setValue('password', value)}
          />
          <Link
            asChild
            alignSelf="flex-end"
            mt="-3"
            fontSize="sm"
            color="brand.fg"
            fontWeight="medium"
            textDecoration="underline"
          >
            <RouterLink to={paths.therapistForgotPassword}>Forgot password?</RouterLink>
          </Link>
          <Button type="submit" size="lg" loading={submitting} loadingText="Signing in…" mt="1">
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
