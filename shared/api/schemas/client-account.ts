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
import { practicePathSchema, publicPracticeProfileSchema } from './portal';
import { messageReplySchema, timestampField } from './reply-parts';

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

/**
 * A sign-up without a working invitation answers alike for every email and every practice: the
 * account is made when the mailed link is opened (and the owner of an email the practice already
 * knows gets a mail saying so instead).
 */
export const clientSignUpMessages = {
  mailSent:
    'Check your email: we sent you a link to finish creating your account. If you already have an account here, the mail says how to sign in.',
  linkUnusable: 'This sign-up link has expired or was already used. Please sign up again.',
} as const;

/** `202` to a sign-up that waits for its mailed link. */
export const clientSignUpPendingSchema = messageReplySchema;
export type ClientSignUpPending = z.output<typeof clientSignUpPendingSchema>;

/** The `confirm` query parameter of the mailed sign-up link, sent by the portal to open the account. */
export const confirmClientSignUpSchema = z.object({
  therapistSubdomain: therapistSubdomainField,
  token: z
    .string({ error: clientSignUpMessages.linkUnusable })
    .check(
      z.trim(),
      z.minLength(1, clientSignUpMessages.linkUnusable),
      z.maxLength(200, clientSignUpMessages.linkUnusable),
    ),
});
export type ConfirmClientSignUpInput = z.input<typeof confirmClientSignUpSchema>;

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
export const invitedClientSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type InvitedClient = z.output<typeof invitedClientSchema>;

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
export const clientSelfSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ClientSelf = z.output<typeof clientSelfSchema>;

export const clientAuthResponseSchema = z.object({
  token: z.string(),
  client: clientSelfSchema,
  /** The practice's subdomain: the portal goes on to /chat/{subdomain}. */
  subdomain: z.string(),
});
export type ClientAuthResponse = z.output<typeof clientAuthResponseSchema>;

/** `POST /api/client/register`: 201 with a session (a working invitation), or 202 "check your email". */
export const clientSignUpReplySchema = z.union([clientAuthResponseSchema, clientSignUpPendingSchema]);

/** `GET /api/client/me`: who is signed in, and the practice whose portal it is. */
export const currentClientSchema = z.object({
  client: clientSelfSchema,
  practice: publicPracticeProfileSchema,
});
export type CurrentClient = z.output<typeof currentClientSchema>;

/** `GET /api/client/export`: the client's own data in their practice. */
export const clientExportSchema = z.object({
  exportedAt: timestampField,
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    practiceName: z.string(),
  }),
  conversations: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['chat', 'journal']),
      title: z.nullable(z.string()),
      startedAt: timestampField,
      lastMessageAt: timestampField,
      rating: z.nullable(z.number()),
      ratedAt: z.nullable(timestampField),
      sharedWithTherapist: z.boolean(),
      sharedAt: z.nullable(timestampField),
      messages: z.array(
        z.object({ role: z.enum(['client', 'assistant']), content: z.string(), createdAt: timestampField }),
      ),
    }),
  ),
});
