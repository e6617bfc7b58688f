import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';

/**
 * Stores the assistant onboarding chose. Its values come only from the option lists (onboarding
 * asks for no free text for the assistant); instructions a therapist saved earlier were screened
 * when they were saved.
 */
export async function saveAssistantFromOnboarding(
  tenantId: string,
  configuration: AiConfiguration,
): Promise<void> {
  await updateTherapistAttributes(tenantId, { aiConfig: configuration });
}
