import { Alert, Badge } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { GuestConversation } from '#shared/api/schemas/guest-chat.ts';

interface RegisterNotesProps {
  /** Set when the visitor arrives from Stripe having paid on the landing page. */
  checkoutSessionId: string | undefined;
  guestConversation: GuestConversation | undefined;
  pendingCoupon: string | null;
}

/** Above the member's sign-up form: what comes into the new account (a paid plan, a guest conversation, a coupon). */
export function RegisterNotes({ checkoutSessionId, guestConversation, pendingCoupon }: RegisterNotesProps) {
  return (
    <>
      {checkoutSessionId && (
        <Alert.Root status="success" borderRadius="lg" data-testid="paid-plan-note">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Thank you for your payment</Alert.Title>
            <Alert.Description>
              The plan you paid for will be attached to the account you create here.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {guestConversation && (
        <Alert.Root status="info" borderRadius="lg" data-testid="guest-carry-note">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your conversation with Mirror comes with you</Alert.Title>
            <Alert.Description>
              The {guestConversation.messages.length} messages of your guest conversation will be kept in your
              new account.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {pendingCoupon && (
        <Badge
          colorPalette="gold"
          variant="solid"
          size="lg"
          alignSelf="flex-start"
          borderRadius="full"
          px="3"
          py="1.5"
          data-testid="coupon-badge"
        >
          <Sparkles size={16} aria-hidden="true" />
          Lifetime Access Coupon Applied
        </Badge>
      )}
    </>
  );
}
