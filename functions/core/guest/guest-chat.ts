import { ulid } from 'ulid';
import { decideReply } from '#functions/core/chat/chat-reply.ts';
import type { AdmittedTurn, Exchange, TurnReply } from '#functions/core/chat/chat-turn-types.ts';
import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import { safetyOutcomeOf } from '#functions/core/chat/safety-outcome.ts';
import { parseSlashCommand } from '#functions/core/chat/slash-commands.ts';
import type { MessageRecord } from '#functions/core/db/repositories/chat-items.ts';
import type { GuideEngine } from '#functions/core/guides/index.ts';
import { addressBucket } from '#functions/core/rate-limits/address-bucket.ts';
import { countFairUse, type FairUseLimits } from '#functions/core/rate-limits/fair-use.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { countSafetyReplyOfTurn } from '#functions/core/safety-report/count-safety-reply.ts';
import type { ChatMessage, GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import {
  type GuestAllowance,
  type GuestChatReply,
  type GuestChatStart,
  type GuestTranscriptTurn,
  guestMessagesUsed,
} from '#shared/api/schemas/guest-chat.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { GUEST_MESSAGE_LIMIT, GUEST_MODE, GUEST_SIGN_UP_PATH } from '#shared/domain/guest-start.ts';
import { getMode, type ModeId } from '#shared/domain/modes.ts';
import { planThatOpens, tierLabel } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';
import { proveGuestReply, provenGuestTurns } from './guest-reply-proof';
import { readGuestTranscript } from './guest-transcript';

/**
 * A visitor's message to Mirror, without an account, in two steps like a member's: `prepareGuestTurn`
 * does everything that can refuse it (Mirror only, the 10 messages of a guest conversation, the
 * limits of the visitor's network and fair use) so a refusal is a plain 4xx before anything
 * streams; `run` answers through the member chat's own `decideReply`: the same safety screen
 * (reading the recent messages), the same crisis and check-in replies with no model call, the AI
 * disclosure at the start. Nothing is stored: the browser holds the conversation, and Mirror's
 * replies in it count only with their proof (guest-reply-proof.ts); each new reply gets one.
 */
export interface GuestTurnInput {
  message: string;
  /** The conversation before this message, as the browser sent it (validated, never trusted). */
  history: GuestTranscriptTurn[];
  modeId?: ModeId | undefined;
  /** The caller's address: the limits count per network. */
  address: string;
  /** CloudFront-Viewer-Country: whose crisis lines the visitor is shown. */
  viewerCountry?: string | undefined;
}

export interface GuestTurnDependencies {
  engine?: GuideEngine;
  now?: () => Date;
  fairUseLimits?: FairUseLimits;
}

export interface GuestRunOptions {
  signal?: AbortSignal;
  onStart?: (start: GuestChatStart) => void;
  onToken?: (text: string) => void;
}

export interface PreparedGuestTurn {
  allowance: GuestAllowance;
  run(options?: GuestRunOptions): Promise<GuestChatReply>;
}

/** Replies Mirrorwell writes itself (as persist-turn.ts names them for members). */
const SAFETY_REPLY_ENGINE: GuideEngineInfo = { id: 'safety', label: 'Safety resources' };
const INTRODUCTION_ENGINE: GuideEngineInfo = { id: 'offline', label: 'Mirrorwell' };

const NETWORK_BUSY =
  'Many guest messages have come from your network. Create a free account to keep talking with Mirror, or come back later.';

/** The fair-use speaker of a visitor: their network, as the per-address limits count it. */
export function guestSpeakerId(address: string): string {
  return `guest:${addressBucket(address)}`;
}

export function guestAllowanceUsedUp(): AppError {
  return new AppError(
    'QUOTA_EXCEEDED',
    `You've used all ${GUEST_MESSAGE_LIMIT} free messages with Mirror. Create a free account to keep this conversation and go on talking: it's free.`,
    { upgradeUrl: GUEST_SIGN_UP_PATH },
  );
}

/** Guests talk with Mirror; any other guide (chosen, or by slash command) opens with an account. */
function assertMirrorOnly(input: GuestTurnInput): void {
  const wanted = parseSlashCommand(input.message)?.modeId ?? input.modeId ?? GUEST_MODE;
  if (wanted === GUEST_MODE) return;
  const mode = getMode(wanted);
  throw new AppError(
    'UPGRADE_REQUIRED',
    `As a guest you talk with Mirror. Create a free account to keep this conversation; ${mode.name} is part of the ${tierLabel(planThatOpens(mode.requiredTier))} plan.`,
    { upgradeUrl: GUEST_SIGN_UP_PATH },
  );
}

/**
 * Counts the message before any model is asked: fair use first (20 a minute, 300 a day, as for
 * everyone), then the network's hourly and daily guest allowances. Each refusal is a kind 429.
 */
async function admitGuestMessage(address: string, now: Date, fairUseLimits?: FairUseLimits): Promise<void> {
  await countFairUse(guestSpeakerId(address), now, fairUseLimits);
  await enforceLimit('guestChatPerAddress', address, NETWORK_BUSY);
  await enforceLimit('guestChatPerAddressDaily', address, NETWORK_BUSY);
}

export async function prepareGuestTurn(
  input: GuestTurnInput,
  dependencies: GuestTurnDependencies = {},
): Promise<PreparedGuestTurn> {
  const now = dependencies.now ?? (() => new Date());
  assertMirrorOnly(input);
  const used = guestMessagesUsed(input.history) + 1;
  if (used > GUEST_MESSAGE_LIMIT) throw guestAllowanceUsedUp();
  const [, engine, history] = await Promise.all([
    admitGuestMessage(input.address, now(), dependencies.fairUseLimits),
    dependencies.engine ? Promise.resolve(dependencies.engine) : currentGuideEngine(),
    provenGuestTurns(input.history),
  ]);
  const allowance: GuestAllowance = { used, limit: GUEST_MESSAGE_LIMIT };
  const proven = { ...input, history };
  return { allowance, run: (options = {}) => runGuestTurn(proven, engine, allowance, now, options) };
}

/** The member chat's turn and exchange, for a conversation that exists only in the browser. */
function guestTurnOf(
  input: GuestTurnInput,
  engine: GuideEngine,
  now: () => Date,
): { turn: AdmittedTurn; exchange: Exchange } {
  const conversationId = ulid();
  const startedAt = now().toISOString();
  const transcript = readGuestTranscript(input.history, conversationId, now());
  const text = parseSlashCommand(input.message)?.rest ?? input.message;
  const turn: AdmittedTurn = {
    memberId: 'guest',
    message: input.message,
    text,
    modeId: GUEST_MODE,
    conversationId,
    isNewConversation: transcript.messages.length === 0,
    reservedMonth: undefined,
    context: { member: undefined, conversation: undefined, memory: undefined, history: transcript.messages },
    engine,
    resources: crisisResourcesFor(input.viewerCountry),
    now,
  };
  const userMessage: MessageRecord = {
    id: ulid(),
    conversationId,
    role: 'user',
    content: input.message,
    modeId: GUEST_MODE,
    createdAt: startedAt,
  };
  const exchange: Exchange = {
    startedAt,
    userMessage,
    reusedUserMessage: false,
    earlier: transcript.messages,
    conversation: {
      id: conversationId,
      memberId: 'guest',
      title: '',
      modeId: GUEST_MODE,
      messageCount: transcript.messages.length,
      createdAt: transcript.startedAt,
      updatedAt: startedAt,
      ...(transcript.lastDisclosureAt ? { lastDisclosureAt: transcript.lastDisclosureAt } : {}),
    },
  };
  return { turn, exchange };
}

function asChatMessage(record: MessageRecord): ChatMessage {
  return {
    id: record.id,
    role: record.role,
    content: record.content,
    modeId: record.modeId,
    createdAt: record.createdAt,
  };
}

function writerOf(engine: GuideEngine, reply: Exclude<TurnReply, { kind: 'guide unavailable' }>) {
  if (reply.kind === 'crisis resources') return SAFETY_REPLY_ENGINE;
  if (reply.kind === 'introduction') return INTRODUCTION_ENGINE;
  return { id: engine.id, label: engine.label };
}

async function runGuestTurn(
  input: GuestTurnInput,
  engine: GuideEngine,
  allowance: GuestAllowance,
  now: () => Date,
  options: GuestRunOptions,
): Promise<GuestChatReply> {
  const { turn, exchange } = guestTurnOf(input, engine, now);
  const userMessage = asChatMessage(exchange.userMessage);
  options.onStart?.({ ...allowance, engine: { id: engine.id, label: engine.label }, userMessage });
  const reply = await decideReply(turn, exchange, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onToken ? { onToken: options.onToken } : {}),
  });
  // Nothing was kept anywhere: the visitor's words go back to their message box to send again.
  if (reply.kind === 'guide unavailable') throw reply.failure;
  const repliedAt = new Date(Math.max(now().getTime(), Date.parse(exchange.startedAt) + 1)).toISOString();
  const safety = safetyOutcomeOf(reply, turn.resources);
  const { grade } = safety;
  const message: ChatMessage = {
    id: ulid(),
    role: 'assistant',
    content: reply.content,
    modeId: GUEST_MODE,
    createdAt: repliedAt,
    ...(reply.kind === 'guide' && reply.stopped ? { stopped: true } : {}),
    ...(reply.kind === 'crisis resources' ? { safetyReply: true } : {}),
    ...(grade !== 'none' ? { safetyGrade: grade, resources: turn.resources } : {}),
    engine: writerOf(engine, reply),
  };
  // Nothing else of a guest's is written, so the count is a request of its own (beside the proof).
  const [replyProof] = await Promise.all([
    proveGuestReply(message.content),
    countSafetyReplyOfTurn(message.safetyGrade, 'guest', repliedAt),
  ]);
  return {
    ...allowance,
    userMessage,
    message,
    replyProof,
    safety,
    engine: writerOf(engine, reply),
  };
}
