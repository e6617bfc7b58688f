import { endSubscriptionBeforeDeletion } from '#functions/core/billing/end-subscription-on-deletion.ts';
import type {
  ConversationRecord,
  MessageRecord,
  SafetyEventRecord,
  UsageRecord,
} from '#functions/core/db/repositories/chat-items.ts';
import { stripKeys } from '#functions/core/db/repositories/chat-items.ts';
import type { MemberDownloadRecord } from '#functions/core/db/repositories/downloads-repository.ts';
import type { WeeklyReflectionRecord } from '#functions/core/db/repositories/insights-repository.ts';
import {
  deleteMarkedMemberData,
  listAllMemberItems,
  markMemberDeleted,
} from '#functions/core/db/repositories/member-data-repository.ts';
import { getMemberById, type MemberRecord } from '#functions/core/db/repositories/members-repository.ts';
import { forgetPasswordResetsOf } from '#functions/core/db/repositories/password-resets-repository.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import { forgetFairUse, speakerIds } from '#functions/core/rate-limits/fair-use.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { getMode } from '#shared/domain/modes.ts';
import { tierLabel } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';
import { toPublicMember } from './member-accounts';
import { verifyPassword } from './passwords';

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
  /** What they downloaded from the premium library, oldest first. */
  downloads: Omit<MemberDownloadRecord, 'id'>[];
  /** The weekly reflections their guides wrote for them (Insights), oldest first. */
  weeklyReflections: WeeklyReflectionRecord[];
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
    downloads: ofType('download')
      .map((item) => stripKeys<MemberDownloadRecord>(item))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(({ id: _id, ...download }) => download),
    weeklyReflections: ofType('weeklyReflection')
      .map((item) => stripKeys<WeeklyReflectionRecord>(item))
      .sort((a, b) => a.isoWeek.localeCompare(b.isoWeek)),
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
  for (const reflection of data.weeklyReflections) {
    lines.push(`## Weekly reflection, ${reflection.isoWeek}`, '', reflection.text, '');
  }
  return lines.join('\n');
}

export const WRONG_DELETION_PASSWORD = 'That password is not right, so your account has not been deleted.';

/**
 * Deletes the account and everything that belongs to it, at once, once the member has given their
 * password again. A running Pro subscription is cancelled at Stripe first (a deleted account is never
 * charged again). The profile is marked deleted next, so no session and no chat turn (not even a
 * reply still streaming) can write anything after; then the data, sessions and email claim go.
 */
export async function deleteMemberAccount(
  signedIn: { memberId: string; sessionId: string },
  password: string,
  now = new Date(),
): Promise<void> {
  const { memberId } = signedIn;
  // Counted per session (a stolen session cannot guess the password here); the count names the
  // session, not the member, so nothing that points to them outlives the deletion.
  await enforceLimit(
    'accountDeletionPerSession',
    signedIn.sessionId,
    'Too many attempts to delete this account with a wrong password.',
  );
  const member = await getMemberById(memberId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  if (!(await verifyPassword(password, member.passwordHash))) {
    throw new AppError('FORBIDDEN', WRONG_DELETION_PASSWORD, {
      errors: { password: WRONG_DELETION_PASSWORD },
    });
  }
  await endSubscriptionBeforeDeletion(member);
  await markMemberDeleted(memberId, now);
  await Promise.all([
    deleteMarkedMemberData(memberId, member.email),
    forgetFairUse(speakerIds.member(memberId)),
    forgetPasswordResetsOf('member', memberId),
  ]);
}
