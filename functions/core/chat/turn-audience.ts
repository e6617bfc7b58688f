import type { MessageSafety } from '#functions/core/db/repositories/chat-items.ts';
import { type GuideEngine, type GuideMemory, OPENAI_GUIDE_DEFAULTS } from '#functions/core/guides/index.ts';
import type { CrisisAudience } from '#functions/core/safety/index.ts';
import type { SafetyAudience } from '#functions/core/safety-report/safety-counts.ts';
import type { GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import type { CrisisResources } from '#shared/domain/crisis-resources.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import type { AnsweredReply } from './chat-turn-types';

/**
 * Who a turn answers, as data: the one engine (decide-reply.ts, persist-turn.ts) runs every turn the
 * same way, and what differs between a member, a practice's client, a portal visitor, a guest of
 * Mirror and a therapist trying the assistant (Test AI) is only what is written here.
 */
export interface Audience {
  /** Who is answered, as the safety counters name them; undefined where nothing is counted (Test AI). */
  counted: SafetyAudience | undefined;
  /** The guide's or the practice's assistant's persona (untrusted parts already quoted as data). */
  persona: string;
  /** Whose crisis reply: a member's, or a practice client's (which adds the practice's instructions). */
  crisisAudience: CrisisAudience;
  /** The practice's own emergency instructions (untrusted), after the platform's lines; null for none. */
  emergencyInstructions: string | null;
  /** What the guide remembers of this person in this mode; null where nothing is remembered. */
  memory: GuideMemory | null;
  /** The name the offline guide says now and then (a model reads it in the persona); '' for none. */
  addressAs: string;
  /**
   * Whether the reply opens with the AI disclosure when it is due (the start, every 3 hours, after 7
   * days away); when false only when asked (Test AI: the sandbox page says it once, at the top).
   */
  disclosesWhenDue: boolean;
  /** How many earlier messages are read with a new one. */
  historyWindow: number;
  /** Whether a model may answer (or read the screen again): an Illinois or Nevada journal may not. */
  mayCallModel: boolean;
}

/** How many recent messages are read for a turn; the prompt budget decides how many are sent. */
export { PORTAL_HISTORY_LIMIT as HISTORY_LIMIT } from '#shared/domain/portal-conversation.ts';

/** A message of the conversation before this one, as the engine reads it, whoever stores it. */
export interface EarlierMessage {
  id: string;
  role: 'user' | 'assistant';
  /** What the guide and the screen read (a member's slash command removed). */
  text: string;
  modeId: ModeId;
  createdAt: string;
  safety?: MessageSafety | undefined;
}

/** The turn as the engine decides its reply: the same shape for every audience. */
export interface ReplyTurn {
  /** What goes to the guide: the message without a slash command (empty for a bare command). */
  text: string;
  modeId: ModeId;
  /** The conversation before this message, oldest first. */
  earlier: EarlierMessage[];
  /** When the conversation started, and when the guide last said it is an AI there. */
  conversationStartedAt: string;
  lastDisclosureAt: string | null;
  engine: GuideEngine;
  /** The crisis lines of the person's country: in a safety reply, and beside a reply graded note. */
  resources: CrisisResources;
  now: () => Date;
  /** When the request arrived (ms since the epoch): API Gateway's 29 s run from here. */
  requestStartedAt: number;
}

/** API Gateway ends a request 29 s after it arrived. */
export const GATEWAY_LIMIT_MS = 29_000;
/** Kept back from the 29 s for saving the turn and sending the end of the reply. */
const SAVE_MARGIN_MS = GATEWAY_LIMIT_MS - OPENAI_GUIDE_DEFAULTS.deadlineMs;

/**
 * How long the guide may take, measured from the request's start: the reply, the risk check and
 * whatever came before them end by 25 s, so the turn is saved and answered inside the 29 s.
 */
export function replyDeadlineMs(turn: Pick<ReplyTurn, 'requestStartedAt'>, at: number = Date.now()): number {
  const left = turn.requestStartedAt + GATEWAY_LIMIT_MS - SAVE_MARGIN_MS - at;
  return Math.max(0, Math.min(OPENAI_GUIDE_DEFAULTS.deadlineMs, left));
}

/** Replies Mirrorwell writes itself, without a guide engine. */
export const SAFETY_REPLY_ENGINE: GuideEngineInfo = { id: 'safety', label: 'Safety resources' };
export const INTRODUCTION_ENGINE: GuideEngineInfo = { id: 'offline', label: 'Mirrorwell' };

/** Who wrote a reply: the safety screen, Mirrorwell's introduction of a guide, or the guide engine. */
export function writerOf(engine: Pick<GuideEngine, 'id' | 'label'>, reply: AnsweredReply): GuideEngineInfo {
  if (reply.kind === 'crisis resources') return SAFETY_REPLY_ENGINE;
  if (reply.kind === 'introduction') return INTRODUCTION_ENGINE;
  return { id: engine.id, label: engine.label };
}
