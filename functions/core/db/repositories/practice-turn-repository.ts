import { tableName } from '#functions/core/db/client.ts';
import { indexKeys, keys } from '#functions/core/db/keys.ts';
import {
  type NamedWrite,
  TransactionRefusedError,
  type TransactionWrite,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';
import { attributeUpdate } from '#functions/core/db/set-attributes.ts';
import type { SafetyReplyCount } from '#functions/core/safety-report/safety-counts.ts';
import type {
  ClientConversationRecord,
  ClientMessageRecord,
  ConversationFlag,
  FlagGrade,
} from './client-conversations-repository';
import { safetyReplyCountWrite } from './safety-counts-repository';

/**
 * One exchange of a practice's portal (a client's or a visitor's), written in one transaction: the
 * messages, the conversation's metrics (created with them, or moved on), a review flag when the
 * screen raised one, a signed-in client's session count for a new session, and the reply's safety
 * count. Either all of it is kept or none of it.
 */
export interface SavePracticeTurnInput {
  tenantId: string;
  /** The conversation as it stood before this turn (a new one is created from it). */
  conversation: ClientConversationRecord;
  isNew: boolean;
  /** The messages this turn writes, oldest first (a message saved by an earlier attempt is not among them). */
  messages: ClientMessageRecord[];
  /** When the turn is saved: the conversation's last activity. */
  at: string;
  /** When the assistant said it is an AI in this turn. */
  disclosedAt?: string | undefined;
  /** 1 when the reply came with a note: the therapist sees the count, never a flag. */
  safetyNotes?: number | undefined;
  /** A check-in or above: the conversation waits for the therapist's review (never lowered). */
  flag?: ConversationFlag | undefined;
  /** A signed-in client's new session: their session count and dates move on. */
  clientId?: string | undefined;
  safetyCount?: SafetyReplyCount | undefined;
}

/** What each write of the portal turn's transaction stands for. */
export type PracticeTurnWrite = 'conversation' | 'message' | 'client session' | 'safety count';

/** The conversation was deleted, or the client's account removed, while the assistant answered. */
export class PracticeTurnGoneError extends Error {
  override readonly name = 'PracticeTurnGoneError';
}

/** A higher grade replaces a lower one on a conversation, never the reverse. */
const flagRank: Record<FlagGrade, number> = { 'check-in': 1, crisis: 2, imminent: 3 };

function minutesBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
}

function tokensOf(messages: readonly ClientMessageRecord[]): number {
  return messages.reduce((sum, message) => sum + (message.tokens ?? 0), 0);
}

function newConversationWrite(input: SavePracticeTurnInput, table: string): TransactionWrite {
  const { conversation, flag } = input;
  const created: ClientConversationRecord = {
    ...conversation,
    lastMessageAt: input.at,
    updatedAt: input.at,
    messageCount: conversation.messageCount + input.messages.length,
    tokensUsed: conversation.tokensUsed + tokensOf(input.messages),
    durationMinutes: minutesBetween(conversation.startedAt, input.at),
    ...(input.disclosedAt ? { lastDisclosureAt: input.disclosedAt } : {}),
    ...(input.safetyNotes ? { safetyNotes: (conversation.safetyNotes ?? 0) + input.safetyNotes } : {}),
    ...(flag ? { flag, flaggedForReview: true, reviewedByTherapist: false } : {}),
  };
  return {
    Put: {
      TableName: table,
      Item: {
        ...keys.clientConversation(input.tenantId, conversation.id),
        type: 'clientConversation',
        ...created,
        ...(flag
          ? {
              flagRank: flagRank[flag.grade],
              ...indexKeys.pendingReview(input.tenantId, flag.flaggedAt, conversation.id),
            }
          : {}),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** What raising the flag sets on the conversation: the flag, and the pending-review index. */
function flagRaise(input: SavePracticeTurnInput, flag: ConversationFlag) {
  return {
    flag,
    flagRank: flagRank[flag.grade],
    flaggedForReview: true,
    reviewedByTherapist: false,
    ...indexKeys.pendingReview(input.tenantId, flag.flaggedAt, input.conversation.id),
  };
}

function conversationUpdate(
  input: SavePracticeTurnInput,
  table: string,
  withFlag: boolean,
): TransactionWrite {
  const raise = withFlag && input.flag ? flagRaise(input, input.flag) : undefined;
  const update = attributeUpdate(
    {
      lastMessageAt: input.at,
      updatedAt: input.at,
      durationMinutes: minutesBetween(input.conversation.startedAt, input.at),
      lastDisclosureAt: input.disclosedAt || undefined,
      ...raise,
    },
    {
      add: {
        messageCount: input.messages.length,
        tokensUsed: tokensOf(input.messages),
        safetyNotes: input.safetyNotes || undefined,
      },
      ...(raise ? { remove: ['reviewedAt'] } : {}),
      // A new flag on a reviewed conversation puts it back in the queue; a lower one is never set.
      onlyIf: raise
        ? {
            expression:
              'attribute_exists(pk) AND (attribute_not_exists(flagRank) OR flagRank < :rank OR reviewedByTherapist = :reviewed)',
            values: { ':rank': raise.flagRank, ':reviewed': true },
          }
        : { expression: 'attribute_exists(pk)' },
    },
  );
  return {
    Update: {
      TableName: table,
      Key: keys.clientConversation(input.tenantId, input.conversation.id),
      ...update,
    },
  };
}

function turnWrites(input: SavePracticeTurnInput, withFlag: boolean): NamedWrite<PracticeTurnWrite>[] {
  const table = tableName();
  const writes: NamedWrite<PracticeTurnWrite>[] = [
    {
      name: 'conversation',
      write: input.isNew ? newConversationWrite(input, table) : conversationUpdate(input, table, withFlag),
    },
    ...input.messages.map(
      (message): NamedWrite<PracticeTurnWrite> => ({
        name: 'message',
        write: {
          Put: {
            TableName: table,
            Item: {
              ...keys.clientMessage(input.tenantId, input.conversation.id, message.id),
              type: 'clientMessage',
              ...message,
            },
          },
        },
      }),
    ),
  ];
  if (input.clientId) {
    writes.push({
      name: 'client session',
      write: {
        Update: {
          TableName: table,
          Key: keys.client(input.tenantId, input.clientId),
          UpdateExpression:
            'SET lastSessionDate = :at, firstSessionDate = if_not_exists(firstSessionDate, :at), updatedAt = :at ADD totalSessions :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': input.at, ':one': 1 },
        },
      },
    });
  }
  if (input.safetyCount)
    writes.push({ name: 'safety count', write: safetyReplyCountWrite(input.safetyCount) });
  return writes;
}

/**
 * Writes the turn; says whether it raised the conversation's flag. A flag no higher than the one
 * the conversation already holds (raised by another message meanwhile) is left as it is, and the
 * rest of the turn is still written; a conversation or client that is gone refuses the whole turn.
 */
export async function savePracticeTurn(input: SavePracticeTurnInput): Promise<{ flagRaised: boolean }> {
  try {
    await writeNamedTransaction(turnWrites(input, true));
    return { flagRaised: input.flag !== undefined };
  } catch (error) {
    if (!(error instanceof TransactionRefusedError)) throw error;
    const flagMayHaveBeenRefused =
      !input.isNew && input.flag !== undefined && error.refusedBy('conversation');
    if (!flagMayHaveBeenRefused || error.refusedBy('client session')) throw new PracticeTurnGoneError();
  }
  try {
    await writeNamedTransaction(turnWrites(input, false));
    return { flagRaised: false };
  } catch (error) {
    if (error instanceof TransactionRefusedError) throw new PracticeTurnGoneError();
    throw error;
  }
}
