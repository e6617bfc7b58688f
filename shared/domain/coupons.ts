/** The one valid coupon grants lifetime access, once per account. */
export const LIFETIME_COUPON = 'friends100';

export function normalizeCoupon(code: string): string {
  return code.trim().toLowerCase();
}

export function isLifetimeCoupon(code: string | undefined | null): boolean {
  return typeof code === 'string' && normalizeCoupon(code) === LIFETIME_COUPON;
}
