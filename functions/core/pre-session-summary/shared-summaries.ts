/**
 * Reading and withdrawing shared pre-session summaries: no model, no screen, only the stored items
 * (so the routes that only read or withdraw stay small).
 */
import { getClient } from '#functions/core/db/repositories/clients-repository.ts';
import {
  deleteSharedSummary,
  listSharedSummariesOfClient,
  type SharedSummaryRecord,
} from '#functions/core/db/repositories/pre-session-summaries-repository.ts';
import type { ClientInPractice } from '#functions/core/portal/client-portal.ts';
import { type SharedSummary, summaryMessages } from '#shared/api/schemas/pre-session-summary.ts';
import { AppError } from '#shared/errors.ts';

/** A stored summary as the client and their therapist read it: dated, nothing else added. */
export const toShared = (record: SharedSummaryRecord): SharedSummary => ({
  id: record.id,
  sharedAt: record.sharedAt,
  periodStart: record.periodStart,
  periodEnd: record.periodEnd,
  parts: record.parts,
});

/** The client's own shared summaries, newest first. */
export async function summariesOfClient(who: ClientInPractice): Promise<SharedSummary[]> {
  return (await listSharedSummariesOfClient(who.practice.id, who.client.id)).map(toShared);
}

/** Withdraws a shared summary: it is deleted, and the therapist can no longer read it. */
export async function withdrawSummary(who: ClientInPractice, summaryId: string): Promise<void> {
  if (!(await deleteSharedSummary(who.practice.id, who.client.id, summaryId))) {
    throw new AppError('NOT_FOUND', summaryMessages.notFound);
  }
}

/** What a therapist reads of one client of their practice: the summaries shared, dated. Nothing else. */
export async function summariesSharedWithTherapist(
  tenantId: string,
  clientId: string,
): Promise<SharedSummary[]> {
  const [client, summaries] = await Promise.all([
    getClient(tenantId, clientId),
    listSharedSummariesOfClient(tenantId, clientId),
  ]);
  if (!client) throw new AppError('NOT_FOUND', 'Client not found');
  return summaries.map(toShared);
}
