import { clientInPractice } from '#functions/core/portal/client-portal.ts';
import { assertJournalPractice, listJournalEntries } from '#functions/core/portal/private-journal.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

/** The client's private journal, newest first. */
export const handler = defineEndpoint('GET /api/therapy/journal', {}, async ({ session }) => {
  const who = await clientInPractice(session);
  assertJournalPractice(who);
  return ok({ entries: await listJournalEntries(who) });
});
