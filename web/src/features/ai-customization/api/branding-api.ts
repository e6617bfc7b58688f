import useSWR from 'swr';
import type { BrandingSettings, SavedBranding } from '#shared/api/schemas/practice-branding.ts';
import { apiRequest, fetchData } from '#web/lib/api-client.ts';

export const BRANDING_KEY = '/api/therapist/branding';

export function useBranding() {
  const { data, mutate } = useSWR<BrandingSettings | null>(BRANDING_KEY, fetchData<BrandingSettings>);
  return { branding: data ?? null, mutate };
}

export function saveBranding(branding: BrandingSettings): Promise<SavedBranding> {
  return apiRequest<SavedBranding>('PUT', BRANDING_KEY, branding);
}
