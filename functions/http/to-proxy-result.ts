import type { APIGatewayProxyResult } from 'aws-lambda';
import { withSessionHints } from './cookies';
import type { HttpReply } from './reply';

/**
 * Replies are JSON (or a given text type, or a stream), never cached; several cookies go out as
 * multi-value Set-Cookie headers, each session cookie with its readable sign-in hint.
 */
export function toProxyResult(reply: HttpReply, requestId: string): APIGatewayProxyResult {
  const hasJson = reply.body !== undefined && reply.status !== 204;
  const text = reply.text;
  const contentHeaders: Record<string, string> = text
    ? {
        'Content-Type': text.contentType,
        ...(text.fileName ? { 'Content-Disposition': `attachment; filename="${text.fileName}"` } : {}),
      }
    : hasJson
      ? { 'Content-Type': 'application/json; charset=utf-8' }
      : {};
  return {
    statusCode: reply.status,
    headers: { ...contentHeaders, 'Cache-Control': 'no-store', 'X-Request-Id': requestId, ...reply.headers },
    ...(reply.cookies && reply.cookies.length > 0
      ? { multiValueHeaders: { 'Set-Cookie': withSessionHints(reply.cookies) } }
      : {}),
    // A streamed body goes to Lambda response streaming as it is (routes marked `stream`, see endpoint.ts).
    body: (reply.stream ?? (text ? text.content : hasJson ? JSON.stringify(reply.body) : '')) as string,
  };
}
