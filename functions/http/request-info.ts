import { isIP } from 'node:net';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { normalizeCountryCode } from '#shared/domain/crisis-resources.ts';
import { parseCookies } from './cookies';

/**
 * CloudFront adds this header, with a value only it and the API know (the origin-verify secret),
 * to every `/api` request it forwards. See caller-address.ts.
 */
export const ORIGIN_VERIFY_HEADER = 'x-mirrorwell-origin-verify';

export interface RequestInfo {
  requestId: string;
  /** The address API Gateway saw (CloudFront's edge, when the request came through it). */
  sourceIp: string;
  /**
   * CloudFront's `CloudFront-Viewer-Address`, as sent. Anyone can send this header: only
   * `callerAddress()` decides whether to believe it.
   */
  viewerAddress: string | undefined;
  /**
   * CloudFront's `CloudFront-Viewer-Country` (ISO 3166-1 alpha-2, upper case): which country's crisis
   * lines a person is shown. Two letters or nothing; anyone could send it, and it decides only that.
   */
  viewerCountry?: string | undefined;
  /** The origin-verify header CloudFront adds (see caller-address.ts), as sent. */
  originVerify: string | undefined;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  bearerToken: string | undefined;
  acceptsEventStream: boolean;
  /**
   * When API Gateway received the request (ms since the epoch): its 29 s run from here, so a chat
   * turn measures its reply's budget from it. Undefined where the event does not say.
   */
  receivedAt?: number | undefined;
}

/** The gateway's own clock, believed only when it is a moment in the last minute. */
function receivedAtOf(event: APIGatewayProxyEvent, now: number): number | undefined {
  const epoch = event.requestContext?.requestTimeEpoch;
  if (typeof epoch !== 'number' || !Number.isFinite(epoch)) return undefined;
  return epoch <= now && epoch > now - 60_000 ? epoch : undefined;
}

/** Headers are lower-cased by the header normalizer before this runs. */
export function readRequestInfo(event: APIGatewayProxyEvent): RequestInfo {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  const cookieHeaders = [
    ...(event.multiValueHeaders?.cookie ?? event.multiValueHeaders?.Cookie ?? []),
    ...(headers.cookie && !event.multiValueHeaders?.cookie ? [headers.cookie] : []),
  ].filter((value): value is string => typeof value === 'string');
  const authorization = headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
  return {
    requestId: event.requestContext?.requestId ?? 'unknown',
    sourceIp: event.requestContext?.identity?.sourceIp ?? 'unknown',
    viewerAddress: viewerAddress(headers),
    viewerCountry: normalizeCountryCode(headers['cloudfront-viewer-country']),
    originVerify: headers[ORIGIN_VERIFY_HEADER],
    headers,
    cookies: parseCookies(cookieHeaders),
    bearerToken: bearer || undefined,
    acceptsEventStream: (headers.accept ?? '').includes('text/event-stream'),
    receivedAt: receivedAtOf(event, Date.now()),
  };
}

/** Longer than any address and port CloudFront writes (`[` + 45-character IPv6 + `]:65535`). */
const MAX_VIEWER_ADDRESS_LENGTH = 64;

/**
 * `CloudFront-Viewer-Address: 203.0.113.9:46532` or `[2001:db8::1]:46532`. Anything that is not an
 * IP address and port is ignored (the caller is then counted by the address API Gateway saw), so a
 * forged or over-long value never reaches a rate-limit key.
 */
function viewerAddress(headers: Record<string, string>): string | undefined {
  const value = headers['cloudfront-viewer-address'];
  if (!value || value.length > MAX_VIEWER_ADDRESS_LENGTH) return undefined;
  const lastColon = value.lastIndexOf(':');
  const address = (lastColon > 0 ? value.slice(0, lastColon) : value).replace(/^\[|\]$/g, '');
  return isIP(address) ? address : undefined;
}
