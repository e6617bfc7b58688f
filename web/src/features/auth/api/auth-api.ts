import { mutate } from 'swr';
import type {
  AuthResponse,
  LoginInput,
  PublicMember,
  RegisterMemberInput,
} from '#shared/api/schemas/auth.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from '#shared/api/schemas/password-reset.ts';
import { api, SESSION_KEY } from '#web/lib/api-client.ts';

/** The session is the httpOnly cookie the server sets; the browser keeps only the member. */
async function rememberMember(member: PublicMember | null): Promise<void> {
  await mutate(SESSION_KEY, member, { revalidate: false });
}

export async function loginMember(input: LoginInput): Promise<PublicMember> {
  const { user } = await api('POST /api/auth/login', { body: input });
  await rememberMember(user);
  return user;
}

/** Signs up; the reply also says whether a carried guest conversation was kept. */
export async function registerMember(input: RegisterMemberInput): Promise<Omit<AuthResponse, 'token'>> {
  const { user, guestConversation } = await api('POST /api/auth/register', { body: input });
  await rememberMember(user);
  return { user, ...(guestConversation ? { guestConversation } : {}) };
}

/** Ends the session on the server, then forgets the member here. */
export async function logoutMember(): Promise<void> {
  await api('POST /api/auth/logout');
  await rememberMember(null);
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { message } = await api('POST /api/auth/forgot-password', { body: input });
  return message;
}

/** Sets a new password with a mailed link. Every session ends, this browser's too. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const { message } = await api('POST /api/auth/reset-password', { body: input });
  await rememberMember(null);
  return message;
}
