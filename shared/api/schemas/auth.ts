import * as z from 'zod/mini';
import type { Tier } from '#shared/domain/tiers.ts';
import { emailField, existingPasswordField, messages, nameField, newPasswordField } from './fields';

/** The same words the server uses for a code it does not know. */
const couponInvalid = 'This coupon code is not valid';

export const registerMemberSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField(messages.firstName),
  lastName: nameField(messages.lastName),
  pendingCoupon: z.optional(
    z.nullable(z.string({ error: couponInvalid }).check(z.trim(), z.maxLength(64, couponInvalid))),
  ),
});
export type RegisterMemberInput = z.input<typeof registerMemberSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: existingPasswordField,
});
export type LoginInput = z.input<typeof loginSchema>;

/** The member as the API returns it: never the password hash or internal keys. */
export interface PublicMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  subscriptionTier: Tier;
  subscriptionStatus: 'active' | 'past_due' | 'canceled';
  emailVerified: boolean;
  createdAt: string;
}

export interface AuthResponse {
  token: string;
  user: PublicMember;
}
