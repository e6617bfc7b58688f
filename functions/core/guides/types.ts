/**
 * The shapes the guides work with. No HTTP, no storage: the chat handler loads turns and memory,
 * builds a prompt with `buildPrompt`, asks a `GuideEngine` for a reply and saves what comes back.
 */
import type { GuideMemory } from '#shared/domain/guide-memory.ts';
import type { ModeId } from '#shared/domain/modes.ts';

/** One stored message of a conversation. Each message records the mode that was active. */
export interface ChatTurn {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  modeId: ModeId;
  /** ISO 8601. */
  createdAt: string;
}

export type { GuideMemory, MemoryTheme } from '#shared/domain/guide-memory.ts';

/** One message as sent to a chat completions model. */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A request for the guide's next reply. */
export interface GuideReplyRequest {
  modeId: ModeId;
  /** The prompt from `buildPrompt`: system messages first, then the recent turns. */
  messages: PromptMessage[];
  /** This mode's memory of the member. Model engines read it from `messages`; the offline guide uses it directly. */
  memory: GuideMemory | null;
  /** The newest member message as typed (the offline guide reflects it). */
  latestUserMessage: string;
  /** The reply already opens with the AI disclosure; the guide need not say again that it is an AI. */
  aiDisclosed?: boolean;
  /**
   * The member answered our check-in with a plain "no": the message the check-in interrupted. The
   * offline guide thanks them and reflects that message; model engines read it in `messages`.
   */
  returnsTo?: string;
  /**
   * What the safety screen read in the newest message: 'note' is possible risk. The guide answers
   * as usual; the resources line sits beside its reply, never in it. The offline guide then quotes
   * none of the message; a model engine is told in `messages` (the prompt) and may ask gently.
   */
  screenGrade?: 'none' | 'note';
  /** The stop button. Aborting ends the stream quietly; what was already yielded stays valid. */
  signal?: AbortSignal;
  /** Overall time limit for this reply in ms; an engine may cap it lower. */
  deadlineMs?: number;
}

/** A single non-streamed completion for internal tasks such as memory summaries. */
export interface GuideCompletionRequest {
  messages: PromptMessage[];
  signal?: AbortSignal;
  deadlineMs?: number;
}

/** Something that can answer as a guide: the OpenAI-compatible API or the built-in offline guide. */
export interface GuideEngine {
  readonly id: 'openai' | 'offline';
  /** Shown in the chat so the member knows what is answering: 'Offline guide' or the model name. */
  readonly label: string;
  /** The reply, a few characters or words at a time. Throws `GuideUnavailableError` when the engine fails. */
  streamReply(request: GuideReplyRequest): AsyncIterable<string>;
  /**
   * Model-backed engines only: one complete answer as raw text. The text is untrusted model output;
   * callers validate it (see `summariseMemoryWithModel`).
   */
  complete?(request: GuideCompletionRequest): Promise<string>;
}
