import { Alert, Badge, Button, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { emailField, messages, nameField, newPasswordField } from '#shared/api/schemas/fields.ts';
import type { GuestCarryOutcome, GuestConversation } from '#shared/api/schemas/guest-chat.ts';
import { paths } from '#web/app/paths.ts';
import { AuthPageLayout } from '#web/components/account/auth-page-layout.tsx';
import {
  ConsentFields,
  consentFormFields,
  consentFormInitialValues,
  consentGiven,
} from '#web/components/account/consent-fields.tsx';
import { EmailField, PasswordField } from '#web/components/account/credential-fields.tsx';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { registerMember } from '#web/features/auth/api/auth-api.ts';
import { track } from '#web/lib/analytics.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { CHECKOUT_SESSION_PARAM, whilePaymentIsConfirmed } from '#web/lib/billing.ts';
import { readStored, removeStored, storageKeys, writeStored } from '#web/lib/browser-storage.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import {
  clearGuestConversation,
  guestConversationToCarry,
  type OpenConversationState,
} from '#web/lib/guest-conversation.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

/** The sign-up contract's fields, with the two consent boxes as the form holds them. */
const registerFormSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField(messages.firstName),
  lastName: nameField(messages.lastName),
  ...consentFormFields,
});

export default function RegisterPage() {
  useDocumentTitle('Create your account');
  const navigate = useNavigate();
  const [pendingCoupon] = useState(() => readStored(storageKeys.pendingCoupon)?.trim() || null);
  // A visitor who paid on the landing page arrives from Stripe with the paid session.
  const checkoutSessionId = useSearchParams()[0].get(CHECKOUT_SESSION_PARAM) || undefined;
  // A visitor's conversation with Mirror in this tab (/mirrorwell) comes into the new account.
  const [guestConversation] = useState(guestConversationToCarry);
  const form = useSchemaForm(registerFormSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    ...consentFormInitialValues,
  });
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
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
    } catch (error) {
      form.showServerErrors(serverFieldErrors(error));
      focusFirstInvalid(formRef.current);
      toaster.create({
        type: 'error',
        title: 'Registration Failed',
        description: errorMessage(error, 'Registration failed'),
      });
      setSubmitting(false);
    }
  }

  return (
    <AuthPageLayout
      title="Begin your journey"
      subtitle="Create your free account to start reflecting with your guides."
      footer={
        <Text color="fg.muted">
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.login}>Sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack gap="6">
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
                The {guestConversation.messages.length} messages of your guest conversation will be kept in
                your new account.
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
        <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Create your account">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label="First name" error={form.errors.firstName}>
                {(control) => (
                  <Input
                    {...control}
                    name="firstName"
                    autoComplete="given-name"
                    value={form.values.firstName}
                    onChange={(event) => form.setValue('firstName', event.target.value)}
                  />
                )}
              </FormField>
              <FormField label="Last name" error={form.errors.lastName}>
                {(control) => (
                  <Input
                    {...control}
                    name="lastName"
                    autoComplete="family-name"
                    value={form.values.lastName}
                    onChange={(event) => form.setValue('lastName', event.target.value)}
                  />
                )}
              </FormField>
            </SimpleGrid>
            <EmailField
              value={form.values.email}
              error={form.errors.email}
              onChange={(value) => form.setValue('email', value)}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              hint="Minimum 8 characters"
              value={form.values.password}
              error={form.errors.password}
              onChange={(value) => form.setValue('password', value)}
            />
            <Disclaimer compact />
            <ConsentFields values={form.values} errors={form.errors} onChange={form.setValue} />
            <Button type="submit" size="lg" loading={submitting} loadingText="Creating your account…">
              Create Account
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthPageLayout>
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
