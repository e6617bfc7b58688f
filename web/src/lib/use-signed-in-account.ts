import useSWR from 'swr';
import { fetchData } from '#web/lib/api-client.ts';
import type { SessionHintKind } from '#web/lib/session-hint.ts';
import { useSessionHint } from '#web/lib/use-session-hint.ts';

/**
 * Who is signed in as this kind of account: one lookup of the session key, fresh for 5 minutes,
 * never retried (see the SWR config). Without the server's sign-in hint nobody is signed in as
 * that kind here: the answer is null at once, with no request and no loading state.
 */
export function useSignedInAccount<Account>(
  kind: SessionHintKind,
  sessionKey: string,
): { account: Account | null; isLoading: boolean } {
  const nobody = !useSessionHint(kind);
  const { data, error } = useSWR<Account | null>(
    sessionKey,
    fetchData<Account>,
    nobody ? { fallbackData: null } : undefined,
  );
  return { account: data ?? null, isLoading: data === undefined && !error };
}
