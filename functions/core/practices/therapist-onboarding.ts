import {
  getOnboarding,
  type OnboardingRecord,
  saveOnboarding,
} from '#functions/core/db/repositories/onboarding-repository.ts';
import {
  type TherapistRecord,
  updateTherapistAttributes,
} from '#functions/core/db/repositories/therapists-repository.ts';
import type { CompleteOnboardingInput, OnboardingState } from '#shared/api/schemas/therapist-onboarding.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_SECONDARY_COLOR,
  defaultWelcomeTitle,
  practiceNameOf,
} from '#shared/domain/practice-branding.ts';
import {
  adaptivePathFor,
  ONBOARDING_TOTAL_STEPS,
  type OnboardingAnswers,
  proposeAssistant,
} from '#shared/domain/therapist-onboarding.ts';
import { AppError } from '#shared/errors.ts';
import { brandingTexts, checkPracticeTextsBeforeSave } from './instruction-safety/practice-texts';
import { getTherapistOfSession } from './therapist-of-session';

function freshOnboarding(tenantId: string): OnboardingRecord {
  const now = new Date().toISOString();
  return {
    tenantId,
    currentStep: 1,
    totalSteps: ONBOARDING_TOTAL_STEPS,
    completedSteps: [],
    lastActiveStep: 1,
    answers: {},
    adaptivePath: 'standard',
    isCompleted: false,
    createdAt: now,
    updatedAt: now,
  };
}

function welcomeMessageFor(answers: OnboardingAnswers): string {
  const goals = new Set(answers.primaryGoals ?? []);
  if (goals.has('reflection')) {
    return 'This is a private space to reflect between our sessions. Write whatever is on your mind; there is no right way to begin.';
  }
  if (goals.has('goals') || goals.has('skills')) {
    return 'This space helps you keep working on what we practise in our sessions, one small step at a time.';
  }
  return 'This is a private space for support between our sessions. Take your time; there is no right way to begin.';
}

function emergencyInstructionsFor(therapist: TherapistRecord): string {
  return `If you are in crisis or thinking about harming yourself, call or text 988 (Suicide & Crisis Lifeline) or call 911. This chat is not monitored in real time; for anything urgent about your care, contact ${therapist.firstName} ${therapist.lastName} directly.`;
}

function textOf(therapist: TherapistRecord, name: string): string {
  const value = therapist[name];
  return typeof value === 'string' ? value : '';
}

export function toOnboardingState(record: OnboardingRecord, therapist: TherapistRecord): OnboardingState {
  return {
    currentStep: record.currentStep,
    totalSteps: record.totalSteps,
    completedSteps: record.completedSteps,
    lastActiveStep: record.lastActiveStep,
    answers: record.answers,
    adaptivePath: record.adaptivePath,
    isCompleted: record.isCompleted,
    completedAt: record.completedAt ?? null,
    proposal: {
      assistant: proposeAssistant(record.answers, therapist.therapeuticApproach),
      branding: {
        brandingColor: textOf(therapist, 'brandingColor') || DEFAULT_BRAND_COLOR,
        secondaryColor: textOf(therapist, 'secondaryColor') || DEFAULT_SECONDARY_COLOR,
        welcomeTitle: textOf(therapist, 'welcomeTitle') || defaultWelcomeTitle(practiceNameOf(therapist)),
        welcomeMessage: textOf(therapist, 'welcomeMessage') || welcomeMessageFor(record.answers),
        emergencyInstructions:
          textOf(therapist, 'emergencyInstructions') || emergencyInstructionsFor(therapist),
      },
    },
  };
}

export async function getOnboardingState(tenantId: string): Promise<OnboardingState> {
  const [therapist, record] = await Promise.all([getTherapistOfSession(tenantId), getOnboarding(tenantId)]);
  return toOnboardingState(record ?? freshOnboarding(tenantId), therapist);
}

const savedElsewhere = () =>
  new AppError('CONFLICT', 'Your onboarding was changed in another window. Please reload and try again.');

/**
 * Saves one step's answers and moves on: the step counts as done (answered or skipped), the wizard
 * resumes at the step after the furthest one reached.
 */
export async function saveOnboardingStep(
  tenantId: string,
  step: number,
  answers: OnboardingAnswers,
): Promise<OnboardingState> {
  const therapist = await getTherapistOfSession(tenantId);
  const existing = await getOnboarding(tenantId);
  const record = existing ?? freshOnboarding(tenantId);
  if (record.isCompleted) throw new AppError('CONFLICT', 'Your onboarding is already complete.');
  const merged: OnboardingAnswers = { ...record.answers, ...answers };
  const next = Math.min(step + 1, ONBOARDING_TOTAL_STEPS);
  const updated: OnboardingRecord = {
    ...record,
    answers: merged,
    completedSteps: [...new Set([...record.completedSteps, step])].sort((a, b) => a - b),
    currentStep: next,
    lastActiveStep: next,
    adaptivePath: adaptivePathFor(merged),
    updatedAt: new Date().toISOString(),
  };
  if (!(await saveOnboarding(updated, existing?.updatedAt))) throw savedElsewhere();
  return toOnboardingState(updated, therapist);
}

/**
 * Finishes onboarding: the practice gets a working assistant (the proposal with the therapist's
 * changes) and its portal's first branding, and the dashboard stops showing the progress.
 */
export async function completeOnboarding(
  tenantId: string,
  input: CompleteOnboardingInput,
  saveAssistant: (tenantId: string, configuration: AiConfiguration) => Promise<void>,
): Promise<OnboardingState> {
  const therapist = await getTherapistOfSession(tenantId);
  const existing = await getOnboarding(tenantId);
  const record = existing ?? freshOnboarding(tenantId);
  // The portal's first words pass the same practice-text screen as the branding card, before anything is saved.
  await checkPracticeTextsBeforeSave(brandingTexts(input.branding), 'portal', {
    saved: therapist,
    fieldPrefix: 'branding.',
  });
  const proposal = proposeAssistant(record.answers, therapist.therapeuticApproach);
  const saved = therapist.aiConfig as Partial<AiConfiguration> | undefined;
  await saveAssistant(tenantId, { ...proposal, ...saved, ...input.assistant } as AiConfiguration);
  await updateTherapistAttributes(tenantId, { ...input.branding });
  const now = new Date().toISOString();
  const updated: OnboardingRecord = {
    ...record,
    completedSteps: Array.from({ length: ONBOARDING_TOTAL_STEPS }, (_, index) => index + 1),
    currentStep: ONBOARDING_TOTAL_STEPS,
    lastActiveStep: ONBOARDING_TOTAL_STEPS,
    isCompleted: true,
    completedAt: record.completedAt ?? now,
    updatedAt: now,
  };
  if (!(await saveOnboarding(updated, existing?.updatedAt))) throw savedElsewhere();
  return toOnboardingState(updated, { ...therapist, ...input.branding });
}
