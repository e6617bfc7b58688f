import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';
import { useSignedInAccount } from '#web/lib/use-signed-in-account.ts';

export interface CurrentTherapist {
  /** The signed-in therapist, or null for anyone else (also when the lookup failed). */
  therapist: TherapistSelf | null;
  isLoading: boolean;
}

/**
 * Which therapist is signed in (`GET /api/therapist/me`), shared by every therapist screen: one
 * lookup, fresh for 5 minutes, never retried (see the SWR config).
 */
export function useCurrentTherapist(): CurrentTherapist {
  const { account, isLoading } = useSignedInAccount<TherapistSelf>('therapist', THERAPIST_SESSION_KEY);
  return { therapist: account, isLoading };
}
