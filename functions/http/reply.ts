/**
 * What an endpoint returns; the HTTP stack turns it into API Gateway's proxy result. `Body` is the
 * JSON body's type: `defineEndpoint` holds it to the endpoint's declared response schema.
 */
export interface HttpReply<Body = unknown> {
  status: number;
  body?: Body;
  headers?: Record<string, string>;
  cookies?: string[];
  /** A streamed body (Server-Sent Events), for routes the table marks `stream: true`. */
  stream?: NodeJS.ReadableStream;
  /** A non-JSON body sent as it is (for example a Markdown download). */
  text?: { contentType: string; content: string; fileName?: string };
}

export function ok<Body>(body: Body, extras: Omit<HttpReply, 'status' | 'body'> = {}): HttpReply<Body> {
  return { status: 200, body, ...extras };
}

export function created<Body>(body: Body, extras: Omit<HttpReply, 'status' | 'body'> = {}): HttpReply<Body> {
  return { status: 201, body, ...extras };
}

export function noContent(extras: Omit<HttpReply, 'status' | 'body'> = {}): HttpReply<never> {
  return { status: 204, ...extras };
}
