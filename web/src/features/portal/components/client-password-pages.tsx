import { Text } from '@chakra-ui/react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { ForgotPasswordScreen } from '#web/components/account/forgot-password-screen.tsx';
import { ResetPasswordScreen } from '#web/components/account/reset-password-screen.tsx';
import { requestClientReset, resetClientPassword } from '#web/features/portal/api/client-account-api.ts';
import type { PortalPaths } from '#web/features/portal/model/portal-paths.ts';
import { LEGAL_DISCLAIMER } from '#web/features/portal/model/portal-text.ts';
import { usePortalLayout } from './portal-auth-layout';
import { WithPortalPractice } from './with-portal-practice';

const portalDisclaimer = (
  <Text fontSize="xs" color="fg.muted">
    {LEGAL_DISCLAIMER}
  </Text>
);

function ForgotPassword({ practice, paths }: { practice: PublicPracticeProfile; paths: PortalPaths }) {
  return (
    <ForgotPasswordScreen
      signInPath={paths.login}
      requestReset={(input) => requestClientReset(input.email, practice.subdomain)}
      layout={usePortalLayout(practice)}
      disclaimer={portalDisclaimer}
    />
  );
}

function ResetPassword({ practice, paths }: { practice: PublicPracticeProfile; paths: PortalPaths }) {
  return (
    <ResetPasswordScreen
      signInPath={paths.login}
      forgotPasswordPath={paths.forgotPassword}
      resetPassword={resetClientPassword}
      layout={usePortalLayout(practice)}
      disclaimer={portalDisclaimer}
    />
  );
}

/** `/client/forgot-password` on a portal (or under `/client/{subdomain}`): a reset link by mail. */
export function ClientForgotPasswordPage() {
  return (
    <WithPortalPractice>
      {(practice, paths) => <ForgotPassword practice={practice} paths={paths} />}
    </WithPortalPractice>
  );
}

/** The page a client's reset mail opens. */
export function ClientResetPasswordPage() {
  return (
    <WithPortalPractice>
      {(practice, paths) => <ResetPassword practice={practice} paths={paths} />}
    </WithPortalPractice>
  );
}
