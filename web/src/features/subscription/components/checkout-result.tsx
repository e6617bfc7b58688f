import { Alert, Spinner } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import type { ClaimedCheckout } from '#shared/api/schemas/billing.ts';
import { tierLabel } from '#shared/domain/tiers.ts';
import { CheckoutCancelledNote } from '#web/components/checkout-cancelled-note.tsx';
import { errorMessage, SESSION_KEY } from '#web/lib/api-client.ts';
import { claimCheckout, whilePaymentIsConfirmed } from '#web/lib/billing.ts';
import { USAGE_KEY } from './usage-summary';

type Claim =
  | { state: 'confirming' }
  | { state: 'confirmed'; result: ClaimedCheckout }
  | { state: 'failed'; message: string };

/** A paid checkout, confirmed by Stripe's webhook and attached to the signed-in member. */
function PaymentConfirmation({ sessionId }: { sessionId: string }) {
  const [claim, setClaim] = useState<Claim>({ state: 'confirming' });
  useEffect(() => {
    let current = true;
    whilePaymentIsConfirmed(() => claimCheckout(sessionId))
      .then(async (result) => {
        await Promise.all([mutate(SESSION_KEY), mutate(USAGE_KEY)]);
        if (current) setClaim({ state: 'confirmed', result });
      })
      .catch((error: unknown) => {
        if (current) {
          setClaim({
            state: 'failed',
            message: errorMessage(
              error,
              'Your payment could not be confirmed just now. Please reload this page.',
            ),
          });
        }
      });
    return () => {
      current = false;
    };
  }, [sessionId]);

  if (claim.state === 'confirming') {
    return (
      <Alert.Root status="info" borderRadius="xl" data-testid="checkout-result">
        <Spinner size="sm" alignSelf="center" aria-hidden="true" />
        <Alert.Content>
          <Alert.Title>Confirming your payment…</Alert.Title>
          <Alert.Description>This takes a few seconds.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (claim.state === 'failed') {
    return (
      <Alert.Root status="warning" borderRadius="xl" data-testid="checkout-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We could not attach this payment yet</Alert.Title>
          <Alert.Description>{claim.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="success" borderRadius="xl" data-testid="checkout-result">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Thank you: you now have {tierLabel(claim.result.tier)}</Alert.Title>
        <Alert.Description>
          Every guide is open to you, with no monthly limit on conversations.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * What Stripe's return link says: `?checkout=success&session_id=…` (the payment is confirmed and
 * shown) or `?checkout=cancelled` (a calm note: nothing was charged).
 */
export function CheckoutResult({ signedIn }: { signedIn: boolean }) {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('checkout');
  const sessionId = searchParams.get('session_id');
  if (outcome === 'cancelled') {
    return <CheckoutCancelledNote borderRadius="xl" />;
  }
  if (outcome !== 'success' || !sessionId) return null;
  if (!signedIn) {
    return (
      <Alert.Root status="info" borderRadius="xl" data-testid="checkout-result">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Thank you for your payment</Alert.Title>
          <Alert.Description>Sign in to see your new plan.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return <PaymentConfirmation sessionId={sessionId} />;
}
