import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckout } from '#web/lib/billing.ts';
import { openCheckout } from '#web/lib/checkout-tab.ts';

vi.mock('#web/lib/billing.ts', () => ({ startCheckout: vi.fn() }));

const STRIPE_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';

/** A browser whose pop-up blocker lets a tab open (or not), and records where each page goes. */
function browserWith(tabAllowed: boolean) {
  const tab = {
    closed: false,
    opener: {} as unknown,
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
    close: vi.fn(),
  };
  const page = { open: vi.fn(() => (tabAllowed ? tab : null)), location: { assign: vi.fn() } };
  vi.stubGlobal('window', page);
  return { tab, page };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startCheckout).mockReset();
});

describe('opening Stripe Checkout from a press', () => {
  it('opens the tab before asking for the checkout, then sends that tab to Stripe and leaves this page', async () => {
    const { tab, page } = browserWith(true);
    vi.mocked(startCheckout).mockImplementation(async () => {
      // A tab opened after an await is a pop-up the browser blocks: it must exist already.
      expect(page.open).toHaveBeenCalledTimes(1);
      return { url: STRIPE_URL };
    });
    await openCheckout('pro', true);
    expect(startCheckout).toHaveBeenCalledWith('pro', true);
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(STRIPE_URL);
    expect(page.location.assign).not.toHaveBeenCalled();
  });

  it('goes to Stripe in this page when no tab could open', async () => {
    const { page } = browserWith(false);
    vi.mocked(startCheckout).mockResolvedValue({ url: STRIPE_URL });
    await openCheckout('lifetime', false);
    expect(page.location.assign).toHaveBeenCalledWith(STRIPE_URL);
  });

  it('closes the blank tab again and hands the reason to the caller when checkout cannot start', async () => {
    const { tab, page } = browserWith(true);
    const refusal = new Error('Payments are not configured on this deployment.');
    vi.mocked(startCheckout).mockRejectedValue(refusal);
    await expect(openCheckout('pro', true)).rejects.toBe(refusal);
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('about:blank');
    expect(page.location.assign).not.toHaveBeenCalled();
  });
});
