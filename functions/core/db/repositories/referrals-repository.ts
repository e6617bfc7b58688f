import {
  getItem,
  ITEM_EXISTS,
  putNewItem,
  updateItem,
  updateWrite,
  whenConditionHolds,
} from '#functions/core/db/item-operations.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import { writeNamedTransaction } from '#functions/core/db/named-transaction.ts';
import { queryAll } from '#functions/core/db/query-all.ts';
import { parseStored, storedReferral } from '#functions/core/db/stored-records.ts';
import type { ReferralStatus } from '#shared/domain/referrals.ts';

/** An invitation a therapist sent to a colleague (the spec's referrals), one per address. */
export interface ReferralRecord {
  id: string;
  referrerTenantId: string;
  referredEmail: string;
  referredTenantId?: string;
  status: ReferralStatus;
  creditAwarded: boolean;
  createdAt: string;
  lastSentAt: string;
  completedAt?: string;
}

function toRecord(item: Record<string, unknown>): ReferralRecord {
  return parseStored(storedReferral, item);
}

export async function getReferral(
  referrerTenantId: string,
  email: string,
): Promise<ReferralRecord | undefined> {
  const item = await getItem(keys.referral(referrerTenantId, email), { consistent: true });
  return item ? toRecord(item) : undefined;
}

/** Records a first invitation; false when this address was already invited (one record per address). */
export function putNewReferral(referral: ReferralRecord): Promise<boolean> {
  return putNewItem({
    ...keys.referral(referral.referrerTenantId, referral.referredEmail),
    type: 'referral',
    ...referral,
  });
}

/** A reminder: only when the last mail is older than `notAfter` (so two parallel reminders send one). */
export function markReferralResent(
  referrerTenantId: string,
  email: string,
  sentAt: string,
  notAfter: string,
): Promise<boolean> {
  return whenConditionHolds(
    updateItem(keys.referral(referrerTenantId, email), {
      expression: 'SET lastSentAt = :sentAt',
      values: { ':sentAt': sentAt },
      onlyIf: {
        expression: 'attribute_exists(pk) AND lastSentAt < :notAfter AND #status = :pending',
        names: { '#status': 'status' },
        values: { ':notAfter': notAfter, ':pending': 'pending' },
      },
    }),
  );
}

export async function listReferralsOf(referrerTenantId: string): Promise<ReferralRecord[]> {
  const items = await queryAll(prefixes.tenantPartition(referrerTenantId), prefixes.referrals);
  return items.map(toRecord);
}

/** The colleague signed up with the code: the referral (created if they came by the link alone) says so. */
export async function markReferralSignedUp(referral: ReferralRecord): Promise<void> {
  await updateItem(keys.referral(referral.referrerTenantId, referral.referredEmail), {
    expression:
      'SET #type = :type, id = if_not_exists(id, :id), referrerTenantId = :referrer, referredEmail = :email, ' +
      'referredTenantId = :referred, #status = :signedUp, creditAwarded = if_not_exists(creditAwarded, :false), ' +
      'createdAt = if_not_exists(createdAt, :now), lastSentAt = if_not_exists(lastSentAt, :now)',
    names: { '#status': 'status', '#type': 'type' },
    values: {
      ':type': 'referral',
      ':id': referral.id,
      ':referrer': referral.referrerTenantId,
      ':email': referral.referredEmail,
      ':referred': referral.referredTenantId,
      ':signedUp': 'signed-up',
      ':false': false,
      ':now': referral.createdAt,
    },
  });
}

/**
 * Completes a referral and credits the referrer one free month, in one transaction that runs once:
 * the referral must not be completed yet, so parallel or repeated calls credit once.
 */
export function completeReferralWithCredit(
  referrerTenantId: string,
  email: string,
  at: string,
): Promise<boolean> {
  return whenConditionHolds(
    writeNamedTransaction([
      {
        name: 'referral completed',
        write: updateWrite(keys.referral(referrerTenantId, email), {
          expression: 'SET #status = :completed, completedAt = :at, creditAwarded = :true',
          names: { '#status': 'status' },
          values: { ':completed': 'completed', ':at': at, ':true': true },
          onlyIf: { expression: 'attribute_exists(pk) AND #status <> :completed' },
        }),
      },
      {
        name: 'referrer credit',
        write: updateWrite(keys.therapist(referrerTenantId), {
          expression: 'SET referralCredits = if_not_exists(referralCredits, :zero) + :one',
          values: { ':zero': 0, ':one': 1 },
          onlyIf: ITEM_EXISTS,
        }),
      },
    ]),
  );
}
