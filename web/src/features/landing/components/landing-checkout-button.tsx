import { Button, Stack, Text } from '@chakra-ui/react';
import { PAYMENTS_NOT_CONFIGURED } from '#shared/domain/billing.ts';
import { landingControls } from '#web/features/landing/model/landing-controls.ts';
import { checkoutLabels } from '#web/lib/billing.ts';

/**
 * A visitor's Pro or Lifetime checkout on the landing page: the markup only, disabled until the
 * page's script has asked whether this deployment sells it (page-script/checkout-controls.ts). The
 * note that payments are not configured and the reason a checkout could not start are here,
 * hidden, for the script to show. (Signed-in members buy through components/checkout-button.tsx.)
 */
export function LandingCheckoutButton({ product }: { product: 'pro' | 'lifetime' }) {
  const notConfiguredId = `checkout-${product}-not-configured`;
  return (
    <Stack gap="2" w="full">
      <Button
        w="full"
        colorPalette={product === 'lifetime' ? 'gold' : 'brand'}
        disabled
        {...{ [landingControls.checkoutProduct]: product }}
      >
        <span {...{ [landingControls.checkoutLabel]: '' }}>{checkoutLabels[product]}</span>
      </Button>
      <Text
        id={notConfiguredId}
        hidden
        fontSize="sm"
        color="fg.muted"
        textAlign="center"
        data-testid="payments-not-configured"
        {...{ [landingControls.checkoutNotConfigured]: '' }}
      >
        {PAYMENTS_NOT_CONFIGURED}
      </Text>
      <Text
        hidden
        role="alert"
        fontSize="sm"
        color="fg.error"
        textAlign="center"
        {...{ [landingControls.checkoutFailure]: '' }}
      />
    </Stack>
  );
}
