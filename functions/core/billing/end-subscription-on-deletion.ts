import Stripe from 'stripe';
import { stripeKeys } from '#functions/core/config/secrets.ts';
import type { MemberRecord } from '#functions/core/db/repositories/members-repository.ts';
import { AppError } from '#shared/errors.ts';
import { stripeClient } from './stripe-client';

export const SUBSCRIPTION_NOT_CANCELLED =
  'We could not cancel your Pro subscription with Stripe just now, so your account has not been deleted. Please try again in a moment.';

/**
 * A deleted account must never be charged again: before a member's data goes, their running Pro
 * subscription is cancelled at Stripe. If Stripe cannot be reached the deletion stops (nothing is
 * lost, the member tries again); a subscription Stripe no longer knows is already over.
 */
export async function endSubscriptionBeforeDeletion(
  member: Pick<MemberRecord, 'stripeSubscriptionId' | 'subscriptionStatus'>,
): Promise<void> {
  const subscriptionId = member.stripeSubscriptionId;
  if (!subscriptionId?.startsWith('sub_') || member.subscriptionStatus === 'canceled') return;
  const keys = await stripeKeys();
  // Without keys this deployment has never sold a subscription it could still charge.
  if (!keys) return;
  try {
    await stripeClient(keys.secretKey).subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw new AppError('UPSTREAM_FAILED', SUBSCRIPTION_NOT_CANCELLED);
  }
}
