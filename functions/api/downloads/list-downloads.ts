import { listDownloadLibrary } from '#functions/core/downloads/download-library.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { downloadListResponseSchema } from '#shared/api/schemas/downloads.ts';

/**
 * The downloads library, for everyone: titles, descriptions, file type and size, the tier that
 * opens each item and its download count. Public, so it never reads a session: the web marks what
 * the signed-in member's tier opens.
 */
export const handler = defineEndpoint(
  'GET /api/downloads',
  { response: downloadListResponseSchema },
  async () => ok(await listDownloadLibrary()),
);
