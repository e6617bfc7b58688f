import useSWR from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';
import { useSessionHint } from '#web/lib/use-session-hint.ts';

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
  const visitor = !useSessionHint('member');
  const { data, error } = useSWR<PublicMember | null>(
    SESSION_KEY,
    fetchData<PublicMember>,
    visitor ? { fallbackData: null } : undefined,
  );
  return { member: data ?? null, isLoading: data === undefined && !error };
}
