import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import { practiceIdentityOf } from '#functions/core/portal/client-assistant-prompt.ts';
import type { UnsafeInstruction } from '#shared/api/schemas/ai-configuration.ts';
import { type AiConfiguration, defaultAiConfiguration } from '#shared/domain/ai-configuration.ts';
import { AppError } from '#shared/errors.ts';
import { screenInstructions } from './instruction-safety/screen-instructions';
import { probeConfigurationWithModel } from './policy-probe';
import { getTherapistOfSession } from './therapist-accounts';

/** The practice's assistant configuration: what was saved, or the defaults for its approach. */
export async function getAiConfiguration(tenantId: string): Promise<AiConfiguration> {
  const therapist = await getTherapistOfSession(tenantId);
  const saved = therapist.aiConfig as Partial<AiConfiguration> | undefined;
  return { ...defaultAiConfiguration(therapist.therapeuticApproach), ...saved };
}

/** The free-text fields a therapist writes into the assistant's instructions. */
export function instructionFields(configuration: AiConfiguration): Record<string, string> {
  return {
    customInstructions: configuration.customInstructions,
    clientGreeting: configuration.clientGreeting,
    crisisProtocol: configuration.crisisProtocol,
    sessionEnding: configuration.sessionEnding,
    customDisclaimer: configuration.customDisclaimer,
  };
}

/** Refuses a configuration whose instructions try to weaken safety, naming each sentence and why. */
export function refuseUnsafeInstructions(configuration: AiConfiguration): void {
  const unsafe: UnsafeInstruction[] = screenInstructions(instructionFields(configuration));
  const first = unsafe[0];
  if (!first) return;
  const errors: Record<string, string> = {};
  for (const item of unsafe) errors[item.field] ??= `“${item.sentence}” can’t be saved: ${item.why}`;
  throw new AppError(
    'VALIDATION_FAILED',
    `This configuration can’t be saved. “${first.sentence}”: ${first.why}`,
    {
      errors,
    },
  );
}

/** Saves the configuration after the safety check; the screen before the model is never part of it. */
export async function saveAiConfiguration(
  tenantId: string,
  configuration: AiConfiguration,
): Promise<AiConfiguration> {
  refuseUnsafeInstructions(configuration);
  const therapist = await getTherapistOfSession(tenantId);
  await probeConfigurationWithModel(configuration, practiceIdentityOf(therapist));
  await updateTherapistAttributes(tenantId, { aiConfig: configuration });
  return configuration;
}
