import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { OtherFormLink } from '#web/components/account/other-form-link.tsx';
import { SignInScreen } from '#web/components/account/sign-in-screen.tsx';
import { clearStoredSessions, loginTherapist } from '#web/features/therapist-auth/api/therapist-auth-api.ts';

/** The pause between a successful sign-in and the dashboard. */
export const THERAPIST_LOGIN_REDIRECT_MS = 100;

/** `/therapist-login`: opening it ends any stored session; a success opens the dashboard. */
export default function TherapistLoginPage() {
  const navigate = useNavigate();

  useEffect(() => {
    void clearStoredSessions();
  }, []);

  return (
    <SignInScreen
      documentTitle="Therapist sign in"
      title="Therapist sign in"
      subtitle="Sign in to your practice dashboard."
      formLabel="Therapist sign in"
      forgotPassword={{ to: paths.therapistForgotPassword, label: 'Forgot password?' }}
      failure={{ title: 'Login failed', fallback: 'Please check your email and password.' }}
      signIn={async (input) => {
        await loginTherapist(input);
        window.setTimeout(
          () => navigate(paths.therapistDashboard, { replace: true }),
          THERAPIST_LOGIN_REDIRECT_MS,
        );
      }}
      footer={
        <OtherFormLink
          question="New to Mirrorwell for therapists?"
          label="Create your practice"
          to={paths.therapistRegister}
        />
      }
    />
  );
}
