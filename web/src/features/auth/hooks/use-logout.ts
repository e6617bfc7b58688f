import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { logoutMember } from '#web/features/auth/api/auth-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';

/** Signs out on the server, forgets the member and returns to the landing page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logoutMember();
      navigate(paths.home, { replace: true });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Sign-out failed',
        description: errorMessage(error, 'Please check your connection and try again.'),
      });
    }
  }, [navigate]);
}
