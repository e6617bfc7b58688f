import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { assertDeclaredResponse, undeclaredFields } from '#functions/test-support/declared-responses.ts';
import { loadEndpointContracts } from '#infra/openapi/endpoint-contracts.ts';
import { type ContractKey, type RouteContract, routeContracts } from '#shared/api/route-contracts.ts';
import { type RouteKey, routeKey } from '#shared/api/routes.ts';

describe('response contracts', () => {
  it('every handler in the route table declares the schema of its success body', async () => {
    const contracts = await loadEndpointContracts();
    const without = contracts.filter((contract) => !contract.response).map((c) => routeKey(c.route));
    // Named, so the failure says which handlers to finish.
    expect(without).toEqual([]);
  });

  it('the browser reads each route with the very schemas its handler declares (shared/api/route-contracts.ts)', async () => {
    const contracts = await loadEndpointContracts();
    const drifted = contracts.flatMap((contract) => {
      const key = routeKey(contract.route) as RouteKey;
      const shared: RouteContract | undefined = routeContracts[key as ContractKey];
      if (!shared) return [`${key}: missing from shared/api/route-contracts.ts`];
      return (['body', 'query', 'response', 'streamStart'] as const)
        .filter((part) => contract[part] !== shared[part])
        .map((part) => `${key}: ${part}`);
    });
    expect(drifted).toEqual([]);
  });

  it('the integration check refuses an answer that breaks its schema, naming the endpoint', async () => {
    // GET /api/health declares { status: 'ok' }: a number there is refused.
    await expect(
      assertDeclaredResponse('GET', '/api/health', 200, 'application/json', { status: 42 }),
    ).rejects.toThrow(/GET \/api\/health answered 200: its declared schema refuses it/);
  });

  it('the integration check refuses fields the schema does not name, and lets errors pass', async () => {
    await expect(
      assertDeclaredResponse('GET', '/api/health', 200, 'application/json; charset=utf-8', {
        status: 'ok',
        secret: 'x',
      }),
    ).rejects.toThrow(
      /GET \/api\/health answered 200: it has fields its declared schema does not name: secret/,
    );
    await expect(
      assertDeclaredResponse('GET', '/api/health', 500, 'application/json', { message: 'down' }),
    ).resolves.toBeUndefined();
  });

  it('the integration check holds a stream’s `start` and `done` events to their schemas', async () => {
    const start = 'event: start\ndata: {"sessionId":"01J"}\n\n';
    const token = 'event: token\ndata: {"text":"Hel"}\n\n';
    await expect(
      assertDeclaredResponse('POST', '/api/white-label/chat', 200, 'text/event-stream', start + token),
    ).resolves.toBeUndefined();
    const badDone = 'event: done\ndata: {"messageId":"m1"}\n\n';
    await expect(
      assertDeclaredResponse('POST', '/api/white-label/chat', 200, 'text/event-stream', start + badDone),
    ).rejects.toThrow(
      /POST \/api\/white-label\/chat streamed a `done` event: its declared schema refuses it/,
    );
    const extraStart = 'event: start\ndata: {"sessionId":"01J","visitorAddress":"x"}\n\n';
    await expect(
      assertDeclaredResponse('POST', '/api/white-label/chat', 200, 'text/event-stream', extraStart),
    ).rejects.toThrow(/does not name: visitorAddress/);
  });

  it('names undeclared fields by their path, in nested objects and arrays', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.string() })) });
    const sent = { items: [{ id: 'a' }, { id: 'b', email: 'b@example.com' }], total: 2 };
    expect(undeclaredFields(sent, z.parse(schema, sent))).toEqual(['items[1].email', 'total']);
  });
});
