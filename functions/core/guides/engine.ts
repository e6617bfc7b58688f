/** Choosing the engine, and collecting a streamed reply when a caller needs it whole. */
import { createOfflineGuide } from './offline-guide';
import { createOpenAiGuide, type OpenAiGuideConfig } from './openai-guide';
import type { GuideEngine, GuideReplyRequest } from './types';

export interface GuideEngineConfig extends Partial<OpenAiGuideConfig> {
  /** Pause between words of the offline guide. */
  offlineDelayMs?: number;
}

/**
 * The OpenAI-compatible engine when an API key is configured, otherwise the built-in offline guide.
 * (Local servers such as Ollama accept any non-empty key.)
 */
export function createGuideEngine(config: GuideEngineConfig = {}): GuideEngine {
  const apiKey = config.apiKey?.trim();
  if (apiKey) return createOpenAiGuide({ ...config, apiKey });
  return createOfflineGuide(config.offlineDelayMs === undefined ? {} : { delayMs: config.offlineDelayMs });
}

/**
 * The whole reply as one string. When the request's signal stops it, the text received so far is
 * returned. Engine failures reject with `GuideUnavailableError`.
 */
export async function completeReply(engine: GuideEngine, request: GuideReplyRequest): Promise<string> {
  let text = '';
  for await (const chunk of engine.streamReply(request)) text += chunk;
  return text;
}
