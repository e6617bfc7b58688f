import { Button, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import * as z from 'zod/mini';
import type { InvitedClient } from '#shared/api/schemas/client-account.ts';
import { emailField, messages, nameField, newPasswordField } from '#shared/api/schemas/fields.ts';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import {
  ConsentFields,
  consentFormFields,
  consentFormInitialValues,
  consentGiven,
} from '#web/components/account/consent-fields.tsx';
import { EmailField, PasswordField } from '#web/components/account/credential-fields.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { fetchInvitation, registerClient } from '#web/features/portal/api/client-account-api.ts';
import type { PortalPaths } from '#web/features/portal/model/portal-paths.ts';
import { LEGAL_DISCLAIMER } from '#web/features/portal/model/portal-text.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { ConfirmClientSignUp, SignUpMailSent } from './client-sign-up-steps';
import { PortalAuthLayout } from './portal-auth-layout';
import { WithPortalPractice } from './with-portal-practice';

/** All five fields are required; the two passwords are compared here and only one is sent. */
const signUpFormSchema = z.object({
  firstName: nameField(messages.firstName),
  lastName: nameField(messages.lastName),
  email: emailField,
  password: newPasswordField,
  confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  ...consentFormFields,
});

interface ClientRegisterFormProps {
  practice: PublicPracticeProfile;
  paths: PortalPaths;
}

/**
 * With an invitation link (`?invite=`), the form opens with the email and name the therapist
 * invited; a link that no longer works leaves it empty (sign-up then says why).
 */
function ClientRegisterForm({ practice, paths }: ClientRegisterFormProps) {
  const [search] = useSearchParams();
  const invitation = search.get('invite');
  const { data: invited, error } = useSWR(
    invitation ? ['client-invitation', practice.subdomain, invitation] : null,
    () => fetchInvitation({ therapistSubdomain: practice.subdomain, invitation: invitation as string }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (invitation && invited === undefined && !error)
    return <FullPageSpinner message="Loading your invitation…" />;
  return <ClientRegisterFields practice={practice} paths={paths} invitation={invitation} invited={invited} />;
}

function ClientRegisterFields({
  practice,
  paths,
  invitation,
  invited,
}: ClientRegisterFormProps & { invitation: string | null; invited: InvitedClient | undefined }) {
  useDocumentTitle(`Create your account · ${practice.welcomeTitle}`);
  const navigate = useNavigate();
  const form = useSchemaForm(signUpFormSchema, {
    firstName: invited?.firstName ?? '',
    lastName: invited?.lastName ?? '',
    email: invited?.email ?? '',
    password: '',
    confirmPassword: '',
    ...consentFormInitialValues,
  });
  const [submitting, setSubmitting] = useState(false);
  const [mailSent, setMailSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (input.password !== input.confirmPassword) {
      toaster.create({
        type: 'error',
        title: 'Password mismatch',
        description: 'Passwords do not match. Please try again.',
      });
      return;
    }
    setSubmitting(true);
    try {
      const reply = await registerClient({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        password: input.password,
        ...consentGiven,
        therapistSubdomain: practice.subdomain,
        ...(invitation ? { invitation } : {}),
      });
      if (!reply.signedIn) {
        setMailSent(reply.message);
        setSubmitting(false);
        return;
      }
      toaster.create({ type: 'success', title: 'Welcome!' });
      navigate(paths.therapyChat, { replace: true });
    } catch (error) {
      form.showServerErrors(serverFieldErrors(error));
      focusFirstInvalid(formRef.current);
      toaster.create({
        type: 'error',
        title: 'Registration failed',
        description: errorMessage(error, 'Please check your information and try again.'),
      });
      setSubmitting(false);
    }
  }

  const name = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <FormField label={label} error={form.errors[field]}>
      {(control) => (
        <Input
          {...control}
          name={field}
          autoComplete={autoComplete}
          value={form.values[field]}
          onChange={(event) => form.setValue(field, event.target.value)}
        />
      )}
    </FormField>
  );

  if (mailSent) return <SignUpMailSent practice={practice} paths={paths} message={mailSent} />;

  return (
    <PortalAuthLayout
      practice={practice}
      title="Create your account"
      subtitle={
        invitation
          ? `${practice.firstName} invited you. Use the email address the invitation was sent to.`
          : `Your account is only for ${practice.firstName} ${practice.lastName}'s practice.`
      }
      footer={
        <Text color="fg.muted" fontSize="sm">
          Already have an account?{' '}
          <Link asChild color="fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.login}>Sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Create your account">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {name('firstName', 'First name', 'given-name')}
            {name('lastName', 'Last name', 'family-name')}
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
          <PasswordField
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            error={form.errors.confirmPassword}
            onChange={(value) => form.setValue('confirmPassword', value)}
          />
          <Text fontSize="xs" color="fg.muted">
            {LEGAL_DISCLAIMER}
          </Text>
          <ConsentFields values={form.values} errors={form.errors} onChange={form.setValue} />
          <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Creating…">
            Create Account
          </Button>
        </Stack>
      </form>
    </PortalAuthLayout>
  );
}

/**
 * `/client/register` on a portal, or `/client/{subdomain}/register`; `?invite=` binds an invitation,
 * `?confirm=` is the mailed link that finishes a sign-up without one.
 */
export default function ClientRegisterPage() {
  const [search] = useSearchParams();
  const confirm = search.get('confirm');
  return (
    <WithPortalPractice>
      {(practice, paths) =>
        confirm ? (
          <ConfirmClientSignUp practice={practice} paths={paths} token={confirm} />
        ) : (
          <ClientRegisterForm practice={practice} paths={paths} />
        )
      }
    </WithPortalPractice>
  );
}
