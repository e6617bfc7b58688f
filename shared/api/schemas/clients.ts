import * as z from 'zod/mini';
import { messages, nameField } from './fields';
import { timestampField } from './reply-parts';

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
export const clientStatusField = z.enum(['active', 'invited', 'not-joined', 'inactive']);
export type ClientStatus = z.output<typeof clientStatusField>;

/** A client as the therapist's dashboard sees it: metrics, never conversation content. */
export const practiceClientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  clientIdentifier: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  /** Not deactivated: the client holds one of the plan's seats. See `status` for whether they joined. */
  isActive: z.boolean(),
  status: clientStatusField,
  totalSessions: z.number(),
  lastSessionDate: z.nullable(timestampField),
  invitedAt: z.nullable(timestampField),
  hasAccount: z.boolean(),
  createdAt: timestampField,
});
export type PracticeClient = z.output<typeof practiceClientSchema>;

/** One session of a client, as the therapist may see it: when, how long, how rated; never the text. */
export const clientSessionSummarySchema = z.object({
  startedAt: timestampField,
  durationMinutes: z.number(),
  messageCount: z.number(),
  kind: z.enum(['chat', 'journal']),
  rating: z.nullable(z.number()),
  flaggedForReview: z.boolean(),
});
export type ClientSessionSummary = z.output<typeof clientSessionSummarySchema>;

/** A client's session metrics (the Metrics button): counts, lengths, dates and ratings only. */
export const clientSessionMetricsSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  status: clientStatusField,
  sessionCount: z.number(),
  totalMinutes: z.number(),
  averageMinutes: z.nullable(z.number()),
  firstSessionAt: z.nullable(timestampField),
  lastSessionAt: z.nullable(timestampField),
  ratings: z.object({ average: z.nullable(z.number()), count: z.number() }),
  /** The most recent sessions, newest first (at most CLIENT_METRICS_RECENT_SESSIONS). */
  recentSessions: z.array(clientSessionSummarySchema),
});
export type ClientSessionMetrics = z.output<typeof clientSessionMetricsSchema>;

export const CLIENT_METRICS_RECENT_SESSIONS = 20;

export const clientListSchema = z.object({ clients: z.array(practiceClientSchema) });
export type ClientList = z.output<typeof clientListSchema>;
