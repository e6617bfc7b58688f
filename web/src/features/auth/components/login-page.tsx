import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Lightbulb } from 'lucide-react';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginSchema } from '#shared/api/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { AuthPageLayout } from '#web/components/account/auth-page-layout.tsx';
import { EmailField, PasswordField } from '#web/components/account/credential-fields.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { loginMember } from '#web/features/auth/api/auth-api.ts';
import { track } from '#web/lib/analytics.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { useOnboardingControls } from '#web/lib/onboarding-controls.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const onboarding = useOnboardingControls();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await loginMember(input);
      track('login', {});
      navigate(paths.home, { replace: true });
    } catch (error) {
      form.showServerErrors(serverFieldErrors(error));
      toaster.create({
        type: 'error',
        title: 'Login Failed',
        description: errorMessage(error, 'Login failed'),
      });
      setSubmitting(false);
    }
  }

  return (
    <AuthPageLayout
      title="Welcome back"
      subtitle="Sign in to continue your reflection."
      footer={
        <Stack gap="3" align="center">
          <Text color="fg.muted">
            New to Mirrorwell?{' '}
            <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
              <RouterLink to={paths.register}>Create a free account</RouterLink>
            </Link>
          </Text>
          <Button variant="ghost" colorPalette="gray" size="sm" onClick={onboarding.open}>
            <Lightbulb aria-hidden="true" />
            How to Use
          </Button>
        </Stack>
      }
    >
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Sign in">
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
            <RouterLink to={paths.forgotPassword}>Forgot password?</RouterLink>
          </Link>
          <Button type="submit" size="lg" loading={submitting} loadingText="Signing in…" mt="1">
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
