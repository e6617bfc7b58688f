/**
 * How much of a portal conversation the practice's assistant reads. Browser-safe: the portal's turn
 * (functions/core/portal/portal-chat.ts) and the therapist's sandbox (Test AI) use the same bounds.
 */

/** Earlier messages read with a new one: the screen reads the last few, the prompt budget decides the rest. */
export const PORTAL_HISTORY_LIMIT = 40;
