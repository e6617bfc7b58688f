import { describe, expect, it } from 'vitest';
import { fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import {
  portalWelcomeTitle,
  signUpTherapist,
  therapistSignUpBody,
} from '#functions/test-support/therapists.ts';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import type { OnboardingState } from '#shared/api/schemas/therapist-onboarding.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();

const me = (token: string) => api.call<TherapistSelf>('GET', '/api/therapist/me', { token });

describe('the practice name given at sign-up', () => {
  it('is stored, returned as the therapist’s practice, and the portal welcomes with it by default', async () => {
    const therapist = await signUpTherapist(api, { practiceName: '  Harbor Counseling  ' });
    expect((await me(therapist.token)).body.practiceName).toBe('Harbor Counseling');
    expect(await portalWelcomeTitle(api, therapist.subdomain)).toBe('Welcome to Harbor Counseling');
    const onboarding = await api.call<OnboardingState>('GET', '/api/therapist/onboarding', {
      token: therapist.token,
    });
    expect(onboarding.body.proposal.branding.welcomeTitle).toBe('Welcome to Harbor Counseling');
  });

  it('may be left out: the practice is then named after the therapist', async () => {
    const therapist = await signUpTherapist(api, { practiceName: '' });
    expect((await me(therapist.token)).body.practiceName).toBe("Maya Ortiz's Practice");
    expect(await portalWelcomeTitle(api, therapist.subdomain)).toBe("Welcome to Maya Ortiz's Practice");
  });

  it('refuses a name over 80 characters with a plain 400, and creates no account', async () => {
    const email = uniqueEmail('therapist');
    const reply = await api.call<ErrorBody>('POST', '/api/therapist/register', {
      body: therapistSignUpBody({ email, practiceName: 'x'.repeat(81) }),
      headers: fromAddress('198.51.100.251'),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.practiceName).toBe('Please use at most 80 characters for the practice name');
    const login = await api.call('POST', '/api/therapist/login', {
      body: { email, password: 'quiet-river-42' },
      headers: fromAddress('198.51.100.252'),
    });
    expect(login.status).toBe(401);
  });
});
