import { createDownloadLink } from '#functions/core/downloads/download-library.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { downloadLinkResponseSchema, downloadPathSchema } from '#shared/api/schemas/downloads.ts';

/**
 * A member's short-lived link (5 minutes) to one file of the library, when their tier includes the
 * item's; a lower tier gets a 403 naming the plan that opens it. Counts the download once.
 */
export const handler = defineEndpoint(
  'POST /api/downloads/{downloadId}',
  { params: downloadPathSchema, response: downloadLinkResponseSchema },
  async ({ params, session }) =>
    ok(
      await createDownloadLink(
        { memberId: session.subjectId, sessionId: session.sessionId },
        params.downloadId,
      ),
    ),
);
