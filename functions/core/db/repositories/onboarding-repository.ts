import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { NO_ITEM_YET, putItem, whenConditionHolds } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
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

export async function getOnboarding(tenantId: string): Promise<OnboardingRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.onboarding(tenantId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...record } = result.Item;
  return record as OnboardingRecord;
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
