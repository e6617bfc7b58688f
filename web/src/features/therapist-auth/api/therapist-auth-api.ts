import { mutate } from 'swr';
import type { LoginInput } from '#shared/api/schemas/auth.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from '#shared/api/schemas/password-reset.ts';
import type {
  RegisterTherapistInput,
  SubdomainAvailability,
  TherapistSelf,
} from '#shared/api/schemas/therapist.ts';
import { api, SESSION_KEY, THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';

/** The session is the httpOnly cookie; the browser keeps only who is signed in. */
export async function rememberTherapist(therapist: TherapistSelf | null): Promise<void> {
  await mutate(THERAPIST_SESSION_KEY, therapist, { revalidate: false });
}

/** Signs up; the caller remembers the therapist when it moves on (after the welcome toast). */
export async function registerTherapist(input: RegisterTherapistInput): Promise<TherapistSelf> {
  const { therapist } = await api('POST /api/therapist/register', { body: input });
  return therapist;
}

export async function loginTherapist(input: LoginInput): Promise<TherapistSelf> {
  const { therapist } = await api('POST /api/therapist/login', { body: input });
  await rememberTherapist(therapist);
  return therapist;
}

export function checkSubdomain(subdomain: string): Promise<SubdomainAvailability> {
  return api('POST /api/therapist/check-subdomain', { body: { subdomain } });
}

/**
 * Opening the therapist sign-in forgets any stored session, member or therapist: both are ended on
 * the server (their cookies cleared) and forgotten here. A failure changes nothing visible.
 */
export async function clearStoredSessions(): Promise<void> {
  await Promise.allSettled([api('POST /api/auth/logout'), api('POST /api/therapist/logout')]);
  await Promise.all([mutate(SESSION_KEY, null, { revalidate: false }), rememberTherapist(null)]);
}

export async function requestTherapistPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { message } = await api('POST /api/therapist/forgot-password', { body: input });
  return message;
}

export async function resetTherapistPassword(input: ResetPasswordInput): Promise<string> {
  const { message } = await api('POST /api/therapist/reset-password', { body: input });
  await rememberTherapist(null);
  return message;
}
