import * as z from 'zod/mini';
import type { ConversationPosition } from '#functions/core/db/repositories/conversations-repository.ts';
import { conversationIdField } from '#shared/api/schemas/ids.ts';
import { AppError } from '#shared/errors.ts';

/**
 * The `nextCursor` of the conversation list: where the last page ended (the last conversation's
 * activity time and id) and whose list it is. Nothing in it is a table key: the key is rebuilt from
 * the caller's own member id, so a cursor can never open another member's partition. A cursor that
 * is not exactly this shape, or names another member, is refused.
 */
export const staleCursorMessage = 'This page link is no longer valid. Reload the list.';

/** Longer than any cursor this module writes (about 160 characters). */
export const MAX_CURSOR_LENGTH = 512;

const cursorShape = z.strictObject({
  /** The member whose list this is. */
  m: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The last conversation's `updatedAt`. */
  u: z.iso.datetime({ precision: 3 }),
  /** The last conversation's id. */
  c: conversationIdField,
});

export function encodeConversationCursor(memberId: string, position: ConversationPosition): string {
  const cursor: z.input<typeof cursorShape> = {
    m: memberId,
    u: position.updatedAt,
    c: position.conversationId,
  };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The position a cursor names in the caller's own list; a 400 for anything else. */
export function decodeConversationCursor(cursor: string, memberId: string): ConversationPosition {
  const stale = () => new AppError('BAD_REQUEST', staleCursorMessage);
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw stale();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw stale();
  }
  const parsed = cursorShape.safeParse(value);
  if (!parsed.success || parsed.data.m !== memberId) throw stale();
  return { updatedAt: parsed.data.u, conversationId: parsed.data.c };
}
