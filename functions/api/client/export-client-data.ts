import { exportClientData } from '#functions/core/clients/client-data.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientExportSchema } from '#shared/api/schemas/client-account.ts';

/** The client's own data in their practice, as a JSON download. */
export const handler = defineEndpoint(
  'GET /api/client/export',
  { response: clientExportSchema },
  async ({ session }) => {
    const data = await exportClientData({ tenantId: session.tenantId, clientId: session.subjectId });
    const date = data.exportedAt.slice(0, 10);
    return ok(data, {
      headers: { 'Content-Disposition': `attachment; filename="mirrorwell-client-export-${date}.json"` },
    });
  },
);
