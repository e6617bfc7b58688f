import { mutate } from 'swr';
import type { ContractKey as RouteKey } from '#shared/api/route-contracts.ts';
import { type Access, type HttpMethod, matchRoute, routeKey } from '#shared/api/routes.ts';
import { type ApiAnswer, type ApiArguments, checkedAnswer, pathOf } from './api-contract';
import { ApiError, apiRequest, forgetEarlyReads, isApiError } from './api-request';
import { forgetSessionHint, hasSessionHint, type SessionHintKind } from './session-hint';

/** The SWR key of the signed-in member; a 401 on any data read clears it. */
export const SESSION_KEY = '/api/auth/user';
/** The SWR key of the signed-in therapist; a 401 on any data read clears it too. */
export const THERAPIST_SESSION_KEY = '/api/therapist/me';
/** The SWR key of the signed-in client of a practice (its portal); a 401 on a client read clears it. */
export const CLIENT_SESSION_KEY = '/api/client/me';

export { type ApiAnswer, ApiContractError } from './api-contract';
export { ApiError, apiRequest, errorMessage, type HttpMethod, isApiError } from './api-request';

/**
 * THE typed call: `api('GET /api/therapist/clients')`, or with what the route takes,
 * `api('PATCH /api/therapist/clients/{clientId}', { params: { clientId }, body: { isActive } })`.
 * The options and the answer are typed from the route key; the answer is read by the route's
 * response schema, so one that does not fit is an `ApiContractError` naming the route.
 */
export async function api<K extends RouteKey>(key: K, ...[options]: ApiArguments<K>): Promise<ApiAnswer<K>> {
  const [method, pattern] = key.split(' ') as [HttpMethod, string];
  const { params, body, query } = (options ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: object;
  };
  return checkedAnswer(key, await apiRequest<unknown>(method, pathOf(pattern, params, query), body));
}

/**
 * A lost session (logged out, expired, or the account deleted), recognised by the error code the
 * server sends, never by the wording of its message.
 */
export function isSessionLost(error: unknown): boolean {
  return isApiError(error) && error.body?.code === 'UNAUTHENTICATED';
}

/** SWR keys are a path or path parts that are joined with '/'. */
export type DataKey = string | readonly string[];

const sessionKeyOfAccess: Record<Access, string> = {
  public: SESSION_KEY,
  member: SESSION_KEY,
  therapist: THERAPIST_SESSION_KEY,
  client: CLIENT_SESSION_KEY,
};

/** The route table's entry for a request, by its method and path (a query string is left aside). */
function routeOf(method: HttpMethod, path: string) {
  const match = matchRoute(method, path.split('?')[0] ?? path);
  return match.kind === 'found' ? match.route : undefined;
}

/** Which kind of account a read belongs to: the route's `access` in the route table. */
function sessionKeyOf(method: HttpMethod, path: string): string {
  return sessionKeyOfAccess[routeOf(method, path)?.access ?? 'member'];
}

/** A read's answer, checked by its route's response schema (a path outside the table is left as is). */
async function checkedRead<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const answer = await apiRequest<unknown>(method, path, body);
  const route = routeOf(method, path);
  return (await checkedAnswer(route ? (routeKey(route) as RouteKey) : '', answer)) as T;
}

const accountKindOfSessionKey: Record<string, SessionHintKind> = {
  [SESSION_KEY]: 'member',
  [THERAPIST_SESSION_KEY]: 'therapist',
  [CLIENT_SESSION_KEY]: 'client',
};

/** A read whose session is gone clears the cached member and yields `null` instead of failing. */
async function readUnlessSessionLost<T>(
  method: HttpMethod,
  path: string,
  read: () => Promise<T>,
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isSessionLost(error)) {
      // The session of the kind this read belongs to is forgotten. Each kind has its own cookie,
      // so a member read refused says nothing about a therapist's session, and the reverse.
      const key = sessionKeyOf(method, path);
      forgetSessionHint(accountKindOfSessionKey[key] ?? 'member');
      if (path !== key) await mutate(key, null, { revalidate: false });
      return null;
    }
    throw error;
  }
}

/**
 * The SWR fetcher for data reads (GET). "Who is signed in?" is asked only when the server's sign-in
 * hint says a session of that kind exists here: a visitor's browser sends no request to learn that
 * it has none (see session-hint.ts).
 */
export function fetchData<T>(key: DataKey): Promise<T | null> {
  const path = typeof key === 'string' ? key : key.join('/');
  const sessionKind = accountKindOfSessionKey[path];
  if (sessionKind && !hasSessionHint(sessionKind)) return Promise.resolve(null);
  return readUnlessSessionLost('GET', path, () => checkedRead<T>('GET', path));
}

/**
 * A read that sends its question in a JSON body (POST), for words that must stay out of URLs and
 * so out of access logs (searching what a member wrote). Same session handling as `fetchData`.
 */
export function postForData<T>(path: string, body: unknown): Promise<T | null> {
  return readUnlessSessionLost('POST', path, () => checkedRead<T>('POST', path, body));
}

/** Field name -> message, when the server refused specific fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (isApiError(error) && error.body?.errors) return { ...error.body.errors };
  return {};
}

/** One Server-Sent Event: its `event:` name ('message' when absent) and its joined `data:` lines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

function parseEventBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/**
 * POSTs JSON and reads a Server-Sent Events reply, calling `onEvent` as each event arrives. Same
 * cookies and no-cache rules as `apiRequest`; a refusal before the stream (any non-OK status) throws
 * an `ApiError`. A server that answers with plain JSON instead is delivered as one `done` event.
 * Aborting `signal` stops reading (the fetch rejects with an AbortError).
 */
export async function apiEventStream(
  path: string,
  body: unknown,
  onEvent: (event: ServerSentEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  forgetEarlyReads();
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    },
    body: JSON.stringify(body),
    credentials: 'include',
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('text/event-stream') || !response.body) {
    const text = await response.text();
    if (text) onEvent({ event: 'done', data: text });
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered = (buffered + value).replace(/\r\n/g, '\n');
    let boundary = buffered.indexOf('\n\n');
    while (boundary >= 0) {
      const event = parseEventBlock(buffered.slice(0, boundary));
      buffered = buffered.slice(boundary + 2);
      if (event) onEvent(event);
      boundary = buffered.indexOf('\n\n');
    }
  }
  const last = parseEventBlock(buffered);
  if (last) onEvent(last);
}
