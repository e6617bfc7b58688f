import type { ErrorBody } from '#shared/errors.ts';

/*
 * Plain HTTP to the API, without SWR or React, so the landing's own small script can use it too.
 * api-client.ts builds the app's data reads and session handling on top of it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK response. `message` is exactly `'{status}: {body text}'` (the status text when the body
 * is empty); `body` is the parsed error body when the server sent JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ErrorBody).message === 'string') {
      return parsed as ErrorBody;
    }
  } catch {
    // A plain-text body stays available through `message`.
  }
  return null;
}

function requestInit(method: HttpMethod, body?: unknown): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  const init: RequestInit = { method, headers, credentials: 'include', cache: 'no-store' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}

/** How long a read started early waits to be taken before it is too old to stand for a new one. */
const EARLY_READ_LIFETIME_MS = 10_000;
const earlyReads = new Map<string, { startedAt: number; response: Promise<Response> }>();

/**
 * Sends these reads (GET) now, before the code that will ask for them has arrived, so a fresh load
 * waits for one round of requests instead of a chain of them. The first `apiRequest('GET', path)`
 * within 10 seconds takes the answer (once); later ones ask again, and so does every read after a
 * change (any other method): an answer from before a sign-in or a save may no longer be true.
 */
export function startEarlyReads(paths: readonly string[]): void {
  for (const path of paths) {
    if (earlyReads.has(path)) continue;
    const response = fetch(path, requestInit('GET'));
    // A failure is the taker's to handle; one nobody takes is not an unhandled rejection.
    response.catch(() => {});
    earlyReads.set(path, { startedAt: performance.now(), response });
  }
}

/** Drops the early reads nobody has taken yet (see startEarlyReads). */
export function forgetEarlyReads(): void {
  earlyReads.clear();
}

function takeEarlyRead(path: string): Promise<Response> | undefined {
  const read = earlyReads.get(path);
  if (!read) return undefined;
  earlyReads.delete(path);
  return performance.now() - read.startedAt <= EARLY_READ_LIFETIME_MS ? read.response : undefined;
}

/**
 * THE one way the browser talks HTTP. JSON content type only when there is a body, cookies
 * always (the session is an httpOnly cookie), never a cached answer.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const isRead = method === 'GET' && body === undefined;
  if (!isRead) forgetEarlyReads();
  const early = isRead ? takeEarlyRead(path) : undefined;
  const response = await (early ?? fetch(path, requestInit(method, body)));
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's human message, for toasts; `fallback` when there is none (network failure etc.). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.body?.message || fallback;
  return fallback;
}
