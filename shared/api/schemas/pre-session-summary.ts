import * as z from 'zod/mini';

/**
 * The pre-session summary a client may ask for, edit and share with their therapist (issue 25).
 * A draft is never stored: only what the client shares is, and withdrawing deletes it.
 */

export const SUMMARY_SECTIONS = ['themes', 'tried', 'bring'] as const;
export type SummarySection = (typeof SUMMARY_SECTIONS)[number];

/** The headings, as the client and the therapist read them. */
export const summarySectionTitles: Readonly<Record<SummarySection, string>> = {
  themes: 'Themes',
  tried: 'What I tried',
  bring: 'What I want to bring to the session',
};

/** How many past days of conversations a summary reads. */
export const SUMMARY_WINDOW_DAYS = 28;
export const SUMMARY_PART_MAX = 600;
export const SUMMARY_PARTS_MAX = 30;

export const summaryMessages = {
  /** The question the client answers for each part the safety screen graded note or above. */
  hardMoment: 'This part mentions a hard moment; keep it?',
  keepOrRemove:
    'A part of this summary mentions a hard moment. Choose to keep it, or remove it, before sharing.',
  nothingToSummarise:
    'There are no conversations from the past 4 weeks to summarise yet. Talk with the assistant or write in your journal first.',
  partEmpty: 'Please write something in this part, or remove it',
  partTooLong: `Each part can be at most ${SUMMARY_PART_MAX} characters`,
  tooManyParts: `A summary can have at most ${SUMMARY_PARTS_MAX} parts`,
  noParts: 'A summary needs at least one part',
  section: 'Choose one of the summary’s sections',
  notFound: 'This summary could not be found.',
  shared: 'Your summary is shared with your therapist. You can withdraw it at any time.',
  withdrawn: 'Your summary is withdrawn: your therapist can no longer read it.',
} as const;

const sectionField = z.enum(SUMMARY_SECTIONS, { error: summaryMessages.section });
const partTextField = z
  .string({ error: summaryMessages.partEmpty })
  .check(
    z.trim(),
    z.minLength(1, summaryMessages.partEmpty),
    z.maxLength(SUMMARY_PART_MAX, summaryMessages.partTooLong),
  );

/** One part of a draft: the client's own words (or the model's), and whether it mentions a hard moment. */
export const draftPartSchema = z.object({
  id: z.string(),
  section: sectionField,
  text: z.string(),
  /** The safety screen graded it note or above: left out unless the client keeps it knowingly. */
  hardMoment: z.boolean(),
});
export type DraftPart = z.output<typeof draftPartSchema>;

export const summaryDraftSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  /** 'model' when the configured model wrote it, 'offline' for the extractive summary. */
  writtenBy: z.enum(['model', 'offline']),
  /** The theme lexicon's labels found in the client's own messages, most frequent first. */
  themes: z.array(z.string()),
  conversationCount: z.number(),
  parts: z.array(draftPartSchema),
});
export type SummaryDraft = z.output<typeof summaryDraftSchema>;

const sharedPartInput = z.object({
  section: sectionField,
  text: partTextField,
  /** The client answered "keep it" to the hard-moment question for this part. */
  keepHardMoment: z.optional(z.boolean()),
});

/** What the client shares: the parts as they edited them, and the period the draft covered. */
export const shareSummarySchema = z.object({
  periodStart: z.iso.datetime({ error: 'periodStart must be a date and time' }),
  periodEnd: z.iso.datetime({ error: 'periodEnd must be a date and time' }),
  parts: z
    .array(sharedPartInput, { error: summaryMessages.noParts })
    .check(
      z.minLength(1, summaryMessages.noParts),
      z.maxLength(SUMMARY_PARTS_MAX, summaryMessages.tooManyParts),
    ),
});
export type ShareSummaryInput = z.input<typeof shareSummarySchema>;

export const summaryPartSchema = z.object({ section: sectionField, text: z.string() });
export type SummaryPart = z.output<typeof summaryPartSchema>;

/** A shared summary, as the client and their therapist both read it: dated, nothing else added. */
export const sharedSummarySchema = z.object({
  id: z.string(),
  sharedAt: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  parts: z.array(summaryPartSchema),
});
export type SharedSummary = z.output<typeof sharedSummarySchema>;

export const sharedSummaryListSchema = z.object({ summaries: z.array(sharedSummarySchema) });
export type SharedSummaryList = z.output<typeof sharedSummaryListSchema>;

/** Withdrawing answers 204 with no body. */
export const summaryWithdrawnSchema = z.undefined();

export const summaryPathSchema = z.object({
  summaryId: z
    .string({ error: summaryMessages.notFound })
    .check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, summaryMessages.notFound)),
});
