import * as z from 'zod/mini';

/**
 * The outline of the API's OpenAPI 3.1 document (`GET /api/openapi.json`): what a client can rely
 * on before reading the rest. The document itself is generated from the route table and the zod
 * contracts (`npm run openapi`).
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.record(z.string(), z.unknown())),
});
