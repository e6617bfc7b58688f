import useSWR from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';

export interface CurrentMember {
  /** The signed-in member, or null for a visitor (also when the lookup failed). */
  member: PublicMember | null;
  isLoading: boolean;
}

/** Who is signed in: one lookup, fresh for 5 minutes, never retried (see the SWR config). */
export function useCurrentMember(): CurrentMember {
  const { data, error } = useSWR<PublicMember | null>(SESSION_KEY, fetchData<PublicMember>);
  return { member: data ?? null, isLoading: data === undefined && !error };
}
