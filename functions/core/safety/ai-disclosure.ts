/** Said at the start of every conversation and again after every three hours of it. */
export const AI_DISCLOSURE = "Just so you know: I'm an AI guide, not a person or a therapist.";

/** How long a disclosure lasts before the guide says it again. */
export const AI_DISCLOSURE_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** A moment as a Date, epoch milliseconds, or an ISO 8601 string as stored. */
export type Instant = Date | number | string;

export interface AiDisclosureTiming {
  conversationStartedAt: Instant;
  /** When the guide last said it is an AI in this conversation; null or absent before the first reply. */
  lastDisclosureAt?: Instant | null;
  now: Instant;
}

function toEpochMilliseconds(instant: Instant | null | undefined): number {
  if (instant === null || instant === undefined) return Number.NaN;
  if (instant instanceof Date) return instant.getTime();
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

/**
 * True on the first reply of a conversation and again once three hours have passed since the last
 * disclosure. When a time cannot be read it errs towards disclosing.
 */
export function needsAiDisclosure({
  conversationStartedAt,
  lastDisclosureAt,
  now,
}: AiDisclosureTiming): boolean {
  const lastDisclosure = toEpochMilliseconds(lastDisclosureAt);
  const current = toEpochMilliseconds(now);
  if (Number.isNaN(lastDisclosure) || Number.isNaN(current)) return true;
  const started = toEpochMilliseconds(conversationStartedAt);
  if (!Number.isNaN(started) && lastDisclosure < started) return true;
  return current - lastDisclosure >= AI_DISCLOSURE_INTERVAL_MS;
}
