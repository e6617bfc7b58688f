import useSWR from 'swr';
import type { BrandingSettings, SavedBranding } from '#shared/api/schemas/practice-branding.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

export const BRANDING_KEY = '/api/therapist/branding';

export function useBranding() {
  const { data, mutate } = useSWR<BrandingSettings | null>(BRANDING_KEY, fetchData<BrandingSettings>);
  return { branding: data ?? null, mutate };
}

export function saveBranding(branding: BrandingSettings): Promise<SavedBranding> {
  return api('PUT /api/therapist/branding', { body: branding });
}
