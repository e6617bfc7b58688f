import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { createLocalServer } from '#infra/local/local-server.ts';
import { assertDeclaredResponse } from './declared-responses';

/**
 * Integration tests call the API over real HTTP through the local runtime: the same route table,
 * API Gateway event and handler modules as `npm start` and the deployed Lambdas. Every success
 * body is checked against its endpoint's declared response schema (declared-responses.ts).
 */
export interface ApiReply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as it is; bytes go without the Content-Type fetch adds to a string body. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  /** The app's own origin for this runtime (http://localhost:{port}), once it listens. */
  readonly origin: string;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<ApiReply<T>>;
}

export function startTestApi(): TestApi {
  let baseUrl = '';
  let origin = '';
  const server = createLocalServer({ kind: 'none' });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
    // As in `npm start`: the app's own origin is this runtime on localhost.
    origin = `http://localhost:${port}`;
    process.env.APP_ORIGIN = origin;
    resetServerConfig();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    get origin() {
      return origin;
    },
    async call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiReply<T>> {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.cookie) headers.cookie = options.cookie;
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: keep the text.
      }
      // Every success body is held against the response schema its endpoint declares.
      await assertDeclaredResponse(
        method,
        path,
        response.status,
        response.headers.get('content-type') ?? '',
        parsed,
      );
      return { status: response.status, headers: response.headers, body: parsed as T, text };
    },
  };
}

let counter = 0;
/** A unique, valid email for a test. */
export function uniqueEmail(label = 'member'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Distinct caller addresses, so per-address limits in one test do not touch another. */
export function fromAddress(address: string): Record<string, string> {
  return { 'cloudfront-viewer-address': `${address}:443` };
}

/**
 * Caller headers from a new address of the network `prefix` (`${prefix}.1`, `${prefix}.2`, ...)
 * at each call, so per-address limits in one test never touch another.
 */
export function addressesIn(prefix: string): () => Record<string, string> {
  let used = 0;
  return () => {
    used += 1;
    return fromAddress(`${prefix}.${used % 250}`);
  };
}
