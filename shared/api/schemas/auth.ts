import * as z from 'zod/mini';
import { checkoutSessionIdField } from './billing';
import {
  consentFields,
  emailField,
  existingPasswordField,
  messages,
  nameField,
  newPasswordField,
} from './fields';
import { guestCarryOutcomeSchema } from './guest-chat';
import { tierField, timestampField } from './reply-parts';

/** The same words the server uses for a code it does not know. */
const couponInvalid = 'This coupon code is not valid';

export const registerMemberSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField(messages.firstName),
  lastName: nameField(messages.lastName),
  ...consentFields,
  pendingCoupon: z.optional(
    z.nullable(z.string({ error: couponInvalid }).check(z.trim(), z.maxLength(64, couponInvalid))),
  ),
  /** A visitor's paid Checkout Session (the `checkout_session` of Stripe's return link), claimed once. */
  checkoutSessionId: z.optional(z.nullable(checkoutSessionIdField)),
  /**
   * The visitor's guest conversation, to keep in the new account. The accounts core checks it
   * against the guest chat's contract (`guestConversationSchema`): one that fails is not kept, and
   * never costs the person their new account (the reply says why).
   */
  guestConversation: z.optional(z.nullable(z.unknown())),
});
export type RegisterMemberInput = z.input<typeof registerMemberSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: existingPasswordField,
});
export type LoginInput = z.input<typeof loginSchema>;

/** The member as the API returns it: never the password hash or internal keys. */
export const publicMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  subscriptionTier: tierField,
  subscriptionStatus: z.enum(['active', 'past_due', 'canceled']),
  emailVerified: z.boolean(),
  /** Whether the member has paid through Stripe, so 'Manage billing' (the customer portal) applies. */
  canManageBilling: z.boolean(),
  createdAt: timestampField,
});
export type PublicMember = z.output<typeof publicMemberSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: publicMemberSchema,
  /** At sign-up with a guest conversation: whether it was kept in the new account. */
  guestConversation: z.optional(guestCarryOutcomeSchema),
});
export type AuthResponse = z.output<typeof authResponseSchema>;
