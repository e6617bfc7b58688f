import { putItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';

let counter = 0;

/**
 * A practice as the portal's turn reads it, held in memory only (a turn needs no stored profile):
 * its own tenant id each time, in California, so its clients chat with the assistant.
 */
export function practiceRecord(overrides: Partial<TherapistRecord> = {}): TherapistRecord {
  counter += 1;
  return {
    id: `tenant-${counter}-${Date.now()}`,
    firstName: 'Harper',
    lastName: 'Quill',
    licenseState: 'CA',
    ...overrides,
  } as unknown as TherapistRecord;
}

/** A client of the practice, stored as the portal's turn reads one (Jonah, no account details). */
export async function storeClientRecord(tenantId: string, clientId: string): Promise<void> {
  await putItem({
    ...keys.client(tenantId, clientId),
    type: 'client',
    id: clientId,
    tenantId,
    firstName: 'Jonah',
  });
}
