import { mutate } from 'swr';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { api, THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';

/** Renames the practice; every therapist screen (the dashboard's header too) reads the answer at once. */
export async function savePracticeName(practiceName: string): Promise<TherapistSelf> {
  const therapist = await api('PUT /api/therapist/practice-name', { body: { practiceName } });
  await mutate(THERAPIST_SESSION_KEY, therapist, { revalidate: false });
  return therapist;
}
