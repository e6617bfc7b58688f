import * as z from 'zod/mini';
import { messages, nameField } from './fields';

export const clientMessages = {
  email: 'Please enter a valid email address',
  identifier: 'Please use at most 40 characters for the client ID',
  notes: 'Please use at most 2000 characters for notes',
} as const;

/** Email optional: valid or empty. */
const optionalEmail = z._default(
  z.pipe(
    z
      .string({ error: clientMessages.email })
      .check(z.trim(), z.toLowerCase(), z.maxLength(254, clientMessages.email)),
    z.union([z.literal(''), z.email({ error: clientMessages.email })], { error: clientMessages.email }),
  ),
  '',
);
const identifierField = z
  .string({ error: clientMessages.identifier })
  .check(z.trim(), z.maxLength(40, clientMessages.identifier));
const notesField = z
  .string({ error: clientMessages.notes })
  .check(z.trim(), z.maxLength(2000, clientMessages.notes));

/** The Add Client form (every field defaults to empty; only the names are required). */
export const addClientSchema = z.object({
  firstName: nameField(messages.firstName),
  lastName: nameField(messages.lastName),
  email: optionalEmail,
  clientIdentifier: z._default(identifierField, ''),
  notes: z._default(notesField, ''),
});
export type AddClientInput = z.input<typeof addClientSchema>;

export const updateClientSchema = z.object({
  isActive: z.optional(z.boolean({ error: 'isActive must be true or false' })),
  clientIdentifier: z.optional(identifierField),
  notes: z.optional(notesField),
});

export const clientIdParams = z.object({
  clientId: z.string({ error: 'Client not found' }).check(z.regex(/^[0-9a-f-]{36}$/, 'Client not found')),
});

/** A client as the therapist's dashboard sees it: metrics, never conversation content. */
export interface PracticeClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  clientIdentifier: string | null;
  notes: string | null;
  isActive: boolean;
  totalSessions: number;
  lastSessionDate: string | null;
  invitedAt: string | null;
  hasAccount: boolean;
  createdAt: string;
}

export interface ClientList {
  clients: PracticeClient[];
}
