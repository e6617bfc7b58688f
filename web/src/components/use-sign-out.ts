import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '#web/components/ui/toaster.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

/**
 * Sign-out for one kind of account: ends the session (on the server, and forgets it here), then
 * opens `nextPath`; a failure is said in a toast and leaves the person where they are.
 */
export function useSignOut(endSession: () => Promise<void>, nextPath: string): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await endSession();
      navigate(nextPath, { replace: true });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Sign-out failed',
        description: errorMessage(error, 'Please check your connection and try again.'),
      });
    }
  }, [navigate, endSession, nextPath]);
}
