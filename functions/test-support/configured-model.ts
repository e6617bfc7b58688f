import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetGuideEngine } from '#functions/core/chat/guide-engine.ts';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { type ModelCallKind, type ScriptedModel, startScriptedModel } from './scripted-model';

/**
 * Configures the API of a test file to use a scripted OpenAI-compatible model on 127.0.0.1 (as
 * OPENAI_API_KEY and OPENAI_BASE_URL would in production) for the whole file, and forgets its calls
 * and script before each test. Call once at the top of the file.
 */
export function withScriptedModelConfigured(): ScriptedModel {
  let started: ScriptedModel | undefined;
  const model = (): ScriptedModel => {
    if (!started) throw new Error('The scripted model starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startScriptedModel();
    process.env.OPENAI_API_KEY = 'sk-scripted';
    process.env.OPENAI_BASE_URL = started.baseURL;
    resetServerConfig();
    resetGuideEngine();
  });
  afterAll(async () => {
    await started?.close();
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetServerConfig();
    resetGuideEngine();
  });
  beforeEach(() => model().reset());
  return {
    get baseURL() {
      return model().baseURL;
    },
    get calls() {
      return model().calls;
    },
    get script() {
      return model().script;
    },
    count: (kind: ModelCallKind) => model().count(kind),
    reset: () => model().reset(),
    close: () => model().close(),
  };
}
