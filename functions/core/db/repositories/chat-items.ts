import type { GuideMemory } from '#functions/core/guides/types.ts';
import type { RiskCategory } from '#functions/core/safety/types.ts';
import type { GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import type { SafetyGrade } from '#shared/domain/safety-grades.ts';

/** The stored shapes of a member's chat items (keys and index attributes stripped). */
export interface ConversationRecord {
  id: string;
  memberId: string;
  title: string;
  /** The guide the conversation is with now (a slash command can switch it). */
  modeId: ModeId;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
  /** When the guide last said it is an AI (start, and again after 3 hours). */
  lastDisclosureAt?: string;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  role: 'user' | 'assistant';
  content: string;
  modeId: ModeId;
  createdAt: string;
  /** Estimated tokens, for usage statistics. */
  tokens?: number;
  /** The member stopped the reply while it streamed: this is what had arrived. */
  stopped?: boolean;
  /** Set on a safety reply (a check-in or the crisis reply): the safety screen answered instead of the guide. */
  safetyReply?: boolean;
  /**
   * On a safety reply: what it answered, so the next message can be read as an answer to a check-in.
   * On a guide's reply to a message graded note: the note, so the quiet resources line shows again.
   */
  safety?: MessageSafety;
  /** For replies: what wrote it. */
  engine?: GuideEngineInfo;
}

export interface UsageRecord {
  month: string;
  conversationsUsed: number;
}

export interface MessageSafety {
  grade: SafetyGrade;
  categories: RiskCategory[];
  aboutSomeoneElse: boolean;
}

export interface SafetyEventRecord {
  id: string;
  conversationId: string;
  level: string;
  /** What the person was shown: check-in, crisis or imminent. */
  grade: SafetyGrade;
  categories: string[];
  /** A short reason, never the text of the message. */
  reason: string;
  /** The ids of the rules and signals that decided it ("kill-myself", "classifier:suicide"), never text. */
  signals: string[];
  createdAt: string;
}

export interface MemoryRecord {
  modeId: ModeId;
  memory: GuideMemory;
}

/** Removes table attributes (keys, index keys, item type) from a stored item. */
export function stripKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, type: _type, ...rest } = item;
  return rest as T;
}
