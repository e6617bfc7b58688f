import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { SESSION_KEY } from '#web/lib/api-client.ts';
import { useSignedInAccount } from '#web/lib/use-signed-in-account.ts';

export interface CurrentMember {
  /** The signed-in member, or null for a visitor (also when the lookup failed). */
  member: PublicMember | null;
  isLoading: boolean;
}

/**
 * Who is signed in: one lookup, fresh for 5 minutes, never retried (see the SWR config). Without the
 * server's sign-in hint the answer is "a visitor" at once, with no request and no loading state.
 */
export function useCurrentMember(): CurrentMember {
  const { account, isLoading } = useSignedInAccount<PublicMember>('member', SESSION_KEY);
  return { member: account, isLoading };
}
