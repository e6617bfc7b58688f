import type { ClientRecord } from '#functions/core/db/repositories/clients-repository.ts';
import type { ClientStatus } from '#shared/api/schemas/clients.ts';

/**
 * Where a client stands: active only once they accepted (an account in the portal, through the
 * invitation or their own sign-up) and while the therapist has not deactivated them.
 */
export function clientStatusOf(
  client: Pick<ClientRecord, 'isActive' | 'accountId' | 'invitedAt'>,
): ClientStatus {
  if (!client.isActive) return 'inactive';
  if (client.accountId) return 'active';
  return client.invitedAt ? 'invited' : 'not-joined';
}

/** Whether a client counts among the practice's Active Clients. */
export function isActiveClient(client: Pick<ClientRecord, 'isActive' | 'accountId' | 'invitedAt'>): boolean {
  return clientStatusOf(client) === 'active';
}
