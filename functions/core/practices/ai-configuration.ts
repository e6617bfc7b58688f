import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import { practiceIdentityOf } from '#functions/core/portal/client-assistant-prompt.ts';
import { type AiConfiguration, defaultAiConfiguration } from '#shared/domain/ai-configuration.ts';
import { checkPracticeTextsBeforeSave, refuseUnsafePracticeTexts } from './instruction-safety/practice-texts';
import { probeConfigurationWithModel } from './policy-probe';
import { getTherapistOfSession } from './therapist-of-session';

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

/** Refuses a configuration whose instructions try to weaken safety, naming each field, sentence and why. */
export function refuseUnsafeInstructions(configuration: AiConfiguration): void {
  refuseUnsafePracticeTexts(instructionFields(configuration), 'configuration');
}

/**
 * Saves the configuration after the safety checks: the practice-text screen (offline, then, with a
 * model, the model's reading of each changed text), then the 5-message probe of the whole persona.
 */
export async function saveAiConfiguration(
  tenantId: string,
  configuration: AiConfiguration,
): Promise<AiConfiguration> {
  refuseUnsafeInstructions(configuration);
  const therapist = await getTherapistOfSession(tenantId);
  const saved = (therapist.aiConfig ?? {}) as Partial<AiConfiguration>;
  await checkPracticeTextsBeforeSave(instructionFields(configuration), 'configuration', { saved });
  await probeConfigurationWithModel(configuration, practiceIdentityOf(therapist));
  await updateTherapistAttributes(tenantId, { aiConfig: configuration });
  return configuration;
}
