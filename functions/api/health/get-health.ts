import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint('GET /api/health', {}, async () => ok({ status: 'ok' }));
