import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { mutateMock } = vi.hoisted(() => ({ mutateMock: vi.fn() }));
vi.mock('swr', () => ({ mutate: mutateMock }));

import {
  ApiContractError,
  ApiError,
  api,
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

const therapistSelf = {
  id: 't1',
  email: 'maya@example.com',
  firstName: 'Maya',
  lastName: 'Ortiz',
  practiceName: 'Maya Ortiz’s Practice',
  subdomain: 'mayaortiz',
  therapeuticApproach: 'CBT',
  licenseState: null,
  licenseNumber: null,
  practiceWebsite: null,
  referralCode: 'MAYA1234',
  plan: { id: 'trial', status: 'trialing', clientLimit: 10, trialEndsAt: null, trialDaysLeft: 14 },
  clientExperience: 'ai-chat',
  createdAt: '2026-11-01T09:00:00.000Z',
};
const practiceClient = {
  id: 'c 1',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  clientIdentifier: null,
  notes: null,
  isActive: false,
  status: 'inactive',
  totalSessions: 3,
  lastSessionDate: null,
  invitedAt: null,
  hasAccount: true,
  createdAt: '2026-11-02T09:00:00.000Z',
};

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
    fetchMock.mockResolvedValueOnce(reply(200, JSON.stringify(therapistSelf)));
    await expect(fetchData(THERAPIST_SESSION_KEY)).resolves.toEqual(therapistSelf);
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

describe('api (typed from the route key, the answer checked by its schema)', () => {
  it('fills the path parameters, sends the body, and answers what the schema reads', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, JSON.stringify(practiceClient)));
    const client = await api('PATCH /api/therapist/clients/{clientId}', {
      params: { clientId: 'c 1' },
      body: { isActive: false },
    });
    expect(client.status).toBe('inactive');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/therapist/clients/c%201');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ isActive: false });
  });

  it('refuses an answer in a shape the schema does not know, naming the route', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '{"clients":[{"id":"c1"}]}'));
    const error = await api('GET /api/therapist/clients').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toMatch(
      /^GET \/api\/therapist\/clients answered in a shape this app does not expect:\n.*clients\[0\]\.firstName/s,
    );
  });

  it('answers undefined for a 204 and sends a query string only with values', async () => {
    fetchMock.mockResolvedValueOnce(reply(204, ''));
    await expect(api('POST /api/therapist/logout')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(reply(200, '{"conversations":[],"nextCursor":null}'));
    await api('GET /api/conversations', { query: { limit: '20', cursor: undefined } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/conversations?limit=20');
  });

  it('checks the data reads SWR makes too, by the route their path matches', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(200, '{"tier":"pro","month":"2026-11","used":"three","limit":null}'),
    );
    await expect(fetchData('/api/usage')).rejects.toThrow(/^GET \/api\/usage answered in a shape/);
  });

  it('forgets the session of the kind the route table gives the read (its access), not its path prefix', async () => {
    const lost = '{"message":"Please sign in","code":"UNAUTHENTICATED"}';
    fetchMock.mockResolvedValueOnce(reply(401, lost));
    await expect(fetchData('/api/referral-history')).resolves.toBeNull();
    expect(mutateMock).toHaveBeenLastCalledWith(THERAPIST_SESSION_KEY, null, { revalidate: false });
    fetchMock.mockResolvedValueOnce(reply(401, lost));
    await expect(fetchData('/api/therapy/journal')).resolves.toBeNull();
    expect(mutateMock).toHaveBeenLastCalledWith(CLIENT_SESSION_KEY, null, { revalidate: false });
    fetchMock.mockResolvedValueOnce(reply(401, lost));
    await expect(fetchData('/api/therapist/branding')).resolves.toBeNull();
    expect(mutateMock).toHaveBeenLastCalledWith(THERAPIST_SESSION_KEY, null, { revalidate: false });
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
