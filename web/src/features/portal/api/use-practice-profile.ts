import useSWR, { mutate } from 'swr';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { fetchPracticeProfile } from './portal-api';

export interface PracticeProfileState {
  /** The practice, null when the subdomain has none, undefined while loading. */
  practice: PublicPracticeProfile | null | undefined;
  failed: boolean;
}

/** Where a practice's public profile is kept among the app's reads. */
const practiceProfileKey = (subdomain: string) => ['portal-profile', subdomain] as const;

/**
 * Reads a practice's profile before its portal is first drawn and keeps it where usePracticeProfile
 * finds it, so the portal is drawn at once, without its loading state (app/portal-home-start.ts).
 * A failed read keeps nothing: the portal meets it again as it is drawn, as without this.
 */
export async function preloadPracticeProfile(subdomain: string): Promise<void> {
  const practice = await fetchPracticeProfile(subdomain);
  await mutate(practiceProfileKey(subdomain), practice, { revalidate: false });
}

/** The public profile of a portal's practice, by subdomain. */
export function usePracticeProfile(subdomain: string | null | undefined): PracticeProfileState {
  const { data, error } = useSWR(
    subdomain ? practiceProfileKey(subdomain) : null,
    () => fetchPracticeProfile(subdomain as string),
    // A profile already read (preloadPracticeProfile, or an earlier page) is not read again as the
    // portal is drawn: the app's reads stay fresh for minutes anyway (providers.tsx).
    { revalidateIfStale: false },
  );
  if (!subdomain) return { practice: null, failed: false };
  return { practice: error ? null : data, failed: Boolean(error) };
}
