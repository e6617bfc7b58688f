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
import { SelectField } from '#web/components/select-field.tsx';
import { MultiSelectField, TextField, ToggleField } from './config-fields';

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

/** The choices each select field offers; their labels are `optionLabels` under the same key. */
const selectOptions = {
  personalityStyle: PERSONALITY_STYLES,
  therapeuticApproach: AI_THERAPEUTIC_APPROACHES,
  sessionStructure: SESSION_STRUCTURES,
  communicationTone: COMMUNICATION_TONES,
  responseLength: RESPONSE_LENGTHS,
  questionFrequency: QUESTION_FREQUENCIES,
} as const;

type SelectKey = keyof typeof selectOptions;
type ToggleKey = 'enableEmotionalValidation' | 'enableGoalSetting' | 'enableProgressTracking';
type TextKey = keyof typeof AI_TEXT_LIMITS;

/** One field of a tab, as data: which setting it edits, with what kind of control, and its words. */
type ConfigFieldSpec =
  | { kind: 'select'; key: SelectKey; label: string }
  | { kind: 'toggle'; key: ToggleKey; label: string }
  | { kind: 'text'; key: TextKey; label: string; helper?: string }
  | { kind: 'specializations'; key: 'specializations'; label: string };

/** Personality: the style, emotional validation, the greeting and the therapist's own instructions. */
const personalityFields: readonly ConfigFieldSpec[] = [
  { kind: 'select', key: 'personalityStyle', label: 'Personality style' },
  { kind: 'toggle', key: 'enableEmotionalValidation', label: 'Validate emotions' },
  {
    kind: 'text',
    key: 'clientGreeting',
    label: 'Client greeting',
    helper: 'How your assistant opens a first conversation.',
  },
  {
    kind: 'text',
    key: 'customInstructions',
    label: 'Custom instructions',
    helper: "Preferences in your words. They work under Mirrorwell's safety policy and cannot switch it off.",
  },
];

/** Approach: the method, the session's shape, specializations, goals, progress and the crisis protocol. */
const approachFields: readonly ConfigFieldSpec[] = [
  { kind: 'select', key: 'therapeuticApproach', label: 'Therapeutic approach' },
  { kind: 'select', key: 'sessionStructure', label: 'Session structure' },
  { kind: 'specializations', key: 'specializations', label: 'Specializations' },
  { kind: 'toggle', key: 'enableGoalSetting', label: 'Goal setting' },
  { kind: 'toggle', key: 'enableProgressTracking', label: 'Progress tracking' },
  {
    kind: 'text',
    key: 'crisisProtocol',
    label: 'Crisis protocol',
    helper: 'Your own steps for a client in crisis. Crisis resources are always shown as well.',
  },
];

/** Communication: tone, length, how often it asks, the session's ending and the disclaimer. */
const communicationFields: readonly ConfigFieldSpec[] = [
  { kind: 'select', key: 'communicationTone', label: 'Communication tone' },
  { kind: 'select', key: 'responseLength', label: 'Response length' },
  { kind: 'select', key: 'questionFrequency', label: 'Question frequency' },
  { kind: 'text', key: 'sessionEnding', label: 'Session ending' },
  { kind: 'text', key: 'customDisclaimer', label: 'Custom disclaimer' },
];

function ConfigField({ field, config, set, errors }: ConfigTabProps & { field: ConfigFieldSpec }) {
  switch (field.kind) {
    case 'select':
      return (
        <SelectField<string>
          label={field.label}
          value={config[field.key]}
          options={selectOptions[field.key]}
          labels={optionLabels[field.key]}
          onChange={(v) => set(field.key, v as AiConfiguration[SelectKey])}
        />
      );
    case 'toggle':
      return (
        <ToggleField label={field.label} checked={config[field.key]} onChange={(v) => set(field.key, v)} />
      );
    case 'text':
      return (
        <TextField
          label={field.label}
          value={config[field.key]}
          max={AI_TEXT_LIMITS[field.key]}
          onChange={(v) => set(field.key, v)}
          error={errors[field.key]}
          helper={field.helper}
        />
      );
    case 'specializations':
      return (
        <MultiSelectField
          legend={field.label}
          options={SPECIALIZATIONS}
          value={config.specializations}
          onChange={(v) => set('specializations', v as AiConfiguration['specializations'])}
        />
      );
  }
}

function ConfigTab({ fields, ...props }: ConfigTabProps & { fields: readonly ConfigFieldSpec[] }) {
  return (
    <Stack gap="5">
      {fields.map((field) => (
        <ConfigField key={field.key} field={field} {...props} />
      ))}
    </Stack>
  );
}

export function PersonalityTab(props: ConfigTabProps) {
  return <ConfigTab fields={personalityFields} {...props} />;
}

export function ApproachTab(props: ConfigTabProps) {
  return <ConfigTab fields={approachFields} {...props} />;
}

export function CommunicationTab(props: ConfigTabProps) {
  return <ConfigTab fields={communicationFields} {...props} />;
}
