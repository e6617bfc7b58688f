import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPracticeProfile } from '#web/features/portal/api/portal-api.ts';
import { practiceProfilePath } from './portal-home-start';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the read a portal’s entry starts with the page', () => {
  // Spelled in the entry, which cannot import the portal's code: a path that differs from the
  // portal's own would send a read nobody takes, and the portal would wait for its own again.
  it('is exactly the read the portal makes for its practice as it is first drawn', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      }),
    );
    expect(await fetchPracticeProfile('harborcounsel')).toBeNull();
    expect(asked).toEqual([practiceProfilePath('harborcounsel')]);
  });
});
