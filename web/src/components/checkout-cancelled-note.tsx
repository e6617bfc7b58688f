import { Alert } from '@chakra-ui/react';

/** Back from Stripe Checkout without paying: nothing changed. */
export function CheckoutCancelledNote({ borderRadius }: { borderRadius: 'lg' | 'xl' }) {
  return (
    <Alert.Root status="neutral" borderRadius={borderRadius} data-testid="checkout-result">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Checkout cancelled</Alert.Title>
        <Alert.Description>Nothing was charged, and your plan is unchanged.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
