import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { openApiDocumentSchema } from '#shared/api/schemas/openapi.ts';
// Written at build by `npm run openapi` (infra/openapi/generate-openapi.ts) and bundled into this
// Lambda; a unit test fails when it no longer matches the route table and the contracts.
import openApiDocument from './openapi.json' with { type: 'json' };

/** It changes only with a deployment: browsers and tools may keep it for a day. */
const CACHE_SECONDS = 86_400;

/** The API's OpenAPI 3.1 document, for generating clients and for tools. */
export const handler = defineEndpoint(
  'GET /api/openapi.json',
  { response: openApiDocumentSchema },
  async () => ok(openApiDocument, { headers: { 'Cache-Control': `public, max-age=${CACHE_SECONDS}` } }),
);
