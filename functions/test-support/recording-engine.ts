import type { GuideEngine, GuideReplyRequest } from '#functions/core/guides/index.ts';

interface RecordingEngineOptions {
  /** Thrown once the request is recorded, before any word (a model that fails). */
  failWith?: Error;
  /** A wait before each word (a slow model). */
  pauseMs?: number;
}

/**
 * A model engine for tests: it keeps every request it is asked (the prompt a test reads) and
 * answers the same each time, without a network. A string answers in one piece; a list of words
 * answers word by word (each followed by a space) and stops when the request is aborted.
 */
export function recordingEngine(
  answer: string | readonly string[],
  { failWith, pauseMs }: RecordingEngineOptions = {},
): { engine: GuideEngine; requests: GuideReplyRequest[] } {
  const requests: GuideReplyRequest[] = [];
  const engine: GuideEngine = {
    id: 'openai',
    label: 'test model',
    async *streamReply(request) {
      requests.push(request);
      if (failWith) throw failWith;
      if (typeof answer === 'string') {
        yield answer;
        return;
      }
      for (const word of answer) {
        if (request.signal?.aborted) return;
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        yield `${word} `;
      }
    },
  };
  return { engine, requests };
}
