import { Badge, Button, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { registerMemberSchema } from '#shared/api/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { AuthPageLayout } from '#web/components/account/auth-page-layout.tsx';
import { EmailField, PasswordField } from '#web/components/account/credential-fields.tsx';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { registerMember } from '#web/features/auth/api/auth-api.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { readStored, removeStored, storageKeys, writeStored } from '#web/lib/browser-storage.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

export default function RegisterPage() {
  useDocumentTitle('Create your account');
  const navigate = useNavigate();
  const [pendingCoupon] = useState(() => readStored(storageKeys.pendingCoupon)?.trim() || null);
  const form = useSchemaForm(registerMemberSchema, { firstName: '', lastName: '', email: '', password: '' });
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
      await registerMember({ ...input, pendingCoupon: pendingCoupon ?? undefined });
      removeStored(storageKeys.pendingCoupon);
      writeStored(storageKeys.showOnboarding, 'true');
      navigate(paths.home, { replace: true });
    } catch (error) {
      form.showServerErrors(serverFieldErrors(error));
      focusFirstInvalid(formRef.current);
      toaster.create({
        type: 'error',
        title: 'Registration Failed',
        description: errorMessage(error, 'Registration failed'),
      });
      setSubmitting(false);
    }
  }

  return (
    <AuthPageLayout
      title="Begin your journey"
      subtitle="Create your free account to start reflecting with your guides."
      footer={
        <Text color="fg.muted">
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.login}>Sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack gap="6">
        {pendingCoupon && (
          <Badge
            colorPalette="gold"
            variant="solid"
            size="lg"
            alignSelf="flex-start"
            borderRadius="full"
            px="3"
            py="1.5"
            data-testid="coupon-badge"
          >
            <Sparkles size={16} aria-hidden="true" />
            Lifetime Access Coupon Applied
          </Badge>
        )}
        <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Create your account">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label="First name" error={form.errors.firstName}>
                {(control) => (
                  <Input
                    {...control}
                    name="firstName"
                    autoComplete="given-name"
                    value={form.values.firstName}
                    onChange={(event) => form.setValue('firstName', event.target.value)}
                  />
                )}
              </FormField>
              <FormField label="Last name" error={form.errors.lastName}>
                {(control) => (
                  <Input
                    {...control}
                    name="lastName"
                    autoComplete="family-name"
                    value={form.values.lastName}
                    onChange={(event) => form.setValue('lastName', event.target.value)}
                  />
                )}
              </FormField>
            </SimpleGrid>
            <EmailField
              value={form.values.email}
              error={form.errors.email}
              onChange={(value) => form.setValue('email', value)}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              hint="Minimum 8 characters"
              value={form.values.password}
              error={form.errors.password}
              onChange={(value) => form.setValue('password', value)}
            />
            <Disclaimer compact />
            <Button type="submit" size="lg" loading={submitting} loadingText="Creating your account…">
              Create Account
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthPageLayout>
  );
}
