import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import * as z from 'zod/mini';
import type { InvitedClient } from '#shared/api/schemas/client-account.ts';
import { emailField, messages, nameField, newPasswordField } from '#shared/api/schemas/fields.ts';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import {
  consentFormFields,
  consentFormInitialValues,
  consentGiven,
} from '#web/components/account/consent-fields.tsx';
import { PasswordField } from '#web/components/account/credential-fields.tsx';
import { OtherFormLink } from '#web/components/account/other-form-link.tsx';
import { SignUpScreen } from '#web/components/account/sign-up-screen.tsx';
import { bindField, useAccountForm } from '#web/components/account/use-account-form.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { fetchInvitation, registerClient } from '#web/features/portal/api/client-account-api.ts';
import type { PortalPaths } from '#web/features/portal/model/portal-paths.ts';
import { LEGAL_DISCLAIMER } from '#web/features/portal/model/portal-text.ts';
import { ConfirmClientSignUp, SignUpMailSent } from './client-sign-up-steps';
import { usePortalLayout } from './portal-auth-layout';
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

const portalDisclaimer = (
  <Text fontSize="xs" color="fg.muted">
    {LEGAL_DISCLAIMER}
  </Text>
);

/** The form as it opens: with the name and email the therapist invited, when there is an invitation. */
function initialValuesFor(invited: InvitedClient | undefined) {
  return {
    firstName: invited?.firstName ?? '',
    lastName: invited?.lastName ?? '',
    email: invited?.email ?? '',
    password: '',
    confirmPassword: '',
    ...consentFormInitialValues,
  };
}

/** The two passwords must match before anything is sent; a mismatch is said in a toast. */
function passwordsMatch(input: { password: string; confirmPassword: string }): boolean {
  if (input.password === input.confirmPassword) return true;
  toaster.create({
    type: 'error',
    title: 'Password mismatch',
    description: 'Passwords do not match. Please try again.',
  });
  return false;
}

type ClientRegisterFieldsProps = ClientRegisterFormProps & {
  invitation: string | null;
  invited: InvitedClient | undefined;
};

/** The sign-up: a client signed in at once goes to the chat; one who must confirm by mail is told so. */
function useClientSignUp({ practice, paths, invitation, invited }: ClientRegisterFieldsProps) {
  const navigate = useNavigate();
  const [mailSent, setMailSent] = useState<string | null>(null);
  const account = useAccountForm(signUpFormSchema, initialValuesFor(invited), {
    failure: { title: 'Registration failed', fallback: 'Please check your information and try again.' },
    focusServerErrors: true,
    confirm: passwordsMatch,
    submit: async (input) => {
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
        return 'form-again';
      }
      toaster.create({ type: 'success', title: 'Welcome!' });
      navigate(paths.therapyChat, { replace: true });
      return undefined;
    },
  });
  return { account, mailSent };
}

function ClientRegisterFields(props: ClientRegisterFieldsProps) {
  const { practice, paths, invitation } = props;
  const { account, mailSent } = useClientSignUp(props);
  const layout = usePortalLayout(practice);
  const { form } = account;

  if (mailSent) return <SignUpMailSent practice={practice} paths={paths} message={mailSent} />;

  return (
    <SignUpScreen
      documentTitle={`Create your account · ${practice.welcomeTitle}`}
      title="Create your account"
      subtitle={
        invitation
          ? `${practice.firstName} invited you. Use the email address the invitation was sent to.`
          : `Your account is only for ${practice.firstName} ${practice.lastName}'s practice.`
      }
      formLabel="Create your account"
      footer={
        <OtherFormLink look="portal" question="Already have an account?" label="Sign in" to={paths.login} />
      }
      account={account}
      afterPassword={
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          {...bindField(form, 'confirmPassword')}
        />
      }
      disclaimer={portalDisclaimer}
      submitLabel="Create Account"
      submittingLabel="Creating…"
      layout={layout}
      look="portal"
    />
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
