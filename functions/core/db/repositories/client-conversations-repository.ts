import {
  getItem,
  NO_ITEM_YET,
  putItem,
  updateItem,
  whenConditionHolds,
} from '#functions/core/db/item-operations.ts';
import { indexKeys, keys, prefixes } from '#functions/core/db/keys.ts';
import { countIndex, queryAll } from '#functions/core/db/query-all.ts';
import { setAttributes } from '#functions/core/db/set-attributes.ts';
import {
  parseStored,
  storedClientConversation,
  storedClientMessage,
} from '#functions/core/db/stored-records.ts';
import type { RiskCategory } from '#functions/core/safety/types.ts';
import type { SafetyGrade } from '#shared/domain/safety-grades.ts';

/** The grades that flag a conversation for the therapist's review: check-in and above. A note never does. */
export type FlagGrade = Exclude<SafetyGrade, 'none' | 'note'>;

export function isReviewFlag(grade: SafetyGrade): grade is FlagGrade {
  return grade === 'check-in' || grade === 'crisis' || grade === 'imminent';
}

/** A safety flag: the grade and a readable reason from the screen, never the text. */
export interface ConversationFlag {
  grade: FlagGrade;
  reason: string;
  signals: string[];
  flaggedAt: string;
}

/** A conversation in a practice (the spec's client_conversations): metrics, flag, review, sharing. */
export interface ClientConversationRecord {
  id: string;
  tenantId: string;
  /** A chat with the practice's assistant (absent: a chat), or a private journal entry (no AI). */
  kind?: 'chat' | 'journal';
  /** Absent for an anonymous visitor of the portal. */
  clientId?: string;
  visitorName?: string;
  title?: string;
  startedAt: string;
  lastMessageAt: string;
  messageCount: number;
  durationMinutes: number;
  tokensUsed: number;
  flaggedForReview: boolean;
  flag?: ConversationFlag;
  /** How many of the assistant's replies here came with a note (possible risk): counted, never flagged. */
  safetyNotes?: number;
  reviewedByTherapist: boolean;
  reviewedAt?: string;
  therapistNotes: string;
  sharedWithTherapist: boolean;
  sharedAt?: string;
  rating?: number;
  ratedAt?: string;
  /** An anonymous visitor's conversation: the SHA-256 of the secret only their browser holds. */
  visitorKeyHash?: string;
  /** When the assistant last said it is an AI here (the disclosure repeats every 3 hours). */
  lastDisclosureAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface ClientMessageRecord {
  id: string;
  role: 'client' | 'assistant';
  content: string;
  createdAt: string;
  tokens?: number;
  /** On the safety screen's reply: what it answered, so the next message is read as an answer to it. */
  safety?: MessageSafety;
}

export interface MessageSafety {
  grade: SafetyGrade;
  categories: RiskCategory[];
  aboutSomeoneElse: boolean;
}

const gradeRank: Record<FlagGrade, number> = { 'check-in': 1, crisis: 2, imminent: 3 };

/** The index keys and flag rank are how the table finds a conversation, not part of the record. */
/** A conversation begun at `at`: nothing said, counted, flagged, reviewed or noted in it yet. */
export function conversationBegunAt(at: string) {
  return {
    startedAt: at,
    lastMessageAt: at,
    messageCount: 0,
    durationMinutes: 0,
    tokensUsed: 0,
    flaggedForReview: false,
    reviewedByTherapist: false,
    therapistNotes: '',
    createdAt: at,
    updatedAt: at,
  };
}

function withoutIndexKeys(item: Record<string, unknown>): Record<string, unknown> {
  const { gsi1pk: _g1, gsi1sk: _g1s, flagRank: _rank, ...record } = item;
  return record;
}

function toConversationRecord(item: Record<string, unknown>): ClientConversationRecord {
  return parseStored(storedClientConversation, withoutIndexKeys(item));
}

function toMessageRecord(item: Record<string, unknown>): ClientMessageRecord {
  return parseStored(storedClientMessage, item);
}

/** Creates a conversation (the portal's first message, or a test's seed). */
export async function putClientConversation(conversation: ClientConversationRecord): Promise<void> {
  await putItem(
    {
      ...keys.clientConversation(conversation.tenantId, conversation.id),
      type: 'clientConversation',
      ...conversation,
      ...(conversation.flag ? { flagRank: gradeRank[conversation.flag.grade] } : {}),
      ...(conversation.flaggedForReview && !conversation.reviewedByTherapist && conversation.flag
        ? indexKeys.pendingReview(conversation.tenantId, conversation.flag.flaggedAt, conversation.id)
        : {}),
    },
    NO_ITEM_YET,
  );
}

export async function getClientConversation(
  tenantId: string,
  conversationId: string,
): Promise<ClientConversationRecord | undefined> {
  const stored = await getItem(keys.clientConversation(tenantId, conversationId));
  return stored ? toConversationRecord(stored) : undefined;
}

/** Every conversation of a practice, newest first. */
export async function listConversationsOfPractice(tenantId: string): Promise<ClientConversationRecord[]> {
  const items = await queryAll(prefixes.tenantPartition(tenantId), prefixes.clientConversations, {
    newestFirst: true,
  });
  return items.map(toConversationRecord);
}

/** How many flagged conversations wait for the therapist's review (the gsi1 pending index). */
export async function countPendingReviews(tenantId: string): Promise<number> {
  return countIndex('gsi1', indexKeys.pendingReviewsOf(tenantId));
}

/**
 * Raises a conversation's flag: a higher grade replaces a lower one, never the reverse, except that
 * a new flag on a conversation already reviewed puts it back in the queue. Returns the flag now on
 * the conversation and whether this call raised it.
 */
export async function raiseConversationFlag(
  tenantId: string,
  conversationId: string,
  flag: ConversationFlag,
): Promise<boolean> {
  return whenConditionHolds(
    updateItem(keys.clientConversation(tenantId, conversationId), {
      expression:
        'SET flag = :flag, flagRank = :rank, flaggedForReview = :true, reviewedByTherapist = :false, ' +
        'gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, updatedAt = :at REMOVE reviewedAt',
      values: {
        ':flag': flag,
        ':rank': gradeRank[flag.grade],
        ':true': true,
        ':false': false,
        ':at': flag.flaggedAt,
        ...Object.fromEntries(
          Object.entries(indexKeys.pendingReview(tenantId, flag.flaggedAt, conversationId)).map(
            ([name, value]) => [`:${name}`, value],
          ),
        ),
      },
      onlyIf: {
        expression:
          'attribute_exists(pk) AND (attribute_not_exists(flagRank) OR flagRank < :rank OR reviewedByTherapist = :true)',
      },
    }),
  );
}

/** The therapist's review: private notes and whether it is reviewed (which takes it off the queue). */
export async function saveConversationReview(
  tenantId: string,
  conversationId: string,
  review: { therapistNotes?: string; reviewed?: boolean },
): Promise<void> {
  const now = new Date().toISOString();
  const reviewed = review.reviewed === true;
  await setAttributes(
    keys.clientConversation(tenantId, conversationId),
    {
      updatedAt: now,
      therapistNotes: review.therapistNotes,
      // Reviewed: off the pending-review index.
      ...(reviewed ? { reviewedByTherapist: true, reviewedAt: now } : {}),
    },
    { remove: reviewed ? ['gsi1pk', 'gsi1sk'] : [], onlyIf: { expression: 'attribute_exists(pk)' } },
  );
}

/** Appends one message (the portal's turns, or a test's seed). */
export async function putClientMessage(
  tenantId: string,
  conversationId: string,
  message: ClientMessageRecord,
): Promise<void> {
  await putItem({
    ...keys.clientMessage(tenantId, conversationId, message.id),
    type: 'clientMessage',
    ...message,
  });
}

/** A conversation's messages, oldest first. */
export async function listClientMessages(
  tenantId: string,
  conversationId: string,
): Promise<ClientMessageRecord[]> {
  const items = await queryAll(prefixes.clientMessagesPartition(tenantId, conversationId), prefixes.messages);
  return items.map(toMessageRecord);
}

/** The end of a session as the client chose it: a rating, and whether the therapist may read it. */
export async function saveSessionFeedback(
  tenantId: string,
  conversationId: string,
  feedback: { rating?: number | undefined; sharedWithTherapist?: boolean | undefined },
): Promise<void> {
  const now = new Date().toISOString();
  const shared = feedback.sharedWithTherapist;
  await setAttributes(
    keys.clientConversation(tenantId, conversationId),
    {
      updatedAt: now,
      rating: feedback.rating,
      ...(feedback.rating !== undefined ? { ratedAt: now } : {}),
      sharedWithTherapist: shared,
      ...(shared === true ? { sharedAt: now } : {}),
    },
    { remove: shared === false ? ['sharedAt'] : [], onlyIf: { expression: 'attribute_exists(pk)' } },
  );
}
