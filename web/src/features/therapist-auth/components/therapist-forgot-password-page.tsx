import { paths } from '#web/app/paths.ts';
import { ForgotPasswordScreen } from '#web/components/account/forgot-password-screen.tsx';
import { requestTherapistPasswordReset } from '#web/features/therapist-auth/api/therapist-auth-api.ts';

/** `/therapist-forgot-password`: a therapist asks for a reset link by mail. */
export default function TherapistForgotPasswordPage() {
  return (
    <ForgotPasswordScreen signInPath={paths.therapistLogin} requestReset={requestTherapistPasswordReset} />
  );
}
