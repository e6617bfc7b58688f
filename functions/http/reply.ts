/** What an endpoint returns; the HTTP stack turns it into API Gateway's proxy result. */
export interface HttpReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
  /** A streamed body (Server-Sent Events), for routes the table marks `stream: true`. */
  stream?: NodeJS.ReadableStream;
  /** A non-JSON body sent as it is (for example a Markdown download). */
  text?: { contentType: string; content: string; fileName?: string };
}

export function ok(body: unknown, extras: Omit<HttpReply, 'status' | 'body'> = {}): HttpReply {
  return { status: 200, body, ...extras };
}

export function created(body: unknown, extras: Omit<HttpReply, 'status' | 'body'> = {}): HttpReply {
  return { status: 201, body, ...extras };
}

export function noContent(extras: Omit<HttpReply, 'status' | 'body'> = {}): HttpReply {
  return { status: 204, ...extras };
}
