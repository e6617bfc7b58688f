import type {
  ConversationRecord,
  MessageRecord,
  SafetyEventRecord,
  UsageRecord,
} from '#functions/core/db/repositories/chat-items.ts';
import { stripKeys } from '#functions/core/db/repositories/chat-items.ts';
import {
  deleteAllMemberData,
  listAllMemberItems,
} from '#functions/core/db/repositories/member-data-repository.ts';
import type { MemberRecord } from '#functions/core/db/repositories/members-repository.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import { getMode } from '#shared/domain/modes.ts';
import { tierLabel } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';
import { toPublicMember } from './member-accounts';

/** Everything Mirrorwell keeps about a member, as they can take it away, and its deletion. */
export interface MemberExport {
  exportedAt: string;
  profile: ReturnType<typeof toPublicMember>;
  conversations: (Omit<ConversationRecord, 'memberId'> & {
    messages: Omit<MessageRecord, 'conversationId'>[];
  })[];
  memories: GuideMemory[];
  usage: UsageRecord[];
  safetyEvents: Omit<SafetyEventRecord, 'id'>[];
}

export async function exportMemberData(memberId: string, now = new Date()): Promise<MemberExport> {
  const items = await listAllMemberItems(memberId);
  const ofType = (type: string) => items.filter((item) => item.type === type);
  const profileItem = ofType('member')[0];
  if (!profileItem) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  const messages = ofType('message').map((item) => stripKeys<MessageRecord>(item));
  const conversations = ofType('conversation')
    .map((item) => stripKeys<ConversationRecord>(item))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(({ memberId: _m, ...conversation }) => ({
      ...conversation,
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map(({ conversationId: _c, ...message }) => message),
    }));
  return {
    exportedAt: now.toISOString(),
    profile: toPublicMember(stripKeys<MemberRecord>(profileItem)),
    conversations,
    memories: ofType('memory').map((item) => item.memory as GuideMemory),
    usage: ofType('usage').map((item) => ({
      month: String(item.month),
      conversationsUsed: Number(item.conversationsUsed),
    })),
    safetyEvents: ofType('safetyEvent').map((item) => {
      const { id: _id, ...event } = stripKeys<SafetyEventRecord>(item);
      return event;
    }),
  };
}

function day(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
}

/** The same data as a readable journal: one section per conversation, oldest first. */
export function exportAsMarkdown(data: MemberExport): string {
  const lines: string[] = [
    `# My Mirrorwell journal`,
    '',
    `${data.profile.firstName} ${data.profile.lastName} · ${data.profile.email} · ${tierLabel(data.profile.subscriptionTier)}`,
    `Exported ${day(data.exportedAt)} (UTC). Member since ${day(data.profile.createdAt)}.`,
    '',
  ];
  for (const memory of data.memories) {
    lines.push(`## What ${getMode(memory.modeId).name} remembers`, '');
    if (memory.summary) lines.push(memory.summary, '');
    if (memory.themes.length > 0)
      lines.push(`Themes: ${memory.themes.map((theme) => `${theme.label} (${theme.count})`).join(', ')}`, '');
    for (const pattern of memory.patterns) lines.push(`- ${pattern}`);
    if (memory.patterns.length > 0) lines.push('');
  }
  for (const conversation of data.conversations) {
    lines.push(
      `## ${conversation.title}`,
      '',
      `*${getMode(conversation.modeId).name} · started ${day(conversation.createdAt)}*`,
      '',
    );
    for (const message of conversation.messages) {
      const who = message.role === 'user' ? 'Me' : getMode(message.modeId).name;
      lines.push(`**${who}** — ${day(message.createdAt)}`, '', message.content, '');
    }
  }
  if (data.conversations.length === 0) lines.push('_No conversations yet._', '');
  return lines.join('\n');
}

export async function deleteMemberAccount(memberId: string): Promise<void> {
  await deleteAllMemberData(memberId);
}
