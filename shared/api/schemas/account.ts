import * as z from 'zod/mini';

export const accountMessages = {
  deletionPassword: 'Enter your password to delete your account',
} as const;

/** Deleting an account asks for its password again. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: accountMessages.deletionPassword })
    .check(
      z.minLength(1, accountMessages.deletionPassword),
      z.maxLength(200, accountMessages.deletionPassword),
    ),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
