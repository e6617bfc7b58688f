import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { readRequestInfo } from './request-info';

function eventWith(headers: Record<string, string>): APIGatewayProxyEvent {
  return {
    headers,
    multiValueHeaders: {},
    requestContext: { requestId: 'r1' },
  } as unknown as APIGatewayProxyEvent;
}

describe("the viewer's country", () => {
  it('is read from CloudFront-Viewer-Country, in capitals', () => {
    expect(readRequestInfo(eventWith({ 'CloudFront-Viewer-Country': 'GB' })).viewerCountry).toBe('GB');
    expect(readRequestInfo(eventWith({ 'cloudfront-viewer-country': 'nz' })).viewerCountry).toBe('NZ');
  });

  it('is nothing unless the header holds two letters', () => {
    for (const value of ['', 'G', 'GBR', '12', 'G1', 'GB; drop', ' ']) {
      expect(readRequestInfo(eventWith({ 'CloudFront-Viewer-Country': value })).viewerCountry, value).toBe(
        undefined,
      );
    }
    expect(readRequestInfo(eventWith({})).viewerCountry).toBeUndefined();
  });
});

describe('when the request arrived', () => {
  const arrivedAt = (requestTimeEpoch: unknown) =>
    readRequestInfo({
      headers: {},
      multiValueHeaders: {},
      requestContext: { requestId: 'r1', requestTimeEpoch },
    } as unknown as APIGatewayProxyEvent).receivedAt;

  it("is API Gateway's own time, from which its 29 s run", () => {
    const epoch = Date.now() - 3_000;
    expect(arrivedAt(epoch)).toBe(epoch);
  });

  it('is nothing when the time is missing, in the future or older than a minute', () => {
    expect(arrivedAt(undefined)).toBeUndefined();
    expect(arrivedAt('1700000000000')).toBeUndefined();
    expect(arrivedAt(Date.now() + 60_000)).toBeUndefined();
    expect(arrivedAt(Date.now() - 120_000)).toBeUndefined();
  });
});
