import {
  getTherapistById,
  type TherapistRecord,
} from '#functions/core/db/repositories/therapists-repository.ts';
import { AppError } from '#shared/errors.ts';

/**
 * The practice of a verified therapist session. Its own module, so what a practice does (referrals,
 * clients, branding) reads the practice without importing sign-up and sign-in.
 */
export async function getTherapistOfSession(tenantId: string): Promise<TherapistRecord> {
  const therapist = await getTherapistById(tenantId);
  if (!therapist) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  return therapist;
}
