import { Button, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { emailField, existingPasswordField } from '#shared/api/schemas/fields.ts';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { EmailField, PasswordField } from '#web/components/account/credential-fields.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { loginClient } from '#web/features/portal/api/client-account-api.ts';
import type { PortalPaths } from '#web/features/portal/model/portal-paths.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { PortalAuthLayout } from './portal-auth-layout';
import { WithPortalPractice } from './with-portal-practice';

const signInFormSchema = z.object({ email: emailField, password: existingPasswordField });

function ClientLoginForm({ practice, paths }: { practice: PublicPracticeProfile; paths: PortalPaths }) {
  useDocumentTitle(`Sign in · ${practice.welcomeTitle}`);
  const navigate = useNavigate();
  const form = useSchemaForm(signInFormSchema, { email: '', password: '' });
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
      await loginClient({ ...input, therapistSubdomain: practice.subdomain });
      toaster.create({ type: 'success', title: 'Welcome back!' });
      navigate(paths.therapyChat, { replace: true });
    } catch (error) {
      form.showServerErrors(serverFieldErrors(error));
      toaster.create({
        type: 'error',
        title: 'Sign in failed',
        description: errorMessage(error, 'Please check your credentials and try again.'),
      });
      setSubmitting(false);
    }
  }

  return (
    <PortalAuthLayout
      practice={practice}
      title="Sign in"
      subtitle={`Sign in to continue with ${practice.firstName}'s practice between sessions.`}
      footer={
        <Text color="fg.muted" fontSize="sm">
          New here?{' '}
          <Link asChild color="fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.register}>Create your account</RouterLink>
          </Link>
        </Text>
      }
    >
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Client sign in">
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
          <Link asChild fontSize="sm" color="fg" textDecoration="underline" alignSelf="start">
            <RouterLink to={paths.forgotPassword}>Forgot your password?</RouterLink>
          </Link>
          <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Signing in…">
            Sign In
          </Button>
        </Stack>
      </form>
    </PortalAuthLayout>
  );
}

/** `/client/login` on a portal, or `/client/{subdomain}/login`. */
export default function ClientLoginPage() {
  return (
    <WithPortalPractice>
      {(practice, paths) => <ClientLoginForm practice={practice} paths={paths} />}
    </WithPortalPractice>
  );
}
