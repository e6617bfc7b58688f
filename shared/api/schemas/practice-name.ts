import * as z from 'zod/mini';
import { PRACTICE_NAME_MAX_LENGTH } from '#shared/domain/practice-branding.ts';
import { therapistMessages } from './therapist';

/**
 * The practice's name as its therapist edits it after sign-up, with sign-up's limit and message
 * (at most PRACTICE_NAME_MAX_LENGTH characters, trimmed). Empty: clients read '{First Last}'s Practice'.
 */
export const practiceNameSchema = z.object({
  practiceName: z
    .string({ error: therapistMessages.practiceName })
    .check(z.trim(), z.maxLength(PRACTICE_NAME_MAX_LENGTH, therapistMessages.practiceName)),
});
export type PracticeNameInput = z.output<typeof practiceNameSchema>;
