import { Button, type ButtonProps, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { PAYMENTS_NOT_CONFIGURED } from '#shared/domain/billing.ts';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { type CheckoutProduct, checkoutLabels } from '#web/lib/billing.ts';
import { openCheckout } from '#web/lib/checkout-tab.ts';
import { useBillingConfig } from '#web/lib/use-billing-config.ts';

export interface CheckoutButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  product: CheckoutProduct;
  /** A signed-in member buys on their account; a visitor pays first and signs up after. */
  signedIn: boolean;
}

/**
 * Stripe Checkout for one product, in a new tab (the spec: Pro and Lifetime open a hosted checkout
 * in a new tab). On a deployment without Stripe keys the button is disabled and says so.
 */
export function CheckoutButton({ product, signedIn, children, ...buttonProps }: CheckoutButtonProps) {
  const { data: config, error } = useBillingConfig();
  const messageId = useId();
  const [starting, setStarting] = useState(false);
  // Until the answer arrives the button waits; if it cannot be read, the click gets the server's answer.
  const sells = config ? config.products[product] : error ? true : undefined;
  const label = children ?? checkoutLabels[product];
  const colorPalette = product === 'lifetime' ? 'gold' : 'brand';

  if (sells === false) {
    return (
      <Stack gap="2" w="full">
        <Button w="full" colorPalette={colorPalette} {...buttonProps} disabled aria-describedby={messageId}>
          {label}
        </Button>
        <Text
          id={messageId}
          fontSize="sm"
          color="fg.muted"
          textAlign="center"
          data-testid="payments-not-configured"
        >
          {PAYMENTS_NOT_CONFIGURED}
        </Text>
      </Stack>
    );
  }

  async function handleClick() {
    setStarting(true);
    try {
      await openCheckout(product, signedIn);
    } catch (failure) {
      toastFailure('Checkout could not start', failure, 'Please check your connection and try again.');
    } finally {
      setStarting(false);
    }
  }

  return (
    <Button
      w="full"
      colorPalette={colorPalette}
      {...buttonProps}
      disabled={sells === undefined || buttonProps.disabled}
      loading={starting}
      loadingText="Opening checkout…"
      onClick={() => void handleClick()}
    >
      {label}
    </Button>
  );
}
