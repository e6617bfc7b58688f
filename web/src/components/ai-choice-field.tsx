import {
  AI_THERAPEUTIC_APPROACHES,
  type AiConfiguration,
  COMMUNICATION_TONES,
  optionLabels,
  PERSONALITY_STYLES,
  QUESTION_FREQUENCIES,
  RESPONSE_LENGTHS,
  SESSION_STRUCTURES,
} from '#shared/domain/ai-configuration.ts';
import { SelectField } from './select-field';

/** The assistant's one-of-a-list choices: each one's label and options (the options' words are `optionLabels`). */
const aiChoices = {
  personalityStyle: { label: 'Personality style', options: PERSONALITY_STYLES },
  therapeuticApproach: { label: 'Therapeutic approach', options: AI_THERAPEUTIC_APPROACHES },
  communicationTone: { label: 'Communication tone', options: COMMUNICATION_TONES },
  sessionStructure: { label: 'Session structure', options: SESSION_STRUCTURES },
  responseLength: { label: 'Response length', options: RESPONSE_LENGTHS },
  questionFrequency: { label: 'Question frequency', options: QUESTION_FREQUENCIES },
} as const;

export type AiChoice = keyof typeof aiChoices;

/** Every choice, in the order onboarding asks them. */
export const AI_CHOICES = Object.keys(aiChoices) as AiChoice[];

interface AiChoiceFieldProps<K extends AiChoice> {
  choice: K;
  value: AiConfiguration[K];
  onChange: (value: AiConfiguration[K]) => void;
}

/**
 * One choice that shapes a practice's assistant, in the same words wherever it is made: the last
 * steps of onboarding and AI Customization.
 */
export function AiChoiceField<K extends AiChoice>({ choice, value, onChange }: AiChoiceFieldProps<K>) {
  const { label, options } = aiChoices[choice];
  return (
    <SelectField<string>
      label={label}
      value={value}
      options={options}
      labels={optionLabels[choice]}
      onChange={(chosen) => onChange(chosen as AiConfiguration[K])}
    />
  );
}
