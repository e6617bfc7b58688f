import { controlSelector, landingControls } from '#web/features/landing/model/landing-controls.ts';
import { errorMessage } from '#web/lib/api-request.ts';
import { type CheckoutProduct, readBillingConfig } from '#web/lib/billing.ts';
import { openCheckout } from '#web/lib/checkout-tab.ts';

const OPENING = 'Opening checkout…';

type MemberProduct = Extract<CheckoutProduct, 'pro' | 'lifetime'>;

function isMemberProduct(value: string | undefined): value is MemberProduct {
  return value === 'pro' || value === 'lifetime';
}

/** The part of a button's block marked with the hook: its label, failure line or 'not configured'. */
function partOf(button: HTMLButtonElement, hook: string): HTMLElement | null {
  return button.parentElement?.querySelector<HTMLElement>(`[${hook}]`) ?? null;
}

/** Enables a button whose product is sold; otherwise disables it and shows why. */
function offer(button: HTMLButtonElement, sells: boolean) {
  const notConfigured = partOf(button, landingControls.checkoutNotConfigured);
  if (sells) {
    button.disabled = false;
    return;
  }
  button.disabled = true;
  if (notConfigured) {
    notConfigured.hidden = false;
    button.setAttribute('aria-describedby', notConfigured.id);
  }
}

/** The button while checkout opens: disabled, busy, saying so. Returns how to put it back. */
function showOpening(button: HTMLButtonElement, label: HTMLElement | null): () => void {
  const text = label?.textContent ?? '';
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  if (label) label.textContent = OPENING;
  return () => {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    if (label) label.textContent = text;
  };
}

function showFailure(failure: HTMLElement | null, error: unknown) {
  if (!failure) return;
  failure.textContent = `Checkout could not start. ${errorMessage(error, 'Please check your connection and try again.')}`;
  failure.hidden = false;
}

/** A press: Stripe Checkout in a new tab (or here); if it cannot start, the reason under the button. */
async function checkoutFromButton(
  button: HTMLButtonElement,
  product: MemberProduct,
  label: HTMLElement | null,
  failure: HTMLElement | null,
) {
  const restore = showOpening(button, label);
  if (failure) failure.hidden = true;
  try {
    await openCheckout(product, false);
  } catch (error) {
    showFailure(failure, error);
  } finally {
    restore();
  }
}

/**
 * The landing's Pro and Lifetime buttons (components/landing-checkout-button.tsx), for a visitor:
 * enabled once the server says this deployment sells the product; otherwise they stay disabled and
 * say 'Payments are not configured on this deployment.' A press opens Stripe Checkout in a new tab
 * (the visitor signs up after paying); if it cannot start, the reason shows under the button.
 */
export function runCheckoutButtons(root: HTMLElement): () => void {
  const buttons = [
    ...root.querySelectorAll<HTMLButtonElement>(`button${controlSelector(landingControls.checkoutProduct)}`),
  ];
  if (buttons.length === 0) return () => {};
  let active = true;
  const undo: (() => void)[] = [() => (active = false)];

  readBillingConfig().then(
    (config) => {
      if (!active) return;
      for (const button of buttons) {
        const product = button.getAttribute(landingControls.checkoutProduct) ?? undefined;
        offer(button, isMemberProduct(product) && config.products[product]);
      }
    },
    // The answer could not be read: the buttons work, and a press gets the server's own answer.
    () => {
      if (active) for (const button of buttons) offer(button, true);
    },
  );

  for (const button of buttons) {
    const product = button.getAttribute(landingControls.checkoutProduct) ?? undefined;
    if (!isMemberProduct(product)) continue;
    const label = button.querySelector<HTMLElement>(controlSelector(landingControls.checkoutLabel));
    const failure = partOf(button, landingControls.checkoutFailure);
    const onPress = () => checkoutFromButton(button, product, label, failure);
    const listener = () => void onPress();
    button.addEventListener('click', listener);
    undo.push(() => button.removeEventListener('click', listener));
  }
  return () => {
    for (const step of undo) step();
  };
}
