import { getMemberById, redeemCouponOnAccount } from '#functions/core/db/repositories/members-repository.ts';
import { isLifetimeCoupon, normalizeCoupon } from '#shared/domain/coupons.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';

export const COUPON_INVALID = 'This coupon code is not valid';
export const COUPON_ALREADY_REDEEMED = 'This account has already redeemed a coupon.';

/**
 * A signed-in member redeems a coupon at once (a visitor's is kept in the browser and applied at
 * sign-up). `friends100` (any case, trimmed) grants lifetime access, once per account.
 */
export async function redeemCoupon(memberId: string, code: string): Promise<{ subscriptionTier: Tier }> {
  const coupon = normalizeCoupon(code);
  if (!isLifetimeCoupon(coupon)) {
    throw new AppError('VALIDATION_FAILED', COUPON_INVALID, { errors: { code: COUPON_INVALID } });
  }
  const redeemed = await redeemCouponOnAccount(memberId, coupon, 'lifetime');
  if (redeemed) return { subscriptionTier: 'lifetime' };
  const member = await getMemberById(memberId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  throw new AppError('CONFLICT', COUPON_ALREADY_REDEEMED);
}
