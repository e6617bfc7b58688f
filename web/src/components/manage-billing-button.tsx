import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { type BillingAccountKind, openBillingPortal } from '#web/lib/billing.ts';

export interface ManageBillingButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  account: BillingAccountKind;
}

/** Stripe's customer portal (invoices, card, cancelling), which returns here when done. */
export function ManageBillingButton({ account, children, ...buttonProps }: ManageBillingButtonProps) {
  const [opening, setOpening] = useState(false);

  async function handleClick() {
    setOpening(true);
    try {
      const { url } = await openBillingPortal(account);
      window.location.assign(url);
    } catch (failure) {
      toastFailure('Billing could not open', failure, 'Please check your connection and try again.');
      setOpening(false);
    }
  }

  return (
    <Button
      variant="outline"
      {...buttonProps}
      loading={opening}
      loadingText="Opening billing…"
      onClick={() => void handleClick()}
    >
      {children ?? 'Manage billing'}
    </Button>
  );
}
