import { getItem, getItems, putNewItem } from '#functions/core/db/item-operations.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import { queryUpTo } from '#functions/core/db/query-all.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import type { ConversationRecord, MessageRecord } from './chat-items';
import { stripKeys } from './chat-items';

/** What insights read of a member's own partition, and the weekly reflection each ISO week. */

/** A member message as insights need it: no reply, no usage figures. */
export type MemberMessage = Pick<MessageRecord, 'id' | 'conversationId' | 'modeId' | 'content' | 'createdAt'>;

export interface MessageWindow {
  /** Member messages, newest conversation first (conversation ids are ULIDs). */
  messages: MemberMessage[];
  /** False when the window was full and older messages were left unread. */
  complete: boolean;
}

/**
 * The member's most recent messages: at most `maxItems` message items of their partition are read
 * (replies included, filtered out on the server), newest conversation first. Messages are keyed
 * `MSG#<conversation ulid>#<message ulid>`, so a descending query walks conversations from the
 * newest started. The cost of a read is therefore fixed however long the member's history gets;
 * the price is that a long-running conversation started before the window may be cut short.
 */
export async function listRecentMemberMessages(memberId: string, maxItems: number): Promise<MessageWindow> {
  const { items, complete } = await queryUpTo(
    prefixes.memberPartition(memberId),
    prefixes.messages,
    maxItems,
    {
      newestFirst: true,
      attributes: ['id', 'conversationId', 'modeId', 'content', 'createdAt'],
      filter: { expression: '#role = :user', names: { '#role': 'role' }, values: { ':user': 'user' } },
    },
  );
  return { messages: items.map((item) => item as MemberMessage), complete };
}

export type ConversationTitle = Pick<ConversationRecord, 'id' | 'title' | 'modeId' | 'createdAt'>;

/** Titles of some of the member's conversations, by id (a conversation deleted meanwhile is absent). */
export async function getConversationTitles(
  memberId: string,
  conversationIds: readonly string[],
): Promise<Map<string, ConversationTitle>> {
  const found = new Map<string, ConversationTitle>();
  const unique = [...new Set(conversationIds)];
  // A batched read takes at most 100 keys.
  for (let index = 0; index < unique.length; index += 100) {
    const wanted = unique.slice(index, index + 100).map((id) => keys.conversation(memberId, id));
    const items = await getItems(wanted, { attributes: ['id', 'title', 'modeId', 'createdAt'] });
    for (const item of items) {
      const conversation = item as ConversationTitle;
      found.set(conversation.id, conversation);
    }
  }
  return found;
}

export interface WeeklyReflectionRecord {
  isoWeek: string;
  modeId: ModeId;
  text: string;
  writtenBy: { id: 'openai' | 'offline'; label: string };
  createdAt: string;
}

export async function getWeeklyReflection(
  memberId: string,
  isoWeek: string,
): Promise<WeeklyReflectionRecord | undefined> {
  const item = await getItem(keys.weeklyReflection(memberId, isoWeek), { consistent: true });
  return item ? stripKeys<WeeklyReflectionRecord>(item) : undefined;
}

/**
 * Keeps the week's reflection unless one was written first (two tabs asking at once): returns the
 * one that is kept.
 */
export async function saveWeeklyReflectionOnce(
  memberId: string,
  reflection: WeeklyReflectionRecord,
): Promise<{ reflection: WeeklyReflectionRecord; created: boolean }> {
  const created = await putNewItem({
    ...keys.weeklyReflection(memberId, reflection.isoWeek),
    type: 'weeklyReflection',
    ...reflection,
  });
  if (created) return { reflection, created };
  const kept = await getWeeklyReflection(memberId, reflection.isoWeek);
  if (!kept) throw new Error('The week’s reflection was refused as written first, yet none is stored');
  return { reflection: kept, created };
}
