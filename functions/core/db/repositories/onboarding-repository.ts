import * as z from 'zod/mini';
import { getItem, NO_ITEM_YET, putItem, whenConditionHolds } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { parseStored } from '#functions/core/db/stored-records.ts';
import { onboardingStateSchema } from '#shared/api/schemas/therapist-onboarding.ts';
import type { AdaptivePath, OnboardingAnswers } from '#shared/domain/therapist-onboarding.ts';

/** A practice's onboarding (the spec's therapist_onboarding), one item in its partition. */
export interface OnboardingRecord {
  tenantId: string;
  currentStep: number;
  totalSteps: number;
  completedSteps: number[];
  lastActiveStep: number;
  answers: OnboardingAnswers;
  adaptivePath: AdaptivePath;
  isCompleted: boolean;
  completedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * What a stored onboarding must hold: the progress the wizard shows (the onboarding contract's own
 * fields, so only the onboarding routes, which load that contract anyway, carry it) and its times.
 */
const storedOnboarding = z.extend(
  z.pick(onboardingStateSchema, {
    currentStep: true,
    totalSteps: true,
    completedSteps: true,
    lastActiveStep: true,
    answers: true,
    adaptivePath: true,
    isCompleted: true,
  }),
  { tenantId: z.string(), completedAt: z.optional(z.string()), createdAt: z.string(), updatedAt: z.string() },
) satisfies z.ZodMiniType<OnboardingRecord>;

export async function getOnboarding(tenantId: string): Promise<OnboardingRecord | undefined> {
  const item = await getItem(keys.onboarding(tenantId), { consistent: true });
  return item ? parseStored(storedOnboarding, item) : undefined;
}

/**
 * Writes the whole onboarding item. `expectedUpdatedAt` guards against a lost update from another
 * tab: the write happens only if nobody saved in between (undefined: only if there is no item yet).
 */
export async function saveOnboarding(
  record: OnboardingRecord,
  expectedUpdatedAt: string | undefined,
): Promise<boolean> {
  return whenConditionHolds(
    putItem(
      { ...keys.onboarding(record.tenantId), type: 'onboarding', ...record },
      expectedUpdatedAt
        ? { expression: 'updatedAt = :expected', values: { ':expected': expectedUpdatedAt } }
        : NO_ITEM_YET,
    ),
  );
}
