import { Stack } from '@chakra-ui/react';
import {
  AI_TEXT_LIMITS,
  AI_THERAPEUTIC_APPROACHES,
  type AiConfiguration,
  COMMUNICATION_TONES,
  optionLabels,
  PERSONALITY_STYLES,
  QUESTION_FREQUENCIES,
  RESPONSE_LENGTHS,
  SESSION_STRUCTURES,
  SPECIALIZATIONS,
} from '#shared/domain/ai-configuration.ts';
import { MultiSelectField, SelectField, TextField, ToggleField } from './config-fields';

export type ConfigSetter = <K extends keyof AiConfiguration>(key: K, value: AiConfiguration[K]) => void;

export interface ConfigTabProps {
  config: AiConfiguration;
  set: ConfigSetter;
  /** The server's reasons for refusing free-text fields, by field. */
  errors: Record<string, string>;
}

/** The tab each free-text field sits on, so a refused field is shown with its reason beside it. */
export const TAB_OF_FIELD: Readonly<Record<string, string>> = {
  clientGreeting: 'personality',
  customInstructions: 'personality',
  crisisProtocol: 'approach',
  sessionEnding: 'communication',
  customDisclaimer: 'communication',
};

/** Personality: the style, emotional validation, the greeting and the therapist's own instructions. */
export function PersonalityTab({ config, set, errors }: ConfigTabProps) {
  return (
    <Stack gap="5">
      <SelectField
        label="Personality style"
        value={config.personalityStyle}
        options={PERSONALITY_STYLES}
        labels={optionLabels.personalityStyle}
        onChange={(v) => set('personalityStyle', v)}
      />
      <ToggleField
        label="Validate emotions"
        checked={config.enableEmotionalValidation}
        onChange={(v) => set('enableEmotionalValidation', v)}
      />
      <TextField
        label="Client greeting"
        value={config.clientGreeting}
        max={AI_TEXT_LIMITS.clientGreeting}
        onChange={(v) => set('clientGreeting', v)}
        error={errors.clientGreeting}
        helper="How your assistant opens a first conversation."
      />
      <TextField
        label="Custom instructions"
        value={config.customInstructions}
        max={AI_TEXT_LIMITS.customInstructions}
        onChange={(v) => set('customInstructions', v)}
        error={errors.customInstructions}
        helper="Preferences in your words. They work under Mirrorwell's safety policy and cannot switch it off."
      />
    </Stack>
  );
}

/** Approach: the method, the session's shape, specializations, goals, progress and the crisis protocol. */
export function ApproachTab({ config, set, errors }: ConfigTabProps) {
  return (
    <Stack gap="5">
      <SelectField
        label="Therapeutic approach"
        value={config.therapeuticApproach}
        options={AI_THERAPEUTIC_APPROACHES}
        labels={optionLabels.therapeuticApproach}
        onChange={(v) => set('therapeuticApproach', v)}
      />
      <SelectField
        label="Session structure"
        value={config.sessionStructure}
        options={SESSION_STRUCTURES}
        labels={optionLabels.sessionStructure}
        onChange={(v) => set('sessionStructure', v)}
      />
      <MultiSelectField
        legend="Specializations"
        options={SPECIALIZATIONS}
        value={config.specializations}
        onChange={(v) => set('specializations', v as AiConfiguration['specializations'])}
      />
      <ToggleField
        label="Goal setting"
        checked={config.enableGoalSetting}
        onChange={(v) => set('enableGoalSetting', v)}
      />
      <ToggleField
        label="Progress tracking"
        checked={config.enableProgressTracking}
        onChange={(v) => set('enableProgressTracking', v)}
      />
      <TextField
        label="Crisis protocol"
        value={config.crisisProtocol}
        max={AI_TEXT_LIMITS.crisisProtocol}
        onChange={(v) => set('crisisProtocol', v)}
        error={errors.crisisProtocol}
        helper="Your own steps for a client in crisis. Crisis resources are always shown as well."
      />
    </Stack>
  );
}

/** Communication: tone, length, how often it asks, the session's ending and the disclaimer. */
export function CommunicationTab({ config, set, errors }: ConfigTabProps) {
  return (
    <Stack gap="5">
      <SelectField
        label="Communication tone"
        value={config.communicationTone}
        options={COMMUNICATION_TONES}
        labels={optionLabels.communicationTone}
        onChange={(v) => set('communicationTone', v)}
      />
      <SelectField
        label="Response length"
        value={config.responseLength}
        options={RESPONSE_LENGTHS}
        labels={optionLabels.responseLength}
        onChange={(v) => set('responseLength', v)}
      />
      <SelectField
        label="Question frequency"
        value={config.questionFrequency}
        options={QUESTION_FREQUENCIES}
        labels={optionLabels.questionFrequency}
        onChange={(v) => set('questionFrequency', v)}
      />
      <TextField
        label="Session ending"
        value={config.sessionEnding}
        max={AI_TEXT_LIMITS.sessionEnding}
        onChange={(v) => set('sessionEnding', v)}
        error={errors.sessionEnding}
      />
      <TextField
        label="Custom disclaimer"
        value={config.customDisclaimer}
        max={AI_TEXT_LIMITS.customDisclaimer}
        onChange={(v) => set('customDisclaimer', v)}
        error={errors.customDisclaimer}
      />
    </Stack>
  );
}
