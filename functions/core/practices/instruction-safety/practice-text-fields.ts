import type { PracticeTextVoice } from './practice-text-rule';

/**
 * Every text a practice writes, wherever it is saved (AI settings, portal branding, onboarding,
 * sign-up, the practice name), with its label and whose voice it is. One screen reads them all.
 */
export const PRACTICE_TEXT_FIELDS = {
  customInstructions: { label: 'Custom instructions', voice: 'assistant' },
  clientGreeting: { label: 'Client greeting', voice: 'assistant' },
  crisisProtocol: { label: 'Crisis protocol', voice: 'assistant' },
  sessionEnding: { label: 'Session ending', voice: 'assistant' },
  customDisclaimer: { label: 'Custom disclaimer', voice: 'practice' },
  greetingMessage: { label: 'First message of the assistant', voice: 'assistant' },
  welcomeTitle: { label: 'Welcome title', voice: 'practice' },
  welcomeMessage: { label: 'Welcome message', voice: 'practice' },
  practiceDescription: { label: 'Practice description', voice: 'practice' },
  officeAddress: { label: 'Office address', voice: 'practice' },
  emergencyInstructions: { label: 'Emergency instructions', voice: 'practice' },
  reflectionPromptTitle: { label: 'Prompt title', voice: 'practice' },
  reflectionPromptText: { label: 'Prompt', voice: 'practice' },
  practiceName: { label: 'Practice name', voice: 'name' },
  firstName: { label: 'First name', voice: 'name' },
  lastName: { label: 'Last name', voice: 'name' },
} as const satisfies Record<string, { label: string; voice: PracticeTextVoice }>;

export type PracticeTextField = keyof typeof PRACTICE_TEXT_FIELDS;
