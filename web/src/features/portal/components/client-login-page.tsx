import { useNavigate } from 'react-router-dom';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { OtherFormLink } from '#web/components/account/other-form-link.tsx';
import { SignInScreen } from '#web/components/account/sign-in-screen.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { loginClient } from '#web/features/portal/api/client-account-api.ts';
import type { PortalPaths } from '#web/features/portal/model/portal-paths.ts';
import { usePortalLayout } from './portal-auth-layout';
import { WithPortalPractice } from './with-portal-practice';

function ClientSignIn({ practice, paths }: { practice: PublicPracticeProfile; paths: PortalPaths }) {
  const navigate = useNavigate();
  return (
    <SignInScreen
      documentTitle={`Sign in · ${practice.welcomeTitle}`}
      title="Sign in"
      subtitle={`Sign in to continue with ${practice.firstName}'s practice between sessions.`}
      formLabel="Client sign in"
      forgotPassword={{ to: paths.forgotPassword, label: 'Forgot your password?' }}
      failure={{ title: 'Sign in failed', fallback: 'Please check your credentials and try again.' }}
      signIn={async (input) => {
        await loginClient({ ...input, therapistSubdomain: practice.subdomain });
        toaster.create({ type: 'success', title: 'Welcome back!' });
        navigate(paths.therapyChat, { replace: true });
      }}
      footer={
        <OtherFormLink look="portal" question="New here?" label="Create your account" to={paths.register} />
      }
      layout={usePortalLayout(practice)}
      look="portal"
    />
  );
}

/** `/client/login` on a portal, or `/client/{subdomain}/login`. */
export default function ClientLoginPage() {
  return (
    <WithPortalPractice>
      {(practice, paths) => <ClientSignIn practice={practice} paths={paths} />}
    </WithPortalPractice>
  );
}
