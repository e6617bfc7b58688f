import { clientInPractice } from '#functions/core/portal/client-portal.ts';
import { addJournalEntry } from '#functions/core/portal/private-journal.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { journalEntrySchema, savedJournalEntrySchema } from '#shared/api/schemas/portal.ts';

/** A private journal entry: screened for risk, kept, shown back; never answered by an AI. */
export const handler = defineEndpoint(
  'POST /api/therapy/journal',
  { body: journalEntrySchema, response: savedJournalEntrySchema },
  async ({ body, session, request }) =>
    created(
      await addJournalEntry(await clientInPractice(session), {
        ...body,
        viewerCountry: request.viewerCountry,
      }),
    ),
);
