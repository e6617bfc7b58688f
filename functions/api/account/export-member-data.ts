import { exportAsMarkdown, exportMemberData } from '#functions/core/accounts/member-data.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { exportQuerySchema } from '#shared/api/schemas/chat.ts';
import { memberExportSchema } from '#shared/api/schemas/member-export.ts';

/** All of the member's data: JSON by default, or `?format=markdown` for a readable journal. */
export const handler = defineEndpoint(
  'GET /api/me/export',
  { query: exportQuerySchema, response: memberExportSchema },
  async ({ query, session }) => {
    const data = await exportMemberData(session.subjectId);
    const date = data.exportedAt.slice(0, 10);
    if (query.format === 'markdown') {
      return {
        status: 200,
        text: {
          contentType: 'text/markdown; charset=utf-8',
          content: exportAsMarkdown(data),
          fileName: `mirrorwell-journal-${date}.md`,
        },
      };
    }
    return ok(data, {
      headers: { 'Content-Disposition': `attachment; filename="mirrorwell-export-${date}.json"` },
    });
  },
);
