import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '#web/lib/api-client.ts';
import { fetchPracticeProfile } from './portal-api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('a practice’s public profile (read before the portal is first drawn, with its own schema)', () => {
  it('is refused, named with its route and the field, when it comes in a shape the portal does not know', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ subdomain: 'maya', firstName: 7 }), { status: 200 }),
    );
    const error = await fetchPracticeProfile('maya').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toMatch(
      /^GET \/api\/white-label\/therapist\/\{subdomain\} answered in a shape this app does not expect:\n.*firstName/s,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/white-label/therapist/maya');
  });

  it('is null for a subdomain without a practice', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"Therapist Not Found"}', { status: 404 }));
    await expect(fetchPracticeProfile('nobody')).resolves.toBeNull();
  });
});
