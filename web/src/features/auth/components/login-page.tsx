import { Button, Stack } from '@chakra-ui/react';
import { Lightbulb } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { OtherFormLink } from '#web/components/account/other-form-link.tsx';
import { SignInScreen } from '#web/components/account/sign-in-screen.tsx';
import { loginMember } from '#web/features/auth/api/auth-api.ts';
import { track } from '#web/lib/analytics.ts';
import { useOnboardingControls } from '#web/lib/onboarding-controls.tsx';

/** `/login`: a member signs in and lands on the home screen. */
export default function LoginPage() {
  const navigate = useNavigate();
  const onboarding = useOnboardingControls();
  return (
    <SignInScreen
      documentTitle="Sign in"
      title="Welcome back"
      subtitle="Sign in to continue your reflection."
      formLabel="Sign in"
      forgotPassword={{ to: paths.forgotPassword, label: 'Forgot password?' }}
      failure={{ title: 'Login Failed', fallback: 'Login failed' }}
      signIn={async (input) => {
        await loginMember(input);
        track('login', {});
        navigate(paths.home, { replace: true });
      }}
      footer={
        <Stack gap="3" align="center">
          <OtherFormLink question="New to Mirrorwell?" label="Create a free account" to={paths.register} />
          <Button variant="ghost" colorPalette="gray" size="sm" onClick={onboarding.open}>
            <Lightbulb aria-hidden="true" />
            How to Use
          </Button>
        </Stack>
      }
    />
  );
}
