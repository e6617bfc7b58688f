import { z } from 'zod';
import { isCommonPassword } from '../../domain/common-passwords';

/** Field rules shared by every sign-up and sign-in form, with the spec's exact messages. */
export const messages = {
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 72 bytes',
  passwordCommon: 'This password is too common. Please choose one that is harder to guess.',
  passwordRequired: 'Password is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_BYTES = 72;

export const emailField = z
  .string({ error: messages.email })
  .trim()
  .toLowerCase()
  .max(254, messages.email)
  .pipe(z.email({ error: messages.email }));

export const newPasswordField = z
  .string({ error: messages.passwordMin })
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
  .refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES, messages.passwordMax)
  .refine((value) => !isCommonPassword(value), messages.passwordCommon);

export const existingPasswordField = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(1024, messages.passwordMax);

export function nameField(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(60, 'Please use at most 60 characters');
}
