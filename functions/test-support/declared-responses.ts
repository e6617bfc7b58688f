import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import type { EndpointContract } from '#functions/http/endpoint.ts';
import { matchRoute } from '#shared/api/routes.ts';

/**
 * Every answer an integration test receives is held against the response schema its endpoint
 * declares (`defineEndpoint(key, { response })`), so the contract the OpenAPI document and the
 * browser rely on is checked by every test that already exercises the endpoint. Only success
 * bodies in JSON are checked: errors have their own shape (shared/errors.ts) and a stream is
 * described by its events.
 */

const functionsDir = join(import.meta.dirname, '..', 'api');

async function declaredContract(handlerFile: string): Promise<EndpointContract | undefined> {
  // The same module URL the local runtime imports (infra/local/api-runtime.ts): one copy in memory.
  const module = (await import(pathToFileURL(join(functionsDir, `${handlerFile}.ts`)).href)) as {
    handler?: { contract?: EndpointContract };
  };
  return module.handler?.contract;
}

/**
 * The paths (`user.email`, `items[0].id`) of fields the answer has and the schema does not name.
 * Parsing drops such fields silently; a contract must name everything it sends.
 */
export function undeclaredFields(sent: unknown, declared: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(declared)) {
    return sent.flatMap((item, index) => undeclaredFields(item, declared[index], `${path}[${index}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(declared)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const inner = path ? `${path}.${key}` : key;
    if (!(key in declared)) return value === undefined ? [] : [inner];
    return undeclaredFields(value, declared[key], inner);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Throws, naming the endpoint and every disagreement, when a body breaks its schema. */
function assertMatches(what: string, schema: z.ZodMiniType, body: unknown): void {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    throw new Error(
      `${what}: its declared schema refuses it:\n${z.prettifyError(parsed.error)}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
  const extra = undeclaredFields(body, parsed.data);
  if (extra.length > 0) {
    throw new Error(`${what}: it has fields its declared schema does not name: ${extra.join(', ')}`);
  }
}

/** The `start` and `done` events of a stream, held against `streamStart` and the response schema. */
function assertDeclaredEvents(endpoint: string, contract: EndpointContract, text: string): void {
  for (const block of text.split('\n\n')) {
    const name = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    const schema = name === 'start' ? contract.streamStart : name === 'done' ? contract.response : undefined;
    if (schema && data !== undefined)
      assertMatches(`${endpoint} streamed a \`${name}\` event`, schema, JSON.parse(data));
  }
}

/**
 * Throws, naming the endpoint and every disagreement, when a success body (or a streamed `start`
 * or `done` event) breaks the contract its endpoint declares.
 */
export async function assertDeclaredResponse(
  method: string,
  url: string,
  status: number,
  contentType: string,
  body: unknown,
): Promise<void> {
  if (status < 200 || status >= 300 || status === 204) return;
  const streamed = contentType.includes('text/event-stream');
  if (!streamed && !contentType.includes('application/json')) return;
  const match = matchRoute(method, new URL(url, 'http://local').pathname);
  if (match.kind !== 'found') return;
  const contract = await declaredContract(match.route.handler);
  const endpoint = `${match.route.method} ${match.route.path}`;
  if (streamed) {
    if (contract && typeof body === 'string') assertDeclaredEvents(endpoint, contract, body);
    return;
  }
  // A missing schema is the contract test's to report (functions/http/response-contracts.test.ts).
  if (!contract?.response) return;
  assertMatches(`${endpoint} answered ${status}`, contract.response, body);
}
