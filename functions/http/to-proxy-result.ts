import type { APIGatewayProxyResult } from 'aws-lambda';
import type { HttpReply } from './reply';

/** Replies are JSON, never cached; several cookies go out as multi-value Set-Cookie headers. */
export function toProxyResult(reply: HttpReply, requestId: string): APIGatewayProxyResult {
  const hasBody = reply.body !== undefined && reply.status !== 204;
  return {
    statusCode: reply.status,
    headers: {
      ...(hasBody ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Cache-Control': 'no-store',
      'X-Request-Id': requestId,
      ...reply.headers,
    },
    ...(reply.cookies && reply.cookies.length > 0
      ? { multiValueHeaders: { 'Set-Cookie': reply.cookies } }
      : {}),
    body: hasBody ? JSON.stringify(reply.body) : '',
  };
}
