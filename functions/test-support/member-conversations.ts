import { ulid } from 'ulid';
import type { MessageRecord } from '#functions/core/db/repositories/chat-items.ts';
import { saveChatTurn } from '#functions/core/db/repositories/chat-turn-repository.ts';
import type { TestMember } from './members';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A conversation the member already has, written straight to the table (no message is counted):
 * 'Work again', answered 'Tell me more.', `awayMs` ago. Its last disclosure is dated
 * `disclosedAgoMs` ago; an hour keeps the 3-hour rule silent, so that only the time away can bring
 * the disclosure back. With `retried`, a message whose reply failed a minute ago follows.
 */
export async function conversationLastUsed(
  member: TestMember,
  awayMs: number,
  { disclosedAgoMs = 60 * 60 * 1000, retried }: { disclosedAgoMs?: number; retried?: string } = {},
): Promise<string> {
  const id = ulid();
  const now = Date.now();
  const at = (agoMs: number) => new Date(now - agoMs).toISOString();
  const message = (suffix: string, role: MessageRecord['role'], content: string, agoMs: number) => ({
    id: `${id}${suffix}`,
    conversationId: id,
    role,
    content,
    modeId: 'mirror' as const,
    createdAt: at(agoMs),
  });
  const messages: MessageRecord[] = [
    message('A', 'user', 'Work again', awayMs),
    message('B', 'assistant', 'Tell me more.', awayMs - 1000),
  ];
  if (retried) messages.push(message('C', 'user', retried, 60 * 1000));
  await saveChatTurn({
    memberId: member.id,
    isNewConversation: true,
    conversation: {
      id,
      memberId: member.id,
      title: 'Work',
      modeId: 'mirror',
      messageCount: messages.length,
      createdAt: at(awayMs + DAY),
      updatedAt: messages.at(-1)?.createdAt ?? at(awayMs),
      lastDisclosureAt: at(disclosedAgoMs),
    },
    messages,
  });
  return id;
}
