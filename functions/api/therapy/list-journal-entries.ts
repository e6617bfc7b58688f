import { clientInPractice } from '#functions/core/portal/client-portal.ts';
import { assertJournalPractice, listJournalEntries } from '#functions/core/portal/private-journal.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { journalEntryListSchema } from '#shared/api/schemas/portal.ts';

/** The client's private journal, newest first. */
export const handler = defineEndpoint(
  'GET /api/therapy/journal',
  { response: journalEntryListSchema },
  async ({ session }) => {
    const who = await clientInPractice(session);
    assertJournalPractice(who);
    return ok({ entries: await listJournalEntries(who) });
  },
);
