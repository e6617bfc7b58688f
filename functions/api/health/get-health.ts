import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { healthReplySchema } from '#shared/api/schemas/site.ts';

export const handler = defineEndpoint('GET /api/health', { response: healthReplySchema }, async () =>
  ok({ status: 'ok' }),
);
