import { Stack } from '@chakra-ui/react';
import { AI_TEXT_LIMITS, type AiConfiguration, SPECIALIZATIONS } from '#shared/domain/ai-configuration.ts';
import { type AiChoice, AiChoiceField } from '#web/components/ai-choice-field.tsx';
import { MultiSelectField, TextField, ToggleField } from './config-fields';

export type ConfigSetter = <K extends keyof AiConfiguration>(key: K, value: AiConfiguration[K]) => void;

export interface ConfigTabProps {
  config: AiConfiguration;
  set: ConfigSetter;
  /** The server's reasons for refusing free-text fields, by field. */
  errors: Record<string, string>;
}

type ToggleKey = 'enableEmotionalValidation' | 'enableGoalSetting' | 'enableProgressTracking';
type TextKey = keyof typeof AI_TEXT_LIMITS;

/** One field of a tab, as data: which setting it edits, with what kind of control, and its words. */
type ConfigFieldSpec =
  | { kind: 'choice'; key: AiChoice }
  | { kind: 'toggle'; key: ToggleKey; label: string }
  | { kind: 'text'; key: TextKey }
  | { kind: 'specializations'; key: 'specializations'; label: string };

/** The label of each free-text setting, and what it is for where that needs saying. */
const textFieldWords: Record<TextKey, { label: string; helper?: string }> = {
  clientGreeting: { label: 'Client greeting', helper: 'How your assistant opens a first conversation.' },
  customInstructions: {
    label: 'Custom instructions',
    helper: "Preferences in your words. They work under Mirrorwell's safety policy and cannot switch it off.",
  },
  crisisProtocol: {
    label: 'Crisis protocol',
    helper: 'Your own steps for a client in crisis. Crisis resources are always shown as well.',
  },
  sessionEnding: { label: 'Session ending' },
  customDisclaimer: { label: 'Custom disclaimer' },
};

/** The tabs of the assistant's settings, in order (Test AI comes after them). */
export const CONFIG_TABS = [
  { name: 'personality', label: 'Personality' },
  { name: 'approach', label: 'Approach' },
  { name: 'communication', label: 'Communication' },
] as const;

export type ConfigTabName = (typeof CONFIG_TABS)[number]['name'];

/**
 * Each tab's fields, in order: Personality (the style, emotional validation, the greeting and the
 * therapist's own instructions), Approach (the method, the session's shape, specializations, goals,
 * progress and the crisis protocol), Communication (tone, length, how often it asks, the session's
 * ending and the disclaimer).
 */
const fieldsOfTab: Record<ConfigTabName, readonly ConfigFieldSpec[]> = {
  personality: [
    { kind: 'choice', key: 'personalityStyle' },
    { kind: 'toggle', key: 'enableEmotionalValidation', label: 'Validate emotions' },
    { kind: 'text', key: 'clientGreeting' },
    { kind: 'text', key: 'customInstructions' },
  ],
  approach: [
    { kind: 'choice', key: 'therapeuticApproach' },
    { kind: 'choice', key: 'sessionStructure' },
    { kind: 'specializations', key: 'specializations', label: 'Specializations' },
    { kind: 'toggle', key: 'enableGoalSetting', label: 'Goal setting' },
    { kind: 'toggle', key: 'enableProgressTracking', label: 'Progress tracking' },
    { kind: 'text', key: 'crisisProtocol' },
  ],
  communication: [
    { kind: 'choice', key: 'communicationTone' },
    { kind: 'choice', key: 'responseLength' },
    { kind: 'choice', key: 'questionFrequency' },
    { kind: 'text', key: 'sessionEnding' },
    { kind: 'text', key: 'customDisclaimer' },
  ],
};

/** The tab each field sits on, so a refused field is shown with its reason beside it. */
export const TAB_OF_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(fieldsOfTab).flatMap(([tab, fields]) => fields.map((field) => [field.key, tab])),
);

function ConfigField({ field, config, set, errors }: ConfigTabProps & { field: ConfigFieldSpec }) {
  switch (field.kind) {
    case 'choice':
      return (
        <AiChoiceField choice={field.key} value={config[field.key]} onChange={(v) => set(field.key, v)} />
      );
    case 'toggle':
      return (
        <ToggleField label={field.label} checked={config[field.key]} onChange={(v) => set(field.key, v)} />
      );
    case 'text':
      return (
        <TextField
          {...textFieldWords[field.key]}
          value={config[field.key]}
          max={AI_TEXT_LIMITS[field.key]}
          onChange={(v) => set(field.key, v)}
          error={errors[field.key]}
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

/** One tab's fields, one under the other. */
export function ConfigTab({ tab, ...props }: ConfigTabProps & { tab: ConfigTabName }) {
  return (
    <Stack gap="5">
      {fieldsOfTab[tab].map((field) => (
        <ConfigField key={field.key} field={field} {...props} />
      ))}
    </Stack>
  );
}
