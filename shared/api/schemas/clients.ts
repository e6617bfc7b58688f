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

/**
 * Where a client stands with the practice. Only a client who has accepted (an account in the
 * portal) and is not deactivated is 'active'; one added by the therapist waits as 'invited' (a
 * sign-up link was mailed) or 'not-joined' (no invitation yet); 'inactive' was deactivated.
 */
export type ClientStatus = 'active' | 'invited' | 'not-joined' | 'inactive';

/** A client as the therapist's dashboard sees it: metrics, never conversation content. */
export interface PracticeClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  clientIdentifier: string | null;
  notes: string | null;
  /** Not deactivated: the client holds one of the plan's seats. See `status` for whether they joined. */
  isActive: boolean;
  status: ClientStatus;
  totalSessions: number;
  lastSessionDate: string | null;
  invitedAt: string | null;
  hasAccount: boolean;
  createdAt: string;
}

/** One session of a client, as the therapist may see it: when, how long, how rated; never the text. */
export interface ClientSessionSummary {
  startedAt: string;
  durationMinutes: number;
  messageCount: number;
  kind: 'chat' | 'journal';
  rating: number | null;
  flaggedForReview: boolean;
}

/** A client's session metrics (the Metrics button): counts, lengths, dates and ratings only. */
export interface ClientSessionMetrics {
  clientId: string;
  clientName: string;
  status: ClientStatus;
  sessionCount: number;
  totalMinutes: number;
  averageMinutes: number | null;
  firstSessionAt: string | null;
  lastSessionAt: string | null;
  ratings: { average: number | null; count: number };
  /** The most recent sessions, newest first (at most CLIENT_METRICS_RECENT_SESSIONS). */
  recentSessions: ClientSessionSummary[];
}

export const CLIENT_METRICS_RECENT_SESSIONS = 20;

export interface ClientList {
  clients: PracticeClient[];
}
