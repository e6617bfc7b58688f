import * as z from 'zod/mini';
import { tierField } from './reply-parts';

/** The spec's words for an empty coupon field. */
export const couponMessages = {
  empty: 'Enter a coupon code',
  emptyDescription: 'Please enter a valid coupon code',
  invalid: 'Invalid Coupon',
  invalidDescription: 'This coupon code is not valid',
} as const;

export const redeemCouponSchema = z.object({
  code: z
    .string({ error: couponMessages.emptyDescription })
    .check(
      z.trim(),
      z.minLength(1, couponMessages.emptyDescription),
      z.maxLength(64, couponMessages.invalidDescription),
    ),
});

/** A redeemed coupon: the member's plan now. */
export const redeemedCouponSchema = z.object({ subscriptionTier: tierField });
