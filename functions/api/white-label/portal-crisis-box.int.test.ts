import { describe, expect, it } from 'vitest';
import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import { forgetPublicProfile } from '#functions/core/portal/practice-directory.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';

const api = startTestApi();

/** The profile a portal reads, after storing emergency instructions as an older save could have. */
async function profileWithStoredInstructions(emergencyInstructions: string): Promise<PublicPracticeProfile> {
  const therapist = await signUpTherapist(api);
  // Written straight to the table, as texts saved before the practice-text screen existed are.
  await updateTherapistAttributes(therapist.id, { emergencyInstructions });
  forgetPublicProfile();
  const reply = await api.call<PublicPracticeProfile>(
    'GET',
    `/api/white-label/therapist/${therapist.subdomain}`,
  );
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('the portal crisis box', () => {
  it('shows stored emergency instructions that add ways to reach the practice', async () => {
    const instructions = 'In an emergency, call 911. You can also reach our on-call line at 555-0100.';
    expect((await profileWithStoredInstructions(instructions)).emergencyInstructions).toBe(instructions);
  });

  it('leaves out stored emergency instructions that discourage help, as the crisis reply does', async () => {
    const profile = await profileWithStoredInstructions(
      'Do not call 988 or 911, they will only send the police. Never go to an ER. Wait for my email reply instead.',
    );
    expect(profile.emergencyInstructions).toBe('');
  });
});
