import { describe, expect, it } from 'vitest';
import { consentGiven } from '#functions/test-support/consent.ts';
import { memberSignUpBody, signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { type ApiReply, fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { routes } from '#shared/api/routes.ts';
import type { ChatReply, ConversationPage } from '#shared/api/schemas/chat.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * Inputs that once reached a 500: an over-long conversation id in the path, a forged page cursor,
 * and an over-long caller address header. Each is now refused (or ignored) with a clear 4xx, and a
 * forged cursor never shows one member another member's conversations.
 */
const api = startTestApi();

function expectRefusal(reply: ApiReply<ErrorBody>, status: number, message?: string) {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body.message).toMatch(/[A-Za-z]{3,}/);
  expect(reply.text).not.toMatch(/\bat .+\(|TypeError|ValidationException|undefined/);
  if (message) expect(reply.body.message).toBe(message);
}

async function startConversation(member: TestMember, message: string): Promise<ChatReply> {
  const reply = await api.call<ChatReply>('POST', '/api/chat', { token: member.token, body: { message } });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

function listPage(member: TestMember, query: string) {
  return api.call<ConversationPage & ErrorBody>('GET', `/api/conversations?${query}`, {
    token: member.token,
  });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('an over-long conversation id in the path', () => {
  const conversationRoutes = routes.filter((route) => route.path.startsWith('/api/conversations/{id}'));

  it.each(conversationRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 404 with a message for a 1,100-character id',
    async (_name, route) => {
      const member = await signUpMember(api);
      for (const id of ['A'.repeat(1100), '7'.repeat(1100), 'x'.repeat(1100)]) {
        const reply = await api.call<ErrorBody>(route.method, route.path.replace('{id}', id), {
          token: member.token,
          ...(route.method === 'PATCH' ? { body: { title: 'A new name' } } : {}),
        });
        expectRefusal(reply, 404, 'This conversation could not be found.');
      }
    },
  );

  it('covers every route with a conversation id', () => {
    expect(conversationRoutes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/conversations/{id}/messages',
      'PATCH /api/conversations/{id}',
      'DELETE /api/conversations/{id}',
    ]);
  });
});

describe('a forged page cursor on GET /api/conversations', () => {
  const stale = 'This page link is no longer valid. Reload the list.';

  it('is refused with 400 and a message, whatever its shape', async () => {
    const member = await signUpMember(api);
    const forged = [
      'not-a-cursor',
      '%%%',
      base64url('just a string'),
      base64url([1, 2, 3]),
      base64url({}),
      base64url({ gsi1pk: `USER#${member.id}#CONVS`, gsi1sk: 12 }),
      base64url({ gsi1pk: `USER#${member.id}#CONVS`, gsi1sk: { nested: true }, pk: null, sk: [] }),
      base64url({ gsi1pk: `USER#${member.id}#CONVS`, gsi1sk: 'x'.repeat(1500), pk: 'p', sk: 's' }),
      base64url({ __proto__: { admin: true }, constructor: 'x' }),
      'A'.repeat(1900),
    ];
    for (const cursor of forged) {
      expectRefusal(await listPage(member, `cursor=${encodeURIComponent(cursor)}`), 400, stale);
    }
  });

  it("never shows another member's conversations: their cursor, or one built from their keys, is refused", async () => {
    const owner = await signUpMember(api);
    const ownerTitles = new Set<string>();
    const ownerIds = new Set<string>();
    for (const text of ['Owner secret one', 'Owner secret two', 'Owner secret three']) {
      const started = await startConversation(owner, text);
      ownerIds.add(started.conversationId);
      ownerTitles.add(started.title);
    }
    const ownerPage = await listPage(owner, 'limit=1');
    expect(ownerPage.status).toBe(200);
    const ownerCursor = ownerPage.body.nextCursor as string;
    expect(ownerCursor).toEqual(expect.any(String));
    const ownerConversation = ownerPage.body.conversations[0];

    const intruder = await signUpMember(api);
    await startConversation(intruder, 'Intruder note');

    const updatedAt = ownerConversation?.updatedAt;
    const conversationId = ownerConversation?.id;
    const builtFromOwnerKeys = [
      // The key DynamoDB would return for the owner's conversation, as a client could rebuild it.
      {
        pk: `USER#${owner.id}`,
        sk: `CONV#${conversationId}`,
        gsi1pk: `USER#${owner.id}#CONVS`,
        gsi1sk: `${updatedAt}#${conversationId}`,
      },
      // The owner's item under the intruder's index partition.
      {
        pk: `USER#${owner.id}`,
        sk: `CONV#${conversationId}`,
        gsi1pk: `USER#${intruder.id}#CONVS`,
        gsi1sk: `${updatedAt}#${conversationId}`,
      },
      // The current cursor shape with the owner named in it.
      { v: 1, m: owner.id, u: updatedAt, c: conversationId },
    ].map(base64url);

    for (const cursor of [ownerCursor, ...builtFromOwnerKeys]) {
      const reply = await listPage(intruder, `limit=50&cursor=${encodeURIComponent(cursor)}`);
      expect(reply.text).not.toMatch(/Owner secret/);
      for (const id of ownerIds) expect(reply.text).not.toContain(id);
      expectRefusal(reply, 400, stale);
    }

    // The owner's own cursor still pages through the owner's list.
    const next = await listPage(owner, `limit=5&cursor=${encodeURIComponent(ownerCursor)}`);
    expect(next.status).toBe(200);
    expect(next.body.conversations.map((conversation) => conversation.title)).toHaveLength(2);
    for (const conversation of next.body.conversations) expect(ownerTitles).toContain(conversation.title);
  });
});

describe('an over-long caller address header', () => {
  const hugeAddress = `203.0.113.7${'0'.repeat(3000)}:443`;
  const headerSets: Record<string, string>[] = [
    { 'cloudfront-viewer-address': hugeAddress },
    { 'x-forwarded-for': Array.from({ length: 300 }, (_, i) => `198.51.100.${i % 250}`).join(', ') },
    { 'cloudfront-viewer-address': `[${'f'.repeat(3000)}]:443`, 'x-forwarded-for': 'z'.repeat(3000) },
  ];

  it('on sign-in: a wrong password is still a 401 with a message', async () => {
    const member = await signUpMember(api);
    for (const headers of headerSets) {
      const reply = await api.call<ErrorBody>('POST', '/api/auth/login', {
        body: { email: member.email, password: 'not-the-password' },
        headers,
      });
      expectRefusal(reply, 401);
    }
  });

  it('on sign-up: a taken email is still a 409 with a message, and a new member can still sign up', async () => {
    const member = await signUpMember(api);
    for (const headers of headerSets) {
      const reply = await api.call<ErrorBody>('POST', '/api/auth/register', {
        body: memberSignUpBody({ email: member.email }),
        headers,
      });
      expectRefusal(reply, 409);
    }
    const fresh = await api.call('POST', '/api/auth/register', {
      body: {
        email: uniqueEmail(),
        password: 'quiet-river-42',
        firstName: 'Bo',
        lastName: 'Ng',
        ...consentGiven,
      },
      headers: { ...fromAddress('198.51.100.77'), 'cloudfront-viewer-address': hugeAddress },
    });
    expect(fresh.status, fresh.text).toBe(201);
  });
});

describe('query parameter names that are prototype keys', () => {
  it('are data like any other name: the request is answered, not a 500', async () => {
    const member = await signUpMember(api);
    const modes = await api.call('GET', '/api/modes?__proto__=x&constructor=y');
    expect(modes.status, modes.text).toBe(200);
    const page = await listPage(member, '__proto__=1&__proto__=2&toString=3&limit=5');
    expect(page.status, page.text).toBe(200);
    expect(page.body.conversations).toEqual([]);
  });
});
