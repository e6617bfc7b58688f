import useSWR from 'swr';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { fetchPracticeProfile } from './portal-api';

export interface PracticeProfileState {
  /** The practice, null when the subdomain has none, undefined while loading. */
  practice: PublicPracticeProfile | null | undefined;
  failed: boolean;
}

/** The public profile of a portal's practice, by subdomain. */
export function usePracticeProfile(subdomain: string | null | undefined): PracticeProfileState {
  const { data, error } = useSWR(subdomain ? ['portal-profile', subdomain] : null, () =>
    fetchPracticeProfile(subdomain as string),
  );
  if (!subdomain) return { practice: null, failed: false };
  return { practice: error ? null : data, failed: Boolean(error) };
}
