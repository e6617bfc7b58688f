import useSWR, { mutate } from 'swr';
import type {
  ClientAuthResponse,
  ConfirmClientSignUpInput,
  CurrentClient,
  InvitedClient,
  LoginClientInput,
  ReadInvitationInput,
  RegisterClientInput,
} from '#shared/api/schemas/client-account.ts';
import type { ResetPasswordInput } from '#shared/api/schemas/password-reset.ts';
import { api, CLIENT_SESSION_KEY, fetchData } from '#web/lib/api-client.ts';

/** The signed-in client and their practice; null for anyone else. */
export function useCurrentClient(): { current: CurrentClient | null; isLoading: boolean } {
  const { data, error } = useSWR<CurrentClient | null>(CLIENT_SESSION_KEY, fetchData<CurrentClient>);
  return { current: data ?? null, isLoading: data === undefined && !error };
}

/** The new session's client and practice, read once and cached, before the therapy chat opens. */
async function rememberSignedInClient(): Promise<void> {
  await mutate(CLIENT_SESSION_KEY, await fetchData<CurrentClient>(CLIENT_SESSION_KEY), { revalidate: false });
}

export async function loginClient(input: LoginClientInput): Promise<ClientAuthResponse> {
  const reply = await api('POST /api/client/login', { body: input });
  await rememberSignedInClient();
  return reply;
}

/** Who an invitation link was sent to, to prefill the sign-up form. */
export function fetchInvitation(input: ReadInvitationInput): Promise<InvitedClient> {
  return api('POST /api/client/invitation', { body: input });
}

/** Signed in (a working invitation), or a mail to finish with: the answer for every other sign-up. */
export type ClientSignUpReply = { signedIn: true } | { signedIn: false; message: string };

export async function registerClient(input: RegisterClientInput): Promise<ClientSignUpReply> {
  const reply = await api('POST /api/client/register', { body: input });
  if (!('token' in reply)) return { signedIn: false, message: reply.message };
  await rememberSignedInClient();
  return { signedIn: true };
}

/** Opens the account of a mailed sign-up link, once, and signs the client in. */
export async function confirmClientSignUp(input: ConfirmClientSignUpInput): Promise<void> {
  await api('POST /api/client/register/confirm', { body: input });
  await rememberSignedInClient();
}

export async function logoutClient(): Promise<void> {
  await api('POST /api/client/logout').catch(() => undefined);
  await mutate(CLIENT_SESSION_KEY, null, { revalidate: false });
}

export async function requestClientReset(email: string, therapistSubdomain: string): Promise<string> {
  const reply = await api('POST /api/client/forgot-password', { body: { email, therapistSubdomain } });
  return reply.message;
}

export async function resetClientPassword(input: ResetPasswordInput): Promise<string> {
  const reply = await api('POST /api/client/reset-password', {
    body: { token: input.token, password: input.password },
  });
  return reply.message;
}
