import * as z from 'zod/mini';
import { practicePathSchema, sessionIdField } from './portal';

/**
 * Whether a portal visitor has talked with this practice's assistant before. A browser keeps the
 * sessions it started with a practice (their ids carry the secret only that browser holds) and
 * asks with them; the server answers only from the sessions it can verify.
 */
export const PORTAL_VISIT_MAX_SESSIONS = 20;

export const portalVisitRequestSchema = z.object({
  subdomain: practicePathSchema.shape.subdomain,
  sessionIds: z
    .array(sessionIdField, { error: 'Earlier sessions must be a list of session ids' })
    .check(
      z.maxLength(
        PORTAL_VISIT_MAX_SESSIONS,
        `At most ${PORTAL_VISIT_MAX_SESSIONS} earlier sessions can be named`,
      ),
    ),
});
export type PortalVisitRequest = z.output<typeof portalVisitRequestSchema>;

export const portalVisitSchema = z.object({
  /** 'returning' when at least one earlier session with a message is theirs. */
  visit: z.enum(['first', 'returning']),
  /** The name they gave in their latest earlier session, if any. */
  name: z.nullable(z.string()),
  /** When their latest earlier session last had a message. */
  lastSessionAt: z.nullable(z.string()),
  /** The ids of the named sessions that are theirs, for the browser to keep (the others are forgotten). */
  knownSessionIds: z.array(z.string()),
});
export type PortalVisit = z.output<typeof portalVisitSchema>;
