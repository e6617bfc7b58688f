import useSWR from 'swr';
import type { SandboxTurn, TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

export const AI_CONFIG_KEY = '/api/therapist/ai-config';

export function useAiConfiguration() {
  const { data, mutate } = useSWR<AiConfiguration | null>(AI_CONFIG_KEY, fetchData<AiConfiguration>);
  return { config: data ?? null, mutate };
}

export function saveAiConfiguration(config: AiConfiguration): Promise<AiConfiguration> {
  return api('PUT /api/therapist/ai-config', { body: config });
}

/** A test message with the form's values and, from the sandbox, the conversation before it. */
export function testAiConfiguration(
  message: string,
  config: AiConfiguration,
  history: SandboxTurn[] = [],
): Promise<TestAiReply> {
  return api('POST /api/therapist/test-ai', { body: { message, history, config } });
}
