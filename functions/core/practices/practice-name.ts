import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import { forgetPublicProfile } from '#functions/core/portal/practice-directory.ts';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { AppError } from '#shared/errors.ts';
import { checkPracticeTextsBeforeSave } from './instruction-safety/practice-texts';
import { screenPracticeTexts } from './instruction-safety/screen-instructions';
import { toTherapistSelf } from './therapist-accounts';
import { getTherapistOfSession } from './therapist-of-session';

/**
 * Renames a practice after sign-up. The name is practice text that clients read (the portal's
 * welcome, the assistant's greeting, the dashboard, a client's export), so it passes the practice-text
 * screen (screenPracticeTexts, read in the voice of a name) before it is saved; an empty name stores '' and clients read
 * '{First Last}'s Practice' (practiceNameOf). Stored as `practiceName` on the practice's profile item.
 */
export async function renamePractice(tenantId: string, practiceName: string): Promise<TherapistSelf> {
  const [unsafe] = screenPracticeTexts([{ field: 'practiceName', text: practiceName, voice: 'name' }]);
  if (unsafe) {
    const message = `“${unsafe.sentence}” can’t be used in the practice name: ${unsafe.why}`;
    throw new AppError('VALIDATION_FAILED', message, { errors: { practiceName: message } });
  }
  const therapist = await getTherapistOfSession(tenantId);
  // With a model configured, the model reads a changed name too (the offline screen above has passed it).
  await checkPracticeTextsBeforeSave({ practiceName }, 'practice name', { saved: therapist });
  await updateTherapistAttributes(tenantId, { practiceName });
  // The portal's welcome ('Welcome to …') reads the public profile: this instance forgets its copy now.
  forgetPublicProfile(therapist.subdomain);
  return toTherapistSelf({ ...therapist, practiceName });
}
