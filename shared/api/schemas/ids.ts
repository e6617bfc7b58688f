import * as z from 'zod/mini';
import { modeIds } from '#shared/domain/modes.ts';

/**
 * Identifiers that arrive in paths and bodies. Whatever a caller sends, only a well-formed id
 * reaches a key: anything else is refused with the message below, never passed to the table.
 */
export const idMessages = {
  conversation: 'This conversation could not be found.',
  mode: 'There is no guide with that name.',
} as const;

/** Conversation ids are ULIDs: 26 Crockford base32 characters, read case-insensitively. */
export const conversationIdField = z.pipe(
  z
    .string({ error: idMessages.conversation })
    .check(z.maxLength(26, idMessages.conversation), z.toUpperCase()),
  z.ulid({ error: idMessages.conversation }),
);

/** One of the four guides (shared/domain/modes.ts). */
export const modeIdField = z.enum(modeIds, { error: idMessages.mode });

/** `{id}` in `/api/conversations/{id}` and below it. */
export const conversationPathSchema = z.object({ id: conversationIdField });

/** `{modeId}` in `/api/memory/{modeId}`. */
export const modePathSchema = z.object({ modeId: modeIdField });
