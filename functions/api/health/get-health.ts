import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

export const handler = defineEndpoint('GET /api/health', {}, async () => ok({ status: 'ok' }));
