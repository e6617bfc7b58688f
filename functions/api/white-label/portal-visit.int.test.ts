import { describe, expect, it } from 'vitest';
import { VISITOR_CANNOT_SHARE } from '#functions/core/portal/session-feedback.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { PortalChatReply } from '#shared/api/schemas/portal.ts';
import type { PortalVisit } from '#shared/api/schemas/portal-visit.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * A portal tells a first visit from a return: the browser names the sessions it started with this
 * practice, and the server counts only those it can verify (this practice, the secret they hold).
 */
const api = startTestApi();
let addresses = 0;

function headers() {
  addresses += 1;
  return fromAddress(`192.0.2.${addresses}`);
}

async function chat(subdomain: string, clientName: string, message = 'Work has been a lot this week') {
  const reply = await api.call<PortalChatReply>('POST', '/api/white-label/chat', {
    body: { subdomain, message, clientName },
    headers: headers(),
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body.sessionId;
}

const visit = (subdomain: string, sessionIds: unknown) =>
  api.call<PortalVisit & ErrorBody>('POST', '/api/white-label/visit', {
    body: { subdomain, sessionIds },
    headers: headers(),
  });

describe('a first visit or a return to a portal', () => {
  it('is a first visit for a browser with no earlier session of the practice', async () => {
    const practice = await signUpTherapist(api);
    const reply = await visit(practice.subdomain, []);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ visit: 'first', name: null, lastSessionAt: null, knownSessionIds: [] });
  });

  it('is a return, under the name given last time, for a browser holding an earlier session', async () => {
    const practice = await signUpTherapist(api);
    const older = await chat(practice.subdomain, 'Ana');
    const newer = await chat(practice.subdomain, 'Ana María');
    const reply = await visit(practice.subdomain, [older, newer]);
    expect(reply.status).toBe(200);
    expect(reply.body.visit).toBe('returning');
    expect(reply.body.name).toBe('Ana María');
    expect(reply.body.lastSessionAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(reply.body.knownSessionIds.sort()).toEqual([older, newer].sort());
  });

  it("counts no session it cannot verify: another practice's, one without its secret, or a made-up one", async () => {
    const practice = await signUpTherapist(api);
    const other = await signUpTherapist(api);
    const elsewhere = await chat(other.subdomain, 'Ben');
    const here = await chat(practice.subdomain, 'Ben');
    const [conversationId, secret] = here.split('.') as [string, string];
    const wrongSecret = `${conversationId}.${secret.slice(1)}${secret[0] === 'A' ? 'B' : 'A'}`;
    const madeUp = `01J00000000000000000000000.${'x'.repeat(43)}`;
    const reply = await visit(practice.subdomain, [elsewhere, conversationId, wrongSecret, madeUp]);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ visit: 'first', name: null, lastSessionAt: null, knownSessionIds: [] });
  });

  it('answers bad input with a clear 4xx, never a 5xx', async () => {
    const practice = await signUpTherapist(api);
    const tooMany = await visit(
      practice.subdomain,
      Array.from({ length: 21 }, () => `01J00000000000000000000000.${'x'.repeat(43)}`),
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('At most 20 earlier sessions can be named');
    const notAList = await visit(practice.subdomain, 'hello');
    expect(notAList.status).toBe(400);
    const badId = await visit(practice.subdomain, ['../../etc']);
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('This conversation could not be found.');
    const unknown = await visit('nosuchpractice7', []);
    expect(unknown.status).toBe(404);
  });
});

describe("an anonymous visitor's session", () => {
  it('can be rated but not shared with the therapist, who has no relationship with the visitor', async () => {
    const practice = await signUpTherapist(api);
    const sessionId = await chat(practice.subdomain, 'Ana');
    const rated = await api.call<{ rating: number }>('POST', '/api/white-label/session-feedback', {
      body: { subdomain: practice.subdomain, sessionId, rating: 4 },
      headers: headers(),
    });
    expect(rated.status).toBe(200);
    expect(rated.body.rating).toBe(4);
    const shared = await api.call<ErrorBody>('POST', '/api/white-label/session-feedback', {
      body: { subdomain: practice.subdomain, sessionId, sharedWithTherapist: true },
      headers: headers(),
    });
    expect(shared.status).toBe(403);
    expect(shared.body.message).toBe(VISITOR_CANNOT_SHARE);
    const queue = await api.call<{ conversations: { sharedWithTherapist: boolean }[] }>(
      'GET',
      '/api/therapist/conversations',
      { token: practice.token },
    );
    expect(queue.body.conversations.map((conversation) => conversation.sharedWithTherapist)).toEqual([false]);
  });
});
