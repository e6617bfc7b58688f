import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import { saveAiConfiguration } from './ai-configuration';

/** Stores the assistant onboarding chose, through the same safety check as AI customisation. */
export async function saveAssistantFromOnboarding(
  tenantId: string,
  configuration: AiConfiguration,
): Promise<void> {
  await saveAiConfiguration(tenantId, configuration);
}
