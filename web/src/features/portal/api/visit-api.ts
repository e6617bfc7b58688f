import type { PortalVisit } from '#shared/api/schemas/portal-visit.ts';
import { api } from '#web/lib/api-client.ts';

const FIRST_VISIT: PortalVisit = { visit: 'first', name: null, lastSessionAt: null, knownSessionIds: [] };

/** Whether the sessions this browser holds make this a return; with none there is nothing to ask. */
export async function recogniseVisit(subdomain: string, sessionIds: string[]): Promise<PortalVisit> {
  if (sessionIds.length === 0) return FIRST_VISIT;
  try {
    return await api('POST /api/white-label/visit', { body: { subdomain, sessionIds } });
  } catch {
    // Not knowing only means the greeting is a first visit's.
    return FIRST_VISIT;
  }
}
