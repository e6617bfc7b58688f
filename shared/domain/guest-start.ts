import type { ModeId } from './modes';

/**
 * Starting without an account (decisions, 'Tiers and usage'): a visitor may send up to 10 messages
 * to Mirror, kept in the browser's session only; signing up keeps that conversation.
 */
export const GUEST_MESSAGE_LIMIT = 10;

/** Where a visitor creates the account that keeps their conversation (the web app's sign-up). */
export const GUEST_SIGN_UP_PATH = '/clean-register';

/** The one guide a visitor talks with. */
export const GUEST_MODE: ModeId = 'mirror';

/** Every earlier message a guest chat carries (theirs and Mirror's) is at most this long. */
export const GUEST_TURN_MAX = 4000;

/**
 * A guest conversation holds the visitor's messages and Mirror's replies, so at most twice the
 * allowance; a carried conversation is never longer.
 */
export const GUEST_TRANSCRIPT_MAX_MESSAGES = 2 * GUEST_MESSAGE_LIMIT;

/**
 * The most the earlier messages may weigh in a request (UTF-8 bytes of their JSON). The API takes
 * bodies up to 64 KB; this leaves room for the new message (4000 characters, up to 12 KB) or the
 * sign-up fields. The browser shortens the oldest messages to fit, which costs nothing: the guide
 * reads only the newest that fit its prompt, and the safety screen the last few.
 */
export const GUEST_TRANSCRIPT_MAX_BYTES = 40_000;

export interface GuestTurn {
  role: 'user' | 'assistant';
  content: string;
  createdAt?: string | undefined;
}

const encoder = new TextEncoder();
const weight = (turns: readonly GuestTurn[]) => encoder.encode(JSON.stringify(turns)).length;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never half of a character written as two UTF-16 units (an emoji).
  const cut = text.slice(0, Math.max(0, max - 1)).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.trimEnd()}…`;
}

/**
 * The transcript as a request may carry it: each message at most GUEST_TURN_MAX characters, and the
 * oldest shortened (never removed: the count of the visitor's messages stays exact) until the
 * whole is at most `maxBytes`. The newest messages stay whole as long as anything older can give.
 */
/** The shorter lengths the oldest messages are cut to, in turn, until the transcript fits. */
const FIT_LIMITS = [1000, 200, 40] as const;

export function fitGuestTranscript<T extends GuestTurn>(
  turns: readonly T[],
  maxBytes = GUEST_TRANSCRIPT_MAX_BYTES,
): T[] {
  const fitted = turns.map((turn) => ({ ...turn, content: clip(turn.content, GUEST_TURN_MAX) }));
  for (const limit of FIT_LIMITS) {
    for (let index = 0; index < fitted.length && weight(fitted) > maxBytes; index++) {
      const turn = fitted[index] as T;
      fitted[index] = { ...turn, content: clip(turn.content, limit) };
    }
  }
  return fitted;
}

/**
 * Every form `fitGuestTranscript` can give one message's words: whole, then cut to each length in
 * turn. A proof of Mirror's reply covers them all, so a reply shortened to fit is still Mirror's.
 */
export function fittedFormsOf(content: string): string[] {
  const forms = [content];
  let form = clip(content, GUEST_TURN_MAX);
  forms.push(form);
  for (const limit of FIT_LIMITS) {
    form = clip(form, limit);
    forms.push(form);
  }
  return [...new Set(forms)];
}
