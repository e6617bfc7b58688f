import * as z from 'zod/mini';
import { emailField, newPasswordField } from './fields';
import { messageReplySchema } from './reply-parts';

/** Password reset by mail: the same contracts and messages for every kind of account. */
export const RESET_LINK_SENT =
  'If an account exists for this email, a link to choose a new password is on its way. It works once, for 1 hour.';
export const RESET_LINK_UNUSABLE =
  'This reset link has expired or was already used. Please ask for a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with your new password.';

/** A reset token is 32 random bytes in base64url: 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: RESET_LINK_UNUSABLE }).check(z.regex(RESET_TOKEN_PATTERN, RESET_LINK_UNUSABLE)),
  password: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Both endpoints answer with a sentence to show as it is. */
export const passwordResetReplySchema = messageReplySchema;
export type PasswordResetReply = z.output<typeof passwordResetReplySchema>;
