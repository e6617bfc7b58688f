import { Alert, Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { CheckoutButton } from '#web/components/checkout-button.tsx';
import { CheckoutCancelledNote } from '#web/components/checkout-cancelled-note.tsx';
import { ManageBillingButton } from '#web/components/manage-billing-button.tsx';
import { THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';

const CONFIRMATION_CHECKS = 5;
const CONFIRMATION_INTERVAL_MS = 2000;

/** Subscribe during or after the trial; once paying, Stripe's portal for invoices and the card. */
export function PracticeBillingAction({ therapist }: { therapist: TherapistSelf }) {
  const { status } = therapist.plan;
  const paying = status === 'active' || status === 'past-due';
  return (
    <Box maxW="sm" data-testid="practice-billing">
      {paying ? (
        <ManageBillingButton account="therapist" size="sm" />
      ) : (
        <CheckoutButton product="practice" signedIn size="sm" />
      )}
    </Box>
  );
}

/**
 * Stripe's return link: after paying, the plan changes when the webhook arrives (seconds), so the
 * dashboard reads the practice again a few times; after cancelling, a calm note.
 */
export function PracticeCheckoutResult({ therapist }: { therapist: TherapistSelf }) {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('checkout');
  const active = therapist.plan.status === 'active';
  useEffect(() => {
    if (outcome !== 'success' || active) return;
    let checks = 0;
    const timer = window.setInterval(() => {
      checks += 1;
      void mutate(THERAPIST_SESSION_KEY);
      if (checks >= CONFIRMATION_CHECKS) window.clearInterval(timer);
    }, CONFIRMATION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [outcome, active]);

  if (outcome === 'cancelled') {
    return <CheckoutCancelledNote borderRadius="lg" />;
  }
  if (outcome !== 'success') return null;
  return (
    <Alert.Root status={active ? 'success' : 'info'} borderRadius="lg" data-testid="checkout-result">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {active ? 'Your practice is on the Professional plan' : 'Thank you for subscribing'}
        </Alert.Title>
        <Alert.Description>
          {active
            ? `You can now have up to ${therapist.plan.clientLimit} clients.`
            : 'Your payment is being confirmed; your plan updates here in a moment.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
