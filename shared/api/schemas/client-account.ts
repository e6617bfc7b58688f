import * as z from 'zod/mini';
import { deleteAccountSchema } from './account';
import {
  consentFields,
  emailField,
  existingPasswordField,
  messages,
  nameField,
  newPasswordField,
} from './fields';
import { resetPasswordSchema } from './password-reset';
import { type PublicPracticeProfile, practicePathSchema } from './portal';

/**
 * Accounts of a practice's clients: sign-up, sign-in and reset happen on the practice's portal,
 * which names its practice by subdomain; everything after goes by the verified session.
 */

export const clientAccountMessages = {
  invitation:
    'This invitation link is not valid. Please use the link from your invitation email, or sign up without it.',
} as const;

/** The practice a portal belongs to: an unknown or malformed subdomain is "Therapist Not Found". */
const therapistSubdomainField = practicePathSchema.shape.subdomain;

/** The `invite` query parameter of an invitation link: `<clientId>.<token>`. Empty means none. */
const invitationField = z.optional(
  z.nullable(
    z
      .string({ error: clientAccountMessages.invitation })
      .check(z.trim(), z.maxLength(200, clientAccountMessages.invitation)),
  ),
);

/** The portal's sign-up form; `confirmPassword` is checked in the browser and never sent. */
export const registerClientSchema = z.object({
  firstName: nameField(messages.firstName),
  lastName: nameField(messages.lastName),
  email: emailField,
  password: newPasswordField,
  therapistSubdomain: therapistSubdomainField,
  invitation: invitationField,
  ...consentFields,
});
export type RegisterClientInput = z.input<typeof registerClientSchema>;

/** An invitation link read by the portal's sign-up form, to prefill it (the link's secret is the proof). */
export const readInvitationSchema = z.object({
  therapistSubdomain: therapistSubdomainField,
  invitation: z
    .string({ error: clientAccountMessages.invitation })
    .check(
      z.trim(),
      z.minLength(1, clientAccountMessages.invitation),
      z.maxLength(200, clientAccountMessages.invitation),
    ),
});
export type ReadInvitationInput = z.input<typeof readInvitationSchema>;

/** Who an invitation was sent to, as the therapist entered it. */
export interface InvitedClient {
  email: string;
  firstName: string;
  lastName: string;
}

export const loginClientSchema = z.object({
  email: emailField,
  password: existingPasswordField,
  therapistSubdomain: therapistSubdomainField,
});
export type LoginClientInput = z.input<typeof loginClientSchema>;

export const clientForgotPasswordSchema = z.object({
  email: emailField,
  therapistSubdomain: therapistSubdomainField,
});
export type ClientForgotPasswordInput = z.input<typeof clientForgotPasswordSchema>;

/** The mailed link names the account; the portal sends its token and the new password. */
export const clientResetPasswordSchema = z.object({
  token: resetPasswordSchema.shape.token,
  password: newPasswordField,
});
export type ClientResetPasswordInput = z.input<typeof clientResetPasswordSchema>;

/** Deleting a client account asks for its password again. */
export const deleteClientAccountSchema = deleteAccountSchema;
export type DeleteClientAccountInput = z.input<typeof deleteClientAccountSchema>;

/** The client as their own portal sees them: never the hash, the therapist's notes or metrics. */
export interface ClientSelf {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface ClientAuthResponse {
  token: string;
  client: ClientSelf;
  /** The practice's subdomain: the portal goes on to /chat/{subdomain}. */
  subdomain: string;
}

/** `GET /api/client/me`: who is signed in, and the practice whose portal it is. */
export interface CurrentClient {
  client: ClientSelf;
  practice: PublicPracticeProfile;
}
