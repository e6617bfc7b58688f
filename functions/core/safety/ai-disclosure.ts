/**
 * Said at the start of every conversation, again after every three hours of it, again when a
 * person comes back after seven days away, and whenever a person asks whether they are talking to
 * a person, a human or a therapist.
 */
export const AI_DISCLOSURE = "Just so you know: I'm an AI guide, not a person or a therapist.";

/** How long a disclosure lasts before the guide says it again. */
export const AI_DISCLOSURE_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** A person who has not written in a conversation for this long hears the disclosure again. */
export const AI_DISCLOSURE_AFTER_ABSENCE_MS = 7 * 24 * 60 * 60 * 1000;

/** A moment as a Date, epoch milliseconds, or an ISO 8601 string as stored. */
export type Instant = Date | number | string;

export interface AiDisclosureTiming {
  conversationStartedAt: Instant;
  /** When the guide last said it is an AI in this conversation; null or absent before the first reply. */
  lastDisclosureAt?: Instant | null;
  /**
   * When the person last wrote in this conversation before the message being answered; null or
   * absent when this is their first message in it.
   */
  previousMessageAt?: Instant | null;
  now: Instant;
}

function toEpochMilliseconds(instant: Instant | null | undefined): number {
  if (instant === null || instant === undefined) return Number.NaN;
  if (instant instanceof Date) return instant.getTime();
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

/** Whether the person is coming back after seven days or more away from this conversation. */
function returnsAfterAbsence(previousMessageAt: Instant | null | undefined, current: number): boolean {
  if (previousMessageAt === null || previousMessageAt === undefined) return false;
  const previous = toEpochMilliseconds(previousMessageAt);
  return Number.isNaN(previous) || current - previous >= AI_DISCLOSURE_AFTER_ABSENCE_MS;
}

/**
 * True on the first reply of a conversation, again once three hours have passed since the last
 * disclosure, and when the person's previous message is seven days old or older. When a time
 * cannot be read it errs towards disclosing.
 */
export function needsAiDisclosure({
  conversationStartedAt,
  lastDisclosureAt,
  previousMessageAt,
  now,
}: AiDisclosureTiming): boolean {
  const lastDisclosure = toEpochMilliseconds(lastDisclosureAt);
  const current = toEpochMilliseconds(now);
  if (Number.isNaN(lastDisclosure) || Number.isNaN(current)) return true;
  const started = toEpochMilliseconds(conversationStartedAt);
  if (!Number.isNaN(started) && lastDisclosure < started) return true;
  if (returnsAfterAbsence(previousMessageAt, current)) return true;
  return current - lastDisclosure >= AI_DISCLOSURE_INTERVAL_MS;
}
