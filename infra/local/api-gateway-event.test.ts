import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from './api-gateway-event';

describe('the local API Gateway event', () => {
  it('carries what the deployed handler reads: resource, params, query, headers, cookies, body, context', () => {
    const event = toApiGatewayEvent(
      {
        method: 'post',
        url: '/api/conversations/abc/messages?cursor=x&tag=a&tag=b',
        headers: { 'content-type': 'application/json', cookie: 'a=1; b=2', 'user-agent': 'test' },
        body: Buffer.from('{"message":"hi"}'),
        sourceIp: '203.0.113.5',
      },
      {
        method: 'POST',
        path: '/api/conversations/{id}/messages',
        handler: 'x/y',
        access: 'member',
        uses: [],
      },
      { id: 'abc' },
    );
    expect(event).toMatchObject({
      resource: '/api/conversations/{id}/messages',
      path: '/api/conversations/abc/messages',
      httpMethod: 'POST',
      pathParameters: { id: 'abc' },
      queryStringParameters: { cursor: 'x', tag: 'b' },
      multiValueQueryStringParameters: { tag: ['a', 'b'] },
      body: '{"message":"hi"}',
      isBase64Encoded: false,
      requestContext: {
        identity: { sourceIp: '203.0.113.5' },
        resourcePath: '/api/conversations/{id}/messages',
      },
    });
    expect(event.headers.cookie).toBe('a=1; b=2');
    expect(event.requestContext.requestId).toMatch(/[0-9a-f-]{36}/);
  });

  it("passes CloudFront's viewer headers through as sent, so a test can be a visitor from anywhere", () => {
    const route = { method: 'POST', path: '/api/chat', handler: 'x/y', access: 'member', uses: [] } as const;
    const event = toApiGatewayEvent(
      {
        method: 'POST',
        url: '/api/chat',
        headers: { 'cloudfront-viewer-country': 'GB', 'cloudfront-viewer-address': '[2001:db8::1]:443' },
        body: Buffer.from(''),
        sourceIp: '::1',
      },
      route,
      {},
    );
    expect(event.headers['cloudfront-viewer-country']).toBe('GB');
    expect(event.headers['cloudfront-viewer-address']).toBe('[2001:db8::1]:443');
  });

  it('base64-encodes a binary body and leaves an empty one null', () => {
    const route = { method: 'POST', path: '/api/x', handler: 'x/y', access: 'public', uses: [] } as const;
    const binary = toApiGatewayEvent(
      {
        method: 'POST',
        url: '/api/x',
        headers: { 'content-type': 'image/png' },
        body: Buffer.from([0, 255]),
        sourceIp: '::1',
      },
      route,
      {},
    );
    expect(binary).toMatchObject({ body: 'AP8=', isBase64Encoded: true, pathParameters: null });
    const empty = toApiGatewayEvent(
      { method: 'POST', url: '/api/x', headers: {}, body: Buffer.alloc(0), sourceIp: '::1' },
      route,
      {},
    );
    expect(empty.body).toBeNull();
  });
});
