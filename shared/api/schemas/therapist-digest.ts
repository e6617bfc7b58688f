import * as z from 'zod/mini';

/**
 * The therapist's weekly digest mail (issue 25): opt-in, counts only. The practice may let it name
 * clients beside their counts; it never holds anything a client wrote.
 */
export const weeklyDigestSettingsSchema = z.object({
  /** The therapist asked for the weekly digest mail. Off until they turn it on. */
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  /** The practice lets the digest name clients beside their counts. Off until turned on. */
  includeClientNames: z.boolean({ error: 'includeClientNames must be true or false' }),
});
export type WeeklyDigestSettings = z.output<typeof weeklyDigestSettingsSchema>;

export const digestMessages = {
  subject: 'Your week at {practice}',
  preview: 'Sessions, prompts done, reviews waiting and summaries shared: counts only.',
  reason:
    'You get this mail because you turned on the weekly digest in your settings. Turn it off there at any time.',
} as const;
