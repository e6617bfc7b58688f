import { ulid } from 'ulid';
import type { MessageRecord, MessageSafety } from '#functions/core/db/repositories/chat-items.ts';
import { estimateTokens, type GuideEngine, type GuideMemory } from '#functions/core/guides/index.ts';
import { gradeOf, type SafetyScreen } from '#functions/core/safety/index.ts';
import {
  type SafetyAudience,
  type SafetyReplyCount,
  safetyReplyCountOf,
} from '#functions/core/safety-report/safety-counts.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import type { AnsweredReply } from './chat-turn-types';
import { screenOfReply } from './safety-outcome';
import { writerOf } from './turn-audience';

/** A message of a turn as the engine writes it, before a store gives it its own shape. */
export type TurnMessage = Omit<MessageRecord, 'conversationId'>;

/** What a turn has to save, whoever stores it. */
export interface TurnToPersist {
  /** When this attempt began. */
  startedAt: string;
  /** The person's message, as typed (or as an earlier attempt whose guide failed saved it). */
  personMessage: TurnMessage;
  /** Saved by an earlier attempt: reused, and neither written nor counted again. */
  personMessageSaved: boolean;
  modeId: ModeId;
  engine: Pick<GuideEngine, 'id' | 'label'>;
  now: () => Date;
  /** Who is answered, as the safety counters name them. */
  counted: SafetyAudience | undefined;
}

/** The turn as written: the same for every store, which maps it onto its own items. */
export interface WrittenTurn {
  /** When the person's message arrived. */
  startedAt: string;
  /** The messages to write, oldest first (the person's unless saved before, then the reply). */
  messages: TurnMessage[];
  /** The reply as saved; none when nothing had arrived (stopped at once, or the guide failed). */
  reply: TurnMessage | undefined;
  /** How the reply came to be: the screen's, an introduction, or the guide's. */
  answered: AnsweredReply | undefined;
  /** The screen behind the reply: the safety reply's own, or the note the guide's reply carries. */
  screen: SafetyScreen | undefined;
  /** The reply's safety count, written with the turn or not at all. */
  safetyCount: SafetyReplyCount | undefined;
  memory: GuideMemory | undefined;
}

/** Where a turn is stored: it writes the whole turn in one named transaction, or nothing. */
export interface TurnStore<Saved> {
  save(turn: WrittenTurn): Promise<Saved>;
}

export function messageSafetyOf(screen: SafetyScreen): MessageSafety {
  return {
    grade: gradeOf(screen.level),
    categories: [...screen.categories],
    aboutSomeoneElse: screen.aboutSomeoneElse,
  };
}

function replyMessageOf(turn: TurnToPersist, reply: AnsweredReply): TurnMessage | undefined {
  if (!reply.content.trim()) return undefined;
  // Strictly after the person's message, so the two always sort in order.
  const repliedAt = new Date(Math.max(turn.now().getTime(), Date.parse(turn.startedAt) + 1)).toISOString();
  return {
    id: ulid(),
    role: 'assistant',
    content: reply.content,
    modeId: turn.modeId,
    createdAt: repliedAt,
    tokens: estimateTokens(reply.content),
    ...(reply.kind === 'guide' && reply.stopped ? { stopped: true } : {}),
    ...(reply.kind === 'crisis resources'
      ? { safetyReply: true, safety: messageSafetyOf(reply.screen) }
      : {}),
    // A note is kept on the guide's reply, so a reloaded conversation shows the quiet line again.
    ...(reply.kind === 'guide' && reply.note ? { safety: messageSafetyOf(reply.note) } : {}),
    engine: writerOf(turn.engine, reply),
  };
}

/**
 * THE saving of a turn, for every audience that keeps one: the person's message (unless an earlier
 * attempt saved it), the reply, the memory and the reply's safety count, handed to the audience's
 * store, which writes them with its own items (the conversation, a safety event or review flag) in
 * one named transaction. Without a reply (the guide failed) only the person's message is kept, so a
 * retry continues there.
 */
export async function persistTurn<Saved>(
  turn: TurnToPersist,
  outcome: { reply?: AnsweredReply | undefined; memory?: GuideMemory | undefined },
  store: TurnStore<Saved>,
): Promise<Saved> {
  const reply = outcome.reply ? replyMessageOf(turn, outcome.reply) : undefined;
  return store.save({
    startedAt: turn.startedAt,
    messages: [...(turn.personMessageSaved ? [] : [turn.personMessage]), ...(reply ? [reply] : [])],
    reply,
    answered: outcome.reply,
    screen: outcome.reply ? screenOfReply(outcome.reply) : undefined,
    safetyCount: turn.counted
      ? safetyReplyCountOf(reply?.safety?.grade, turn.counted, turn.startedAt)
      : undefined,
    memory: outcome.memory,
  });
}
