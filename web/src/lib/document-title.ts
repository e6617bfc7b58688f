export const PRODUCT_NAME = 'Mirrorwell';

/** A tab title: '{screen} · Mirrorwell', or the product name alone. */
export function documentTitleFor(screenTitle?: string): string {
  return screenTitle ? `${screenTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
