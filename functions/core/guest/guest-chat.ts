import { ulid } from 'ulid';
import { earlierMessageOf } from '#functions/core/chat/chat-exchange.ts';
import { isAnswered, type RunOptions, type TurnDependencies } from '#functions/core/chat/chat-turn-types.ts';
import { decideReply } from '#functions/core/chat/decide-reply.ts';
import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import { safetyOutcomeOf } from '#functions/core/chat/safety-outcome.ts';
import { parseSlashCommand } from '#functions/core/chat/slash-commands.ts';
import {
  type Audience,
  HISTORY_LIMIT,
  type ReplyTurn,
  writerOf,
} from '#functions/core/chat/turn-audience.ts';
import { type GuideEngine, personaFor } from '#functions/core/guides/index.ts';
import { addressBucket } from '#functions/core/rate-limits/address-bucket.ts';
import { countFairUse, type FairUseLimits } from '#functions/core/rate-limits/fair-use.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { countSafetyReplyOfTurn } from '#functions/core/safety-report/count-safety-reply.ts';
import type { ChatMessage } from '#shared/api/schemas/chat.ts';
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

export interface PreparedGuestTurn {
  allowance: GuestAllowance;
  run(options?: RunOptions<GuestChatStart>): Promise<GuestChatReply>;
}

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
  dependencies: TurnDependencies = {},
): Promise<PreparedGuestTurn> {
  const requestStartedAt = dependencies.requestStartedAt ?? Date.now();
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
  const turn = guestReplyTurn(proven, engine, now, requestStartedAt);
  return { allowance, run: (options = {}) => runGuestTurn(turn, proven.message, allowance, options) };
}

/** A guest's turn as the engine decides its reply: the conversation exists only in the browser. */
function guestReplyTurn(
  input: GuestTurnInput,
  engine: GuideEngine,
  now: () => Date,
  requestStartedAt: number,
): ReplyTurn {
  const transcript = readGuestTranscript(input.history, ulid(), now());
  return {
    text: parseSlashCommand(input.message)?.rest ?? input.message,
    modeId: GUEST_MODE,
    earlier: transcript.messages.map(earlierMessageOf),
    conversationStartedAt: transcript.startedAt,
    lastDisclosureAt: transcript.lastDisclosureAt ?? null,
    engine,
    resources: crisisResourcesFor(input.viewerCountry),
    now,
    requestStartedAt,
  };
}

/** A guest: Mirror's persona, no memory, a member's crisis reply, the disclosure when due. */
const GUEST_AUDIENCE: Audience = {
  counted: 'guest',
  persona: personaFor(GUEST_MODE),
  crisisAudience: 'member',
  emergencyInstructions: null,
  memory: null,
  addressAs: '',
  disclosesWhenDue: true,
  historyWindow: HISTORY_LIMIT,
  mayCallModel: true,
};

async function runGuestTurn(
  turn: ReplyTurn,
  typed: string,
  allowance: GuestAllowance,
  options: RunOptions<GuestChatStart>,
): Promise<GuestChatReply> {
  const { engine, now } = turn;
  const startedAt = now().toISOString();
  const userMessage: ChatMessage = {
    id: ulid(),
    role: 'user',
    content: typed,
    modeId: GUEST_MODE,
    createdAt: startedAt,
  };
  options.onStart?.({ ...allowance, engine: { id: engine.id, label: engine.label }, userMessage });
  const reply = await decideReply(turn, GUEST_AUDIENCE, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onToken ? { onToken: options.onToken } : {}),
  });
  // Nothing was kept anywhere: the visitor's words go back to their message box to send again.
  if (reply.kind === 'guide unavailable') throw reply.failure.nothingKept();
  if (!isAnswered(reply)) throw new Error('A guest turn was left unanswered');
  const repliedAt = new Date(Math.max(now().getTime(), Date.parse(startedAt) + 1)).toISOString();
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
