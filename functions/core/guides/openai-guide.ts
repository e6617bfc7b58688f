/**
 * The guide backed by an OpenAI-compatible chat completions API (OpenAI, Azure OpenAI, Ollama, vLLM,
 * LM Studio ...) through the `openai` SDK. Time is budgeted for API Gateway's 29 s limit: each attempt
 * may wait 12 s for the response to start, one retry is allowed, and an overall deadline of 25 s
 * covers everything, streaming included. Every failure becomes a `GuideUnavailableError` whose message
 * is safe to show; the stop button (an AbortSignal) ends the stream quietly, keeping what was sent.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { countModelFailure } from '#functions/core/operations/operational-metrics.ts';
import { GuideUnavailableError } from './errors';
import { OPENAI_GUIDE_DEFAULTS } from './openai-guide-defaults';
import { stripControlChars } from './text';
import type { GuideCompletionRequest, GuideEngine, GuideReplyRequest, PromptMessage } from './types';

export { OPENAI_GUIDE_DEFAULTS };

export interface OpenAiGuideConfig {
  apiKey: string;
  /** Empty or missing: the SDK's default (api.openai.com, or OPENAI_BASE_URL). */
  baseURL?: string;
  model?: string;
  attemptTimeoutMs?: number;
  maxRetries?: number;
  deadlineMs?: number;
  maxReplyChars?: number;
}

type SdkMessage = OpenAI.Chat.ChatCompletionMessageParam;

function toSdkMessages(messages: readonly PromptMessage[]): SdkMessage[] {
  return messages.map((message): SdkMessage => {
    switch (message.role) {
      case 'system':
        return { role: 'system', content: message.content };
      case 'assistant':
        return { role: 'assistant', content: message.content };
      default:
        return { role: 'user', content: message.content };
    }
  });
}

/** The caller's signal joined with an overall deadline, remembering which of the two fired. */
class CallScope {
  readonly signal: AbortSignal;
  private readonly deadline = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    private readonly callerSignal: AbortSignal | undefined,
    deadlineMs: number,
  ) {
    this.timer = setTimeout(() => this.deadline.abort(), deadlineMs);
    this.signal = callerSignal ? AbortSignal.any([callerSignal, this.deadline.signal]) : this.deadline.signal;
  }

  get stoppedByCaller(): boolean {
    return this.callerSignal?.aborted ?? false;
  }

  get deadlineReached(): boolean {
    return this.deadline.signal.aborted && !this.stoppedByCaller;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}

/** Every failure of the model is counted (a metric an alarm watches) as it is thrown. */
function counted(failure: GuideUnavailableError): GuideUnavailableError {
  countModelFailure(failure.kind, failure.detail);
  return failure;
}

/** Maps anything the SDK throws to a safe, typed error. Provider text is dropped. */
export function toGuideUnavailableError(error: unknown, deadlineReached: boolean): GuideUnavailableError {
  if (error instanceof GuideUnavailableError) return error;
  if (deadlineReached) return new GuideUnavailableError('timeout', 'deadline reached');
  if (error instanceof APIConnectionTimeoutError)
    return new GuideUnavailableError('timeout', 'attempt timed out');
  if (error instanceof APIError && error.status !== undefined) {
    const kind = error.status === 408 || error.status === 504 ? 'timeout' : 'upstream';
    return new GuideUnavailableError(kind, `status ${error.status}`);
  }
  if (error instanceof APIConnectionError) return new GuideUnavailableError('upstream', 'connection failed');
  const name = error instanceof Error ? error.name : typeof error;
  return new GuideUnavailableError('upstream', `unexpected ${name}`.slice(0, 80));
}

/**
 * The stream's text with control characters stripped, ending once `maxChars` have been sent;
 * `sent.chars` counts what was yielded.
 */
async function* cappedText(
  stream: AsyncIterable<OpenAI.Chat.ChatCompletionChunk>,
  maxChars: number,
  sent: { chars: number },
): AsyncGenerator<string> {
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta?.content;
    const piece = delta ? stripControlChars(delta).slice(0, maxChars - sent.chars) : '';
    if (!piece) continue;
    sent.chars += piece.length;
    yield piece;
    if (sent.chars >= maxChars) return;
  }
}

/**
 * The SDK ends the stream quietly when its signal aborts: the stop button ends the reply as it is,
 * the deadline and an empty reply are failures.
 */
function throwIfCutShort(scope: CallScope, received: number): void {
  if (scope.stoppedByCaller) return;
  if (scope.deadlineReached) throw new GuideUnavailableError('timeout', 'deadline reached');
  if (received === 0) throw new GuideUnavailableError('upstream', 'empty reply');
}

export function createOpenAiGuide(config: OpenAiGuideConfig): GuideEngine {
  const model = config.model?.trim() || OPENAI_GUIDE_DEFAULTS.model;
  const deadlineMs = config.deadlineMs ?? OPENAI_GUIDE_DEFAULTS.deadlineMs;
  const maxReplyChars = config.maxReplyChars ?? OPENAI_GUIDE_DEFAULTS.maxReplyChars;
  const client = new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseURL?.trim() ? { baseURL: config.baseURL.trim() } : {}),
    timeout: config.attemptTimeoutMs ?? OPENAI_GUIDE_DEFAULTS.attemptTimeoutMs,
    maxRetries: config.maxRetries ?? OPENAI_GUIDE_DEFAULTS.maxRetries,
  });

  const scopeFor = (request: { signal?: AbortSignal; deadlineMs?: number }) =>
    new CallScope(request.signal, Math.min(deadlineMs, request.deadlineMs ?? deadlineMs));

  async function* streamReply(request: GuideReplyRequest): AsyncGenerator<string> {
    const scope = scopeFor(request);
    try {
      if (scope.stoppedByCaller) return;
      const stream = await client.chat.completions.create(
        { model, messages: toSdkMessages(request.messages), stream: true },
        { signal: scope.signal },
      );
      const sent = { chars: 0 };
      yield* cappedText(stream, maxReplyChars, sent);
      if (sent.chars < maxReplyChars) throwIfCutShort(scope, sent.chars);
    } catch (error) {
      if (scope.stoppedByCaller) return;
      throw counted(toGuideUnavailableError(error, scope.deadlineReached));
    } finally {
      scope.dispose();
    }
  }

  async function complete(request: GuideCompletionRequest): Promise<string> {
    const scope = scopeFor(request);
    try {
      const completion = await client.chat.completions.create(
        { model, messages: toSdkMessages(request.messages), stream: false },
        { signal: scope.signal },
      );
      const text = completion.choices[0]?.message?.content ?? '';
      if (!text) throw new GuideUnavailableError('upstream', 'empty reply');
      return stripControlChars(text).slice(0, maxReplyChars);
    } catch (error) {
      if (scope.stoppedByCaller) throw request.signal?.reason ?? new DOMException('Stopped', 'AbortError');
      throw counted(toGuideUnavailableError(error, scope.deadlineReached));
    } finally {
      scope.dispose();
    }
  }

  return { id: 'openai', label: model, streamReply, complete };
}
