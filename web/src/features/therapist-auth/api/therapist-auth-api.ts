import { mutate } from 'swr';
import type { LoginInput } from '#shared/api/schemas/auth.ts';
import type {
  ForgotPasswordInput,
  PasswordResetReply,
  ResetPasswordInput,
} from '#shared/api/schemas/password-reset.ts';
import type {
  RegisterTherapistInput,
  SubdomainAvailability,
  TherapistAuthResponse,
  TherapistSelf,
} from '#shared/api/schemas/therapist.ts';
import { apiRequest, SESSION_KEY, THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';

/** The session is the httpOnly cookie; the browser keeps only who is signed in. */
export async function rememberTherapist(therapist: TherapistSelf | null): Promise<void> {
  await mutate(THERAPIST_SESSION_KEY, therapist, { revalidate: false });
}

/** Signs up; the caller remembers the therapist when it moves on (after the welcome toast). */
export async function registerTherapist(input: RegisterTherapistInput): Promise<TherapistSelf> {
  const { therapist } = await apiRequest<TherapistAuthResponse>('POST', '/api/therapist/register', input);
  return therapist;
}

export async function loginTherapist(input: LoginInput): Promise<TherapistSelf> {
  const { therapist } = await apiRequest<TherapistAuthResponse>('POST', '/api/therapist/login', input);
  await rememberTherapist(therapist);
  return therapist;
}

export function checkSubdomain(subdomain: string): Promise<SubdomainAvailability> {
  return apiRequest<SubdomainAvailability>('POST', '/api/therapist/check-subdomain', { subdomain });
}

/**
 * Opening the therapist sign-in forgets any stored session, member or therapist: both are ended on
 * the server (their cookies cleared) and forgotten here. A failure changes nothing visible.
 */
export async function clearStoredSessions(): Promise<void> {
  await Promise.allSettled([
    apiRequest<void>('POST', '/api/auth/logout'),
    apiRequest<void>('POST', '/api/therapist/logout'),
  ]);
  await Promise.all([mutate(SESSION_KEY, null, { revalidate: false }), rememberTherapist(null)]);
}

export async function requestTherapistPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { message } = await apiRequest<PasswordResetReply>('POST', '/api/therapist/forgot-password', input);
  return message;
}

export async function resetTherapistPassword(input: ResetPasswordInput): Promise<string> {
  const { message } = await apiRequest<PasswordResetReply>('POST', '/api/therapist/reset-password', input);
  await rememberTherapist(null);
  return message;
}
