/**
 * How much of a conversation a guide reads with a new message. Browser-safe: the one engine
 * (functions/core/chat/turn-audience.ts, as HISTORY_LIMIT) reads this many for every audience, and
 * the therapist's sandbox (Test AI) is bounded by it in the browser and in its request schema.
 */

/** Earlier messages read with a new one: the screen reads the last few, the prompt budget decides the rest. */
export const PORTAL_HISTORY_LIMIT = 40;
