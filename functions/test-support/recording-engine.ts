import type { GuideEngine, GuideReplyRequest } from '#functions/core/guides/index.ts';

/**
 * A model engine for unit tests: it keeps every request it is asked (the prompt a test reads) and
 * answers with the same fixed words each time, without a network.
 */
export function recordingEngine(answer: string): { engine: GuideEngine; requests: GuideReplyRequest[] } {
  const requests: GuideReplyRequest[] = [];
  const engine: GuideEngine = {
    id: 'openai',
    label: 'test model',
    async *streamReply(request) {
      requests.push(request);
      yield answer;
    },
  };
  return { engine, requests };
}
