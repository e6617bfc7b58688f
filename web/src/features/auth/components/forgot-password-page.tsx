import { paths } from '#web/app/paths.ts';
import { ForgotPasswordScreen } from '#web/components/account/forgot-password-screen.tsx';
import { requestPasswordReset } from '#web/features/auth/api/auth-api.ts';

/** `/forgot-password`: a member asks for a reset link by mail. */
export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen signInPath={paths.login} requestReset={requestPasswordReset} />;
}
