import * as z from 'zod/mini';
import { isCommonPassword } from '#shared/domain/common-passwords.ts';
import { consentMessages } from '#shared/domain/legal.ts';

/**
 * Field rules shared by every sign-up and sign-in form, with the exact messages people see. Written
 * with `zod/mini`, whose functional API tree-shakes: each Lambda and the web bundle carry only the
 * checks they use.
 */
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

export const emailField = z.pipe(
  z.string({ error: messages.email }).check(z.trim(), z.toLowerCase(), z.maxLength(254, messages.email)),
  z.email({ error: messages.email }),
);

export const newPasswordField = z.string({ error: messages.passwordMin }).check(
  z.minLength(PASSWORD_MIN_LENGTH, messages.passwordMin),
  z.refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES, messages.passwordMax),
  z.refine((value) => !isCommonPassword(value), messages.passwordCommon),
);

export const existingPasswordField = z
  .string({ error: messages.passwordRequired })
  .check(z.minLength(1, messages.passwordRequired), z.maxLength(1024, messages.passwordMax));

export function nameField(message: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(60, 'Please use at most 60 characters'));
}

/** A colour as the brand pickers give it: `#` and six hexadecimal digits. */
export const hexColorField = z
  .string({ error: 'Please use a colour like #2563eb' })
  .check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, 'Please use a colour like #2563eb'));

/**
 * The two boxes every sign-up form has (member, therapist, client): agreeing to the Terms and the
 * Privacy notice, and confirming the person is 18 or over. The server refuses an account without
 * either (a 400 with the box's own words); the account records when and to which version.
 */
export const consentFields = {
  acceptedTerms: z.literal(true, { error: consentMessages.terms }),
  confirmedAge: z.literal(true, { error: consentMessages.age }),
};
