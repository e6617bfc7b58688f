import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastFailure } from '#web/components/ui/toast-failure.ts';

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
      toastFailure('Sign-out failed', error, 'Please check your connection and try again.');
    }
  }, [navigate, endSession, nextPath]);
}
