/**
 * The OpenAI-compatible guide's time and size budget, apart from the guide itself: code that only
 * plans around the deadline (functions/core/chat/turn-audience.ts) reads it without bundling the
 * `openai` SDK (147 KB) into its Lambda.
 */
export const OPENAI_GUIDE_DEFAULTS = {
  model: 'gpt-4o-mini',
  /** How long one attempt may wait for the response to start. */
  attemptTimeoutMs: 12_000,
  /** Retries after the first attempt (timeouts, 408/409/429/5xx and connection errors). */
  maxRetries: 1,
  /** Everything, retries and streaming included, ends by then: under API Gateway's 29 s. */
  deadlineMs: 25_000,
  /** Longest reply kept; the stream is cut there. */
  maxReplyChars: 8_000,
} as const;
