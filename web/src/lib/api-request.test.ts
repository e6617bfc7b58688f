import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, forgetEarlyReads, startEarlyReads } from './api-request';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['performance'] });
});

afterEach(() => {
  forgetEarlyReads();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('reads started early (a signed-in screen’s first reads, see signed-in-screen-code.ts)', () => {
  it('are sent at once, as apiRequest would send them, and the first read of the path takes the answer', async () => {
    fetchMock.mockResolvedValueOnce(json({ firstName: 'Tamsin' }));
    startEarlyReads(['/api/auth/user']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      cache: 'no-store',
    });

    await expect(apiRequest('GET', '/api/auth/user')).resolves.toEqual({ firstName: 'Tamsin' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answer once: the next read of the path asks the server again', async () => {
    fetchMock.mockResolvedValueOnce(json({ used: 1 })).mockResolvedValueOnce(json({ used: 2 }));
    startEarlyReads(['/api/usage']);
    await apiRequest('GET', '/api/usage');
    await expect(apiRequest('GET', '/api/usage')).resolves.toEqual({ used: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a refusal reaches the reader as the same error its own request would give', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Sign in again"}', { status: 401 }));
    startEarlyReads(['/api/usage']);
    await expect(apiRequest('GET', '/api/usage')).rejects.toMatchObject({
      status: 401,
      message: '401: {"message":"Sign in again"}',
    });
  });

  it('older than 10 seconds, or from before a change (any other method), are not used', async () => {
    fetchMock.mockImplementation(async () => json({ fresh: fetchMock.mock.calls.length }));
    startEarlyReads(['/api/conversations?limit=20', '/api/usage']);
    vi.advanceTimersByTime(10_001);
    await expect(apiRequest('GET', '/api/conversations?limit=20')).resolves.toEqual({ fresh: 3 });

    startEarlyReads(['/api/modes']);
    await apiRequest('POST', '/api/auth/login', { email: 'a@example.com' });
    // The early read was the 4th request, the change the 5th: the read is the 6th.
    await expect(apiRequest('GET', '/api/modes')).resolves.toEqual({ fresh: 6 });
  });

  it('one nobody takes does not fail the page when it fails', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyReads(['/api/modes']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
