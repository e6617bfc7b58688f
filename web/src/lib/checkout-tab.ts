import { type CheckoutProduct, startCheckout } from '#web/lib/billing.ts';

/**
 * Opens a blank tab at once, inside the click, where popup blockers allow it; it is pointed at
 * Stripe once the checkout exists. It cannot reach back to this page (no opener).
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  try {
    tab.document.title = 'Opening secure checkout…';
    tab.document.body.textContent = 'Opening secure checkout…';
  } catch {
    // Some browsers keep the new tab's document out of reach; the tab still works.
  }
  return tab;
}

/**
 * Stripe Checkout for a product, from a press: a blank tab opens at once (before anything is
 * awaited, so no pop-up blocker stops it) and is sent to Stripe once the checkout exists; with no
 * tab, this page goes there. When the checkout cannot start, the blank tab closes and the error
 * is thrown for the caller to show.
 */
export async function openCheckout(product: CheckoutProduct, signedIn: boolean): Promise<void> {
  const tab = openBlankTab();
  try {
    const { url } = await startCheckout(product, signedIn);
    if (tab && !tab.closed) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
