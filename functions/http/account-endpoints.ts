import type * as z from 'zod/mini';
import { endSession } from '#functions/core/accounts/session-tokens.ts';
import type { AccountKind } from '#functions/core/db/keys.ts';
import type { TherapistSignedIn } from '#functions/core/practices/therapist-accounts.ts';
import {
  forgotPasswordSchema,
  PASSWORD_CHANGED,
  passwordResetReplySchema,
  RESET_LINK_SENT,
  resetPasswordSchema,
} from '#shared/api/schemas/password-reset.ts';
import { noContentSchema } from '#shared/api/schemas/reply-parts.ts';
import { presentedToken } from './authenticate';
import { callerAddress } from './caller-address';
import { clearedSessionCookie, sessionCookie } from './cookies';
import { defineEndpoint } from './endpoint';
import { logger } from './logger';
import { created, noContent, ok } from './reply';

/**
 * The endpoints every kind of account (member, therapist, client) has alike, one definition each:
 * a handler file names its route and its account kind's core function, nothing more.
 */

type SignInRoute =
  | 'POST /api/auth/login'
  | 'POST /api/therapist/login'
  | 'POST /api/therapist/register'
  | 'POST /api/client/login';

/** What a sign-in (or a sign-up that signs in) of any kind gives back: the session and its lifetime. */
interface SignedIn {
  token: string;
  maxAgeSeconds: number;
}

interface SignInDefinition<
  Body extends z.ZodMiniType,
  Response extends z.ZodMiniType,
  Account extends SignedIn,
> {
  kind: AccountKind;
  schemas: { body: Body; response: Response };
  signIn: (body: z.output<Body>, address: string) => Promise<Account>;
  /** The answer's body: the session's token and what the browser shows of the account. */
  answer: (signedIn: Account) => z.input<Response>;
  /** 201 for a new account, 200 (the default) for a sign-in. */
  createsAccount?: boolean;
}

/** Signs an account in from the caller's address and sets its kind's session cookie. */
export function signInEndpoint<
  Body extends z.ZodMiniType,
  Response extends z.ZodMiniType,
  Account extends SignedIn,
>(route: SignInRoute, definition: SignInDefinition<Body, Response, Account>) {
  const { kind, schemas, signIn, answer, createsAccount = false } = definition;
  const reply = createsAccount ? created : ok;
  return defineEndpoint(route, schemas, async ({ body, request }) => {
    // The schema's output, which TypeScript cannot see through the generic `Body`.
    const signedIn = await signIn(body as z.output<Body>, await callerAddress(request));
    return reply(answer(signedIn), {
      cookies: [sessionCookie(kind, signedIn.token, signedIn.maxAgeSeconds)],
    });
  });
}

/** A therapist's sign-in and sign-up answer alike: the session's token, the practice's subdomain and the therapist. */
export function therapistSignedIn({ token, therapist }: TherapistSignedIn) {
  return { token, subdomain: therapist.subdomain, therapist };
}

type LogoutRoute = 'POST /api/auth/logout' | 'POST /api/therapist/logout' | 'POST /api/client/logout';

/** Ends the server-side session (so the token stops working everywhere) and clears the cookie. */
export function logoutEndpoint(route: LogoutRoute, kind: AccountKind) {
  return defineEndpoint(route, { response: noContentSchema }, async ({ request }) => {
    const token = presentedToken(kind, request);
    if (token) await endSession(token, kind);
    return noContent({ cookies: [clearedSessionCookie(kind)] });
  });
}

type ForgotPasswordRoute = 'POST /api/auth/forgot-password' | 'POST /api/therapist/forgot-password';

/** Mails a reset link if the email has an account of this kind; the answer is the same either way. */
export function forgotPasswordEndpoint(
  route: ForgotPasswordRoute,
  requestReset: (
    email: string,
    address: string,
  ) => Promise<{ mailFailed: boolean; errorName?: string | undefined }>,
) {
  return defineEndpoint(
    route,
    { body: forgotPasswordSchema, response: passwordResetReplySchema },
    async ({ body, request }) => {
      const outcome = await requestReset(body.email, await callerAddress(request));
      if (outcome.mailFailed) {
        logger.error('password reset mail not sent', {
          requestId: request.requestId,
          errorName: outcome.errorName,
        });
      }
      return ok({ message: RESET_LINK_SENT });
    },
  );
}

type ResetPasswordRoute = 'POST /api/auth/reset-password' | 'POST /api/therapist/reset-password';

/** Sets a new password with a mailed link; every session of the account ends. */
export function resetPasswordEndpoint(
  route: ResetPasswordRoute,
  kind: AccountKind,
  resetPassword: (token: string, password: string) => Promise<unknown>,
) {
  return defineEndpoint(
    route,
    { body: resetPasswordSchema, response: passwordResetReplySchema },
    async ({ body }) => {
      await resetPassword(body.token, body.password);
      return ok({ message: PASSWORD_CHANGED }, { cookies: [clearedSessionCookie(kind)] });
    },
  );
}
