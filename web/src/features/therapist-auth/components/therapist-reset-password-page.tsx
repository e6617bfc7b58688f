import { paths } from '#web/app/paths.ts';
import { ResetPasswordScreen } from '#web/components/account/reset-password-screen.tsx';
import { resetTherapistPassword } from '#web/features/therapist-auth/api/therapist-auth-api.ts';

/** `/therapist-reset-password?token=…`: the page a therapist's reset mail opens. */
export default function TherapistResetPasswordPage() {
  return (
    <ResetPasswordScreen
      signInPath={paths.therapistLogin}
      forgotPasswordPath={paths.therapistForgotPassword}
      resetPassword={resetTherapistPassword}
    />
  );
}
