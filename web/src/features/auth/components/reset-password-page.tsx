import { paths } from '#web/app/paths.ts';
import { ResetPasswordScreen } from '#web/components/account/reset-password-screen.tsx';
import { resetPassword } from '#web/features/auth/api/auth-api.ts';

/** `/reset-password?token=…`: the page a member's reset mail opens. */
export default function ResetPasswordPage() {
  return (
    <ResetPasswordScreen
      signInPath={paths.login}
      forgotPasswordPath={paths.forgotPassword}
      resetPassword={resetPassword}
    />
  );
}
