/** What an endpoint returns; the HTTP stack turns it into API Gateway's proxy result. */
export interface HttpReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
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
