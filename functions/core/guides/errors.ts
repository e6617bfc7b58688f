/**
 * The one error a guide engine throws. Its message is safe to show to the member; provider error
 * text, request details and keys never end up in it. `detail` is a short, safe note for logs.
 */
import { AppError } from '#shared/errors.ts';

export type GuideFailureKind = 'timeout' | 'upstream';

export const GUIDE_UNAVAILABLE_MESSAGES: Readonly<Record<GuideFailureKind, string>> = {
  timeout: 'The guide took too long to answer. Your message is saved — please try again.',
  upstream: 'The guide is not answering right now. Your message is saved — please try again.',
};

/**
 * The same failures where nothing was kept (a guest, whose browser holds the conversation, and a
 * therapist's Test AI): "your message is saved" would be untrue there, and the words go back to
 * the message box instead.
 */
export const GUIDE_UNAVAILABLE_NOTHING_KEPT_MESSAGES: Readonly<Record<GuideFailureKind, string>> = {
  timeout: 'The guide took too long to answer. Please send your message again.',
  upstream: 'The guide is not answering right now. Please send your message again.',
};

export class GuideUnavailableError extends AppError {
  readonly kind: GuideFailureKind;
  /** For logs only, e.g. 'status 500', 'attempt timed out', 'deadline reached'. Never provider text. */
  readonly detail: string;

  constructor(kind: GuideFailureKind, detail: string) {
    super(kind === 'timeout' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_FAILED', GUIDE_UNAVAILABLE_MESSAGES[kind]);
    this.name = 'GuideUnavailableError';
    this.kind = kind;
    this.detail = detail;
  }

  /** The same failure, told to someone whose message was not kept anywhere. */
  nothingKept(): AppError {
    return new AppError(this.code, GUIDE_UNAVAILABLE_NOTHING_KEPT_MESSAGES[this.kind]);
  }
}

export function isGuideUnavailableError(error: unknown): error is GuideUnavailableError {
  return error instanceof GuideUnavailableError;
}
