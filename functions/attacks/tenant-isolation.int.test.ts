import { describe, expect, it } from 'vitest';
import { flagConversationForReview } from '#functions/core/reviews/flag-conversation.ts';
import { seedConversation } from '#functions/test-support/client-conversations.ts';
import { startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import { routeKey, routes } from '#shared/api/routes.ts';
import type { ClientList, PracticeClient } from '#shared/api/schemas/clients.ts';
import type { ConversationReview } from '#shared/api/schemas/practice-dashboard.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';

/**
 * One practice never reaches another: therapist A's session is sent to every therapist endpoint in
 * the route table with practice B's ids and plausible bodies. Nothing of B comes back, and B's
 * practice is unchanged afterwards.
 */
const api = startTestApi();
const SECRET = 'words only practice B may see';

describe('tenant isolation across every therapist endpoint', () => {
  it('reads and changes nothing of another practice', async () => {
    const a = await signUpTherapist(api);
    const b = await signUpTherapist(api);
    const clientEmail = uniqueEmail('b-client');
    const client = (
      await api.call<PracticeClient>('POST', '/api/therapist/clients', {
        token: b.token,
        body: { firstName: 'Secret', lastName: 'Client', email: clientEmail, notes: SECRET },
      })
    ).body;
    const config = (await api.call<AiConfiguration>('GET', '/api/therapist/ai-config', { token: b.token }))
      .body;
    await api.call('PUT', '/api/therapist/ai-config', {
      token: b.token,
      body: { ...config, customInstructions: `Mention ${SECRET}.` },
    });
    const conversation = await seedConversation(b.id, { clientId: client.id, sharedWithTherapist: true }, [
      { role: 'client', content: SECRET },
    ]);
    await flagConversationForReview(
      b.id,
      conversation.id,
      { grade: 'check-in', reason: 'R', signals: [] },
      async () => {},
    );

    const values: Record<string, string> = {
      clientId: client.id,
      conversationId: conversation.id,
      subdomain: b.subdomain,
    };
    const bodies: Record<string, unknown> = {
      'PATCH /api/therapist/clients/{clientId}': { isActive: false, notes: 'overwritten' },
      'PATCH /api/therapist/conversations/{conversationId}': {
        therapistNotes: 'overwritten',
        reviewed: true,
      },
    };
    const therapistRoutes = routes.filter((route) => route.access === 'therapist');
    expect(therapistRoutes.length).toBeGreaterThan(15);
    for (const route of therapistRoutes) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
      const key = routeKey(route);
      const reply = await api.call(route.method, path, {
        token: a.token,
        ...(route.method === 'GET' ? {} : { body: bodies[key] ?? {} }),
      });
      expect(reply.status, key).toBeLessThan(500);
      expect(reply.text, key).not.toContain(SECRET);
      expect(reply.text, key).not.toContain(client.id);
      expect(reply.text, key).not.toContain(conversation.id);
      expect(reply.text, key).not.toContain(clientEmail);
      if (route.path.includes('{')) expect([400, 404], key).toContain(reply.status);
    }

    const clients = (await api.call<ClientList>('GET', '/api/therapist/clients', { token: b.token })).body
      .clients;
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ isActive: true, notes: SECRET, invitedAt: null });
    const review = (
      await api.call<ConversationReview>('GET', `/api/therapist/conversations/${conversation.id}`, {
        token: b.token,
      })
    ).body;
    expect(review).toMatchObject({ therapistNotes: '', reviewed: false });
    const after = (await api.call<AiConfiguration>('GET', '/api/therapist/ai-config', { token: b.token }))
      .body;
    expect(after.customInstructions).toBe(`Mention ${SECRET}.`);
  });
});
