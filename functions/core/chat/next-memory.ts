import {
  type GuideMemory,
  summariseMemoryWithModel,
  updateMemoryOffline,
} from '#functions/core/guides/index.ts';
import { SAFETY_POLICY } from '#functions/core/safety/index.ts';
import { conversationForPrompt } from './chat-exchange';
import type { AdmittedTurn, AnsweredReply, Exchange } from './chat-turn-types';

/** With a model configured, it refines the guide's memory every few exchanges. */
const MODEL_SUMMARY_EVERY = 6;
/** The turns the model reads to refine the memory. */
const SUMMARY_TURNS = 12;

/**
 * What the mode's guide remembers after this message. Only a message the guide answered teaches
 * it anything (a crisis reply or an introduction changes nothing). The memory counts themes
 * itself; every few exchanges a configured model refines the notes, and what it writes is
 * cleaned before it is kept (memory-model.ts).
 */
export async function nextMemory(
  turn: AdmittedTurn,
  exchange: Exchange,
  reply: AnsweredReply,
): Promise<GuideMemory | undefined> {
  if (reply.kind !== 'guide') return undefined;
  const counted = updateMemoryOffline(turn.context.memory ?? null, {
    modeId: turn.modeId,
    userMessage: turn.text,
    userMessageId: exchange.userMessage.id,
    now: exchange.startedAt,
  });
  const summaryDue =
    turn.engine.id === 'openai' && !reply.stopped && counted.exchanges % MODEL_SUMMARY_EVERY === 0;
  if (!summaryDue) return counted;
  return summariseMemoryWithModel(
    turn.engine,
    counted,
    conversationForPrompt(turn, exchange).slice(-SUMMARY_TURNS),
    { safetyPolicy: SAFETY_POLICY, now: exchange.startedAt },
  );
}
