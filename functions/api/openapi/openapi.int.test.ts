import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startTestApi } from '#functions/test-support/test-api.ts';

const api = startTestApi();
const committed = JSON.parse(readFileSync(new URL('./openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

describe('GET /api/openapi.json', () => {
  it('serves the generated OpenAPI 3.1 document to anyone, cacheable for a day', async () => {
    const reply = await api.call<{ openapi: string; info: { title: string }; paths: object }>(
      'GET',
      '/api/openapi.json',
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(reply.body.openapi).toBe('3.1.0');
    expect(reply.body.info.title).toBe('Mirrorwell API');
    expect(reply.body).toEqual(committed);
    expect(Object.keys(reply.body.paths)).toContain('/api/openapi.json');
  });

  it('is read-only', async () => {
    const reply = await api.call('POST', '/api/openapi.json', { body: {} });
    expect(reply.status).toBe(405);
  });
});
