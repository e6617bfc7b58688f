import { redeemCoupon } from '#functions/core/accounts/coupons.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { redeemCouponSchema, redeemedCouponSchema } from '#shared/api/schemas/coupons.ts';

/** A signed-in member redeems a coupon at once (friends100: lifetime access, once per account). */
export const handler = defineEndpoint(
  'POST /api/coupons/redeem',
  { body: redeemCouponSchema, response: redeemedCouponSchema },
  async ({ body, session }) => ok(await redeemCoupon(session.subjectId, body.code)),
);
