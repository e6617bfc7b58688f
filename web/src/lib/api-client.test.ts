import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { mutateMock } = vi.hoisted(() => ({ mutateMock: vi.fn() }));
vi.mock('swr', () => ({ mutate: mutateMock }));

import {
  ApiError,
  apiRequest,
  CLIENT_SESSION_KEY,
  errorMessage,
  fetchData,
  isSessionLost,
  postForData,
  SESSION_KEY,
  serverFieldErrors,
  THERAPIST_SESSION_KEY,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: string, statusText = ''): Response {
  return new Response(status === 204 ? null : body, { status, statusText });
}

function sentInit(): RequestInit {
  return fetchMock.mock.calls[0]?.[1] ?? {};
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  mutateMock.mockReset();
});

describe('apiRequest', () => {
  it('sends cookies and no-cache headers, and a JSON content type only with a body', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '{"ok":true}'));
    await expect(apiRequest('GET', '/api/modes')).resolves.toEqual({ ok: true });
    const getInit = sentInit();
    expect(getInit.credentials).toBe('include');
    expect(getInit.headers).toMatchObject({ 'Cache-Control': 'no-cache' });
    expect(getInit.headers).not.toHaveProperty('Content-Type');
    expect(getInit.body).toBeUndefined();

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(reply(201, '{"token":"t"}'));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' });
    expect(sentInit().headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(sentInit().body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it('resolves to undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValueOnce(reply(204, ''));
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });

  it("fails with '{status}: {body}' and exposes the parsed error body", async () => {
    const body = '{"message":"An account with this email already exists","code":"CONFLICT"}';
    fetchMock.mockResolvedValueOnce(reply(409, body, 'Conflict'));
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body?.code).toBe('CONFLICT');
    expect(errorMessage(error, 'Registration failed')).toBe('An account with this email already exists');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValueOnce(reply(503, '', 'Service Unavailable'));
    const error = await apiRequest('GET', '/api/health').catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).body).toBeNull();
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });
});

describe('fetchData', () => {
  it('joins key parts with "/"', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '[]'));
    await fetchData(['/api/conversations', 'c1', 'messages']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/conversations/c1/messages');
  });

  it('turns a lost session (code UNAUTHENTICATED) into null and forgets the signed-in member', async () => {
    fetchMock.mockResolvedValueOnce(reply(401, '{"message":"Please sign in","code":"UNAUTHENTICATED"}'));
    await expect(fetchData('/api/modes')).resolves.toBeNull();
    expect(mutateMock).toHaveBeenCalledWith(SESSION_KEY, null, { revalidate: false });
  });

  it('answers null for the session lookup itself when signed out, and forgets the sign-in hint', async () => {
    const page = { cookie: 'theme=dark; __Host-mw_member_signed_in=1' };
    vi.stubGlobal('document', page);
    fetchMock.mockResolvedValueOnce(reply(401, '{"message":"Anything at all","code":"UNAUTHENTICATED"}'));
    await expect(fetchData(SESSION_KEY)).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(mutateMock).not.toHaveBeenCalled();
    expect(page.cookie).toMatch(/^mw_member_signed_in=; Path=\/; Max-Age=0/);
  });

  it('asks nobody who is signed in when no session of that kind was started here', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; __Host-mw_therapist_signed_in=1' });
    await expect(fetchData(SESSION_KEY)).resolves.toBeNull();
    await expect(fetchData(CLIENT_SESSION_KEY)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(reply(200, '{"id":"t1"}'));
    await expect(fetchData(THERAPIST_SESSION_KEY)).resolves.toEqual({ id: 't1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('knows a lost session by its code, never by the wording of a message', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(403, '{"message":"Session expired. Please log in again.","code":"FORBIDDEN"}'),
    );
    await expect(fetchData('/api/modes')).rejects.toThrow('403: ');
    expect(isSessionLost(new ApiError(401, '{"message":"x","code":"UNAUTHENTICATED"}', ''))).toBe(true);
    expect(isSessionLost(new Error('401: Session expired. Please log in again.'))).toBe(false);
  });

  it('sends a read with words that must stay out of URLs as a POST body', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '{"results":[]}'));
    await expect(postForData('/api/conversations/search', { q: 'my sister' })).resolves.toEqual({
      results: [],
    });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/conversations/search');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ q: 'my sister' });
  });

  it('still fails on other errors', async () => {
    fetchMock.mockResolvedValueOnce(reply(500, '{"message":"Something went wrong","code":"INTERNAL"}'));
    await expect(fetchData('/api/modes')).rejects.toThrow('500: ');
  });
});

describe('serverFieldErrors', () => {
  it('returns the per-field messages of a validation error', async () => {
    const body =
      '{"message":"Check the form","code":"VALIDATION_FAILED","errors":{"email":"Please enter a valid email address"}}';
    fetchMock.mockResolvedValueOnce(reply(400, body));
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((caught: unknown) => caught);
    expect(serverFieldErrors(error)).toEqual({ email: 'Please enter a valid email address' });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
