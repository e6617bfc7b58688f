import { describe, expect, it } from 'vitest';
import { signUpClient, type TestClient } from '#functions/test-support/clients.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import { type RouteDefinition, routeKey, routes } from '#shared/api/routes.ts';
import type { PortalChatReply, PortalSessionState } from '#shared/api/schemas/portal.ts';

/**
 * Nobody reaches a client's portal data but that client: a second client of the same practice, an
 * anonymous visitor of it and the therapist of another practice are sent to every portal endpoint
 * of the route table (the client, therapy and white-label routes) with the victim's session id and
 * plausible bodies. Nothing of the victim comes back, and their session is unchanged afterwards.
 */
const api = startTestApi();
const SECRET = 'the harbour at midnight';

const portalRoutes = routes
  .filter(
    (route: RouteDefinition) =>
      route.path.startsWith('/api/client/') ||
      route.path.startsWith('/api/therapy/') ||
      route.path.startsWith('/api/white-label/'),
  )
  // Deleting one's own account (the neighbour's, with a password that happens to be theirs too) last.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

describe('portal isolation across every portal endpoint', () => {
  it('a client of the practice, a visitor of it and another practice’s therapist read and change nothing of a client', async () => {
    const a = await signUpTherapist(api);
    const b = await signUpTherapist(api);
    const victim = await signUpClient(api, a);
    const started = await api.call<PortalChatReply>('POST', '/api/therapy/chat', {
      token: victim.token,
      body: { message: `Today I want to talk about ${SECRET}` },
    });
    expect(started.status).toBe(201);
    const sessionId = started.body.sessionId;
    const neighbour: TestClient = await signUpClient(api, a);
    const visitorHeaders = fromAddress('192.0.2.150');

    const bodies: Record<string, unknown> = {
      'POST /api/white-label/chat': { subdomain: a.subdomain, message: 'hi', sessionId, clientName: 'X' },
      'POST /api/white-label/session-feedback': {
        subdomain: a.subdomain,
        sessionId,
        rating: 1,
        sharedWithTherapist: true,
      },
      'POST /api/therapy/chat': { message: 'hi', sessionId, therapistSubdomain: a.subdomain },
      'PATCH /api/therapy/conversation/{sessionId}': { rating: 1, sharedWithTherapist: true },
      'DELETE /api/client/account': { password: victim.password },
      'POST /api/client/login': {
        email: victim.email,
        password: 'not-the-password-1',
        therapistSubdomain: a.subdomain,
      },
      'POST /api/therapy/journal': { text: 'an entry' },
    };
    const callers: [string, Record<string, unknown>][] = [
      ['a neighbour client', { token: neighbour.token }],
      ['an anonymous visitor', { headers: visitorHeaders }],
      ["another practice's therapist", { token: b.token }],
    ];
    expect(portalRoutes.length).toBeGreaterThan(15);
    for (const [who, credentials] of callers) {
      for (const route of portalRoutes) {
        const key = routeKey(route);
        const path = route.path.replace('{sessionId}', sessionId).replace('{subdomain}', a.subdomain);
        const reply = await api.call(route.method, path, {
          ...credentials,
          ...(route.method === 'GET' ? {} : { body: bodies[key] ?? {} }),
        });
        expect(reply.status, `${who}: ${key}`).toBeLessThan(500);
        expect(reply.text, `${who}: ${key}`).not.toContain(SECRET);
        expect(reply.text, `${who}: ${key}`).not.toContain(victim.email);
        if (route.path.includes('{sessionId}')) expect([401, 404], `${who}: ${key}`).toContain(reply.status);
      }
    }

    const after = await api.call<PortalSessionState>('GET', `/api/therapy/conversation/${sessionId}`, {
      token: victim.token,
    });
    expect(after.status).toBe(200);
    expect(after.body.messages).toHaveLength(2);
    expect(after.body).toMatchObject({ rating: null, sharedWithTherapist: false });
  });
});
