import { exportQuerySchema } from '../../../shared/api/schemas/chat';
import { exportAsMarkdown, exportMemberData } from '../../core/accounts/member-data';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

/** All of the member's data: JSON by default, or `?format=markdown` for a readable journal. */
export const handler = defineEndpoint(
  'GET /api/me/export',
  { query: exportQuerySchema },
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
