import { recogniseVisitor } from '#functions/core/portal/portal-visit.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { portalVisitRequestSchema, portalVisitSchema } from '#shared/api/schemas/portal-visit.ts';

/** Whether a visitor's browser holds earlier sessions of this practice: a first visit or a return. */
export const handler = defineEndpoint(
  'POST /api/white-label/visit',
  { body: portalVisitRequestSchema, response: portalVisitSchema },
  async ({ body }) => ok(await recogniseVisitor(body.subdomain, body.sessionIds)),
);
