import type { APIGatewayProxyEvent } from 'aws-lambda';
import { parseCookies } from './cookies';

export interface RequestInfo {
  requestId: string;
  /** The caller's address: CloudFront's viewer address when present, else API Gateway's. */
  sourceAddress: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  bearerToken: string | undefined;
  acceptsEventStream: boolean;
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
    sourceAddress: viewerAddress(headers) ?? event.requestContext?.identity?.sourceIp ?? 'unknown',
    headers,
    cookies: parseCookies(cookieHeaders),
    bearerToken: bearer || undefined,
    acceptsEventStream: (headers.accept ?? '').includes('text/event-stream'),
  };
}

/** `CloudFront-Viewer-Address: 203.0.113.9:46532` or `[2001:db8::1]:46532`. */
function viewerAddress(headers: Record<string, string>): string | undefined {
  const value = headers['cloudfront-viewer-address'];
  if (!value) return undefined;
  const lastColon = value.lastIndexOf(':');
  const address = lastColon > 0 ? value.slice(0, lastColon) : value;
  return address.replace(/^\[|\]$/g, '') || undefined;
}
