import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { emailField, messages, nameField, newPasswordField } from '#shared/api/schemas/fields.ts';
import type { GuestCarryOutcome, GuestConversation } from '#shared/api/schemas/guest-chat.ts';
import { paths } from '#web/app/paths.ts';
import {
  consentFormFields,
  consentFormInitialValues,
  consentGiven,
} from '#web/components/account/consent-fields.tsx';
import { OtherFormLink } from '#web/components/account/other-form-link.tsx';
import { SignUpScreen } from '#web/components/account/sign-up-screen.tsx';
import { useAccountForm } from '#web/components/account/use-account-form.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { registerMember } from '#web/features/auth/api/auth-api.ts';
import { track } from '#web/lib/analytics.ts';
import { CHECKOUT_SESSION_PARAM, whilePaymentIsConfirmed } from '#web/lib/billing.ts';
import { readStored, removeStored, storageKeys, writeStored } from '#web/lib/browser-storage.ts';
import {
  clearGuestConversation,
  guestConversationToCarry,
  type OpenConversationState,
} from '#web/lib/guest-conversation.ts';
import { RegisterNotes } from './register-notes';

/** The sign-up contract's fields, with the two consent boxes as the form holds them. */
const registerFormSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField(messages.firstName),
  lastName: nameField(messages.lastName),
  ...consentFormFields,
});

/** `/register`: a member's account, with whatever the visitor brings (a paid plan, a coupon, a guest conversation). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [pendingCoupon] = useState(() => readStored(storageKeys.pendingCoupon)?.trim() || null);
  // A visitor who paid on the landing page arrives from Stripe with the paid session.
  const checkoutSessionId = useSearchParams()[0].get(CHECKOUT_SESSION_PARAM) || undefined;
  // A visitor's conversation with Mirror in this tab (/mirrorwell) comes into the new account.
  const [guestConversation] = useState(guestConversationToCarry);
  const account = useAccountForm(
    registerFormSchema,
    { firstName: '', lastName: '', email: '', password: '', ...consentFormInitialValues },
    {
      failure: { title: 'Registration Failed', fallback: 'Registration failed' },
      focusServerErrors: true,
      submit: async (input) => {
        const registered = await whilePaymentIsConfirmed(() =>
          registerMember({
            email: input.email,
            password: input.password,
            firstName: input.firstName,
            lastName: input.lastName,
            ...consentGiven,
            pendingCoupon: pendingCoupon ?? undefined,
            checkoutSessionId,
            ...(guestConversation ? { guestConversation } : {}),
          }),
        );
        const carried = keepGuestConversationOutcome(guestConversation, registered.guestConversation);
        track('sign_up', { withCoupon: Boolean(pendingCoupon) });
        if (pendingCoupon) track('coupon_applied', { when: 'at_sign_up' });
        removeStored(storageKeys.pendingCoupon);
        writeStored(storageKeys.showOnboarding, 'true');
        navigate(paths.home, { replace: true, ...(carried ? { state: carried } : {}) });
        return undefined;
      },
    },
  );

  return (
    <SignUpScreen
      documentTitle="Create your account"
      title="Begin your journey"
      subtitle="Create your free account to start reflecting with your guides."
      formLabel="Create your account"
      footer={<OtherFormLink question="Already have an account?" label="Sign in" to={paths.login} />}
      account={account}
      notes={
        <RegisterNotes
          checkoutSessionId={checkoutSessionId}
          guestConversation={guestConversation}
          pendingCoupon={pendingCoupon}
        />
      }
      submitLabel="Create Account"
      submittingLabel="Creating your account…"
    />
  );
}

/**
 * After sign-up the tab's guest copy is cleared either way; a kept conversation opens in the chat,
 * and one that was not kept is said so (the account itself is ready).
 */
function keepGuestConversationOutcome(
  sent: GuestConversation | undefined,
  outcome: GuestCarryOutcome | undefined,
): OpenConversationState | undefined {
  if (!sent) return undefined;
  clearGuestConversation();
  if (outcome?.kept) return { openConversationId: outcome.conversationId };
  toaster.create({
    type: 'info',
    title: 'Your guest conversation was not kept',
    description: outcome?.reason ?? 'It could not be saved to your new account.',
  });
  return undefined;
}
