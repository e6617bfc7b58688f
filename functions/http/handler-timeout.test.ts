import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from '#infra/local/api-gateway-event.ts';
import { findRoute } from '#shared/api/routes.ts';
import { defineEndpoint, OUT_OF_TIME_MESSAGE, OUT_OF_TIME_RETRY_AFTER_SECONDS } from './endpoint';

/** A Lambda context with `remainingMs` left before Lambda stops the function. */
function contextWith(remainingMs: number): Context {
  const deadline = Date.now() + remainingMs;
  return { getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()) } as Context;
}

const modesEvent = () =>
  toApiGatewayEvent(
    { method: 'GET', url: '/api/modes', headers: {}, body: Buffer.alloc(0), sourceIp: '203.0.113.5' },
    findRoute('GET /api/modes'),
    {},
  );

describe('a handler that runs out of time', () => {
  it('answers 503 with Retry-After and a message saying when to try again, never a 500', async () => {
    const slow = defineEndpoint('GET /api/modes', {}, async () => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      return { status: 200, body: [] };
    });
    const started = Date.now();
    const reply = await slow(modesEvent(), contextWith(600));
    expect(Date.now() - started).toBeLessThan(600);
    expect(reply.statusCode).toBe(503);
    expect(reply.headers?.['Retry-After']).toBe(String(OUT_OF_TIME_RETRY_AFTER_SECONDS));
    expect(JSON.parse(reply.body)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: OUT_OF_TIME_MESSAGE,
      retryAfterSeconds: OUT_OF_TIME_RETRY_AFTER_SECONDS,
    });
  });

  it('answers as usual when the handler finishes in time', async () => {
    const quick = defineEndpoint('GET /api/modes', {}, async () => ({ status: 200, body: [] }));
    const reply = await quick(modesEvent(), contextWith(600));
    expect(reply.statusCode).toBe(200);
  });
});
