import { openAiApiKey } from '#functions/core/config/secrets.ts';
import { serverConfig } from '#functions/core/config/server-config.ts';
import { createGuideEngine, type GuideEngine } from '#functions/core/guides/index.ts';

/** One engine per container: the configured model, or the built-in offline guide. */
let engine: Promise<GuideEngine> | undefined;

export function currentGuideEngine(): Promise<GuideEngine> {
  engine ??= (async () => {
    const config = serverConfig();
    const apiKey = await openAiApiKey();
    return createGuideEngine({
      ...(apiKey ? { apiKey } : {}),
      ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
      model: config.OPENAI_MODEL,
      offlineDelayMs: config.OFFLINE_GUIDE_WORD_DELAY_MS,
    });
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

export function resetGuideEngine(): void {
  engine = undefined;
}
