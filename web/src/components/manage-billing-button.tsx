import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '#web/components/ui/toaster.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
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
      toaster.create({
        type: 'error',
        title: 'Billing could not open',
        description: errorMessage(failure, 'Please check your connection and try again.'),
      });
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
