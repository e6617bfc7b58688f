import { isConditionFailure } from '#functions/core/db/client.ts';
import { deleteItem, putNewItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { setAttributes } from '#functions/core/db/set-attributes.ts';
import type { BillingAccount } from '#shared/domain/billing.ts';

const EVENT_KEPT_SECONDS = 90 * 24 * 60 * 60;

/** Claims a Stripe event id: true the first time, false for a redelivery (a conditional put). */
export async function claimBillingEvent(eventId: string, type: string): Promise<boolean> {
  return putNewItem({
    ...keys.billingEvent(eventId),
    type: 'billingEvent',
    eventType: type,
    processedAt: new Date().toISOString(),
    expiresAt: Math.floor(Date.now() / 1000) + EVENT_KEPT_SECONDS,
  });
}

/** Lets Stripe's retry process an event whose handling failed half-way. */
export async function releaseBillingEvent(eventId: string): Promise<void> {
  await deleteItem(keys.billingEvent(eventId));
}

function accountKey(account: BillingAccount) {
  return account.kind === 'member' ? keys.member(account.id) : keys.therapist(account.id);
}

/**
 * Sets billing attributes of an account from an event created at `eventCreated` (Stripe's
 * seconds), unless a newer event already did: events may arrive in any order, and the newest
 * state wins. `onlyIf` adds a condition (never downgrade a lifetime member). `anyOrder` applies even
 * after a newer event (a purchase that is for good, like Lifetime). False when skipped.
 */
export async function applyBillingState(
  account: BillingAccount,
  eventCreated: number,
  attributes: Record<string, unknown>,
  onlyIf?: { expression: string; values: Record<string, unknown> },
  options: { anyOrder?: boolean } = {},
): Promise<boolean> {
  const order = options.anyOrder
    ? ''
    : ' AND (attribute_not_exists(billingEventAt) OR billingEventAt <= :created)';
  try {
    await setAttributes(
      accountKey(account),
      {
        ...attributes,
        ...(options.anyOrder ? {} : { billingEventAt: eventCreated }),
        updatedAt: new Date().toISOString(),
      },
      {
        onlyIf: {
          expression: `attribute_exists(pk)${order}${onlyIf ? ` AND (${onlyIf.expression})` : ''}`,
          values: { ...(options.anyOrder ? {} : { ':created': eventCreated }), ...onlyIf?.values },
        },
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
