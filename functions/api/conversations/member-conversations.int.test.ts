import { describe, expect, it } from 'vitest';
import { memberSignUpBody, signUpMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatReply, ConversationSearchHit, ConversationSummary } from '#shared/api/schemas/chat.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();

async function start(token: string, message: string) {
  const reply = await api.call<ChatReply>('POST', '/api/chat', {
    token,
    body: { message, modeId: 'mirror' },
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

describe("a member's conversations", () => {
  it('lists newest first in pages with a cursor', async () => {
    const member = await signUpMember(api);
    for (const title of ['First thoughts', 'Second thoughts', 'Third thoughts'])
      await start(member.token, title);
    const page1 = await api.call<{ conversations: ConversationSummary[]; nextCursor: string | null }>(
      'GET',
      '/api/conversations?limit=2',
      { token: member.token },
    );
    expect(page1.body.conversations.map((c) => c.title)).toEqual(['Third thoughts', 'Second thoughts']);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await api.call<{ conversations: ConversationSummary[]; nextCursor: string | null }>(
      'GET',
      `/api/conversations?limit=2&cursor=${page1.body.nextCursor}`,
      { token: member.token },
    );
    expect(page2.body.conversations.map((c) => c.title)).toEqual(['First thoughts']);
    const tooMany = await api.call<ErrorBody>('GET', '/api/conversations?limit=51', { token: member.token });
    expect(tooMany.status).toBe(400);
  });

  it('searches titles and messages case-insensitively, renames and deletes', async () => {
    const member = await signUpMember(api);
    const garden = await start(member.token, 'Thinking about my Garden today');
    await start(member.token, 'Something else entirely');
    const found = await api.call<{ results: ConversationSearchHit[] }>('POST', '/api/conversations/search', {
      token: member.token,
      body: { q: 'gARDen' },
    });
    expect(found.body.results.map((hit) => hit.conversation.id)).toEqual([garden.conversationId]);
    expect(found.body.results[0]?.titleMatch).toBe(true);
    // The words never travel in a URL, where access logs would keep them.
    const inUrl = await api.call<ErrorBody>('GET', '/api/conversations/search?q=garden', {
      token: member.token,
    });
    expect(inUrl.status).toBe(405);
    expect(found.body.results[0]?.matches[0]?.snippet).toMatch(/Garden/);

    const renamed = await api.call<ConversationSummary>(
      'PATCH',
      `/api/conversations/${garden.conversationId}`,
      {
        token: member.token,
        body: { title: '  Roots  ' },
      },
    );
    expect(renamed.body.title).toBe('Roots');
    const byNewTitle = await api.call<{ results: ConversationSearchHit[] }>(
      'POST',
      '/api/conversations/search',
      {
        token: member.token,
        body: { q: 'roots' },
      },
    );
    expect(byNewTitle.body.results).toHaveLength(1);
    const blankTitle = await api.call<ErrorBody>('PATCH', `/api/conversations/${garden.conversationId}`, {
      token: member.token,
      body: { title: ' ' },
    });
    expect(blankTitle.status).toBe(400);

    expect(
      (await api.call('DELETE', `/api/conversations/${garden.conversationId}`, { token: member.token }))
        .status,
    ).toBe(204);
    const gone = await api.call('GET', `/api/conversations/${garden.conversationId}/messages`, {
      token: member.token,
    });
    expect(gone.status).toBe(404);
    const afterSearch = await api.call<{ results: ConversationSearchHit[] }>(
      'POST',
      '/api/conversations/search',
      {
        token: member.token,
        body: { q: 'garden' },
      },
    );
    expect(afterSearch.body.results).toEqual([]);
  });

  it("never lets one member reach another member's conversations", async () => {
    const owner = await signUpMember(api);
    const other = await signUpMember(api);
    const conversation = await start(owner.token, 'A private reflection');
    const path = `/api/conversations/${conversation.conversationId}`;
    expect((await api.call('GET', `${path}/messages`, { token: other.token })).status).toBe(404);
    expect((await api.call('PATCH', path, { token: other.token, body: { title: 'Mine now' } })).status).toBe(
      404,
    );
    expect((await api.call('DELETE', path, { token: other.token })).status).toBe(404);
    const intrude = await api.call('POST', '/api/chat', {
      token: other.token,
      body: { message: 'hello', modeId: 'mirror', conversationId: conversation.conversationId },
    });
    expect(intrude.status).toBe(404);
    const search = await api.call<{ results: ConversationSearchHit[] }>('POST', '/api/conversations/search', {
      token: other.token,
      body: { q: 'private' },
    });
    expect(search.body.results).toEqual([]);
    const ownerView = await api.call<unknown[]>('GET', `${path}/messages`, { token: owner.token });
    expect(ownerView.body).toHaveLength(2);
  });

  it('exports everything as JSON and as a Markdown journal', async () => {
    const member = await signUpMember(api);
    await start(member.token, 'Writing down how the week went');
    const json = await api.call<{ profile: { email: string }; conversations: { messages: unknown[] }[] }>(
      'GET',
      '/api/me/export',
      { token: member.token },
    );
    expect(json.status).toBe(200);
    expect(json.body.profile.email).toBe(member.email);
    expect(json.body.conversations[0]?.messages).toHaveLength(2);
    expect(json.text).not.toMatch(/passwordHash|\$2[aby]\$/);
    const markdown = await api.call('GET', '/api/me/export?format=markdown', { token: member.token });
    expect(markdown.headers.get('content-type')).toContain('text/markdown');
    expect(markdown.headers.get('content-disposition')).toMatch(
      /attachment; filename="mirrorwell-journal-\d{4}-\d{2}-\d{2}\.md"/,
    );
    expect(markdown.text).toContain('# My Mirrorwell journal');
    expect(markdown.text).toContain('## Writing down how the week went');
    expect(markdown.text).toContain('**Me**');
  });

  it('deletes the whole account at once: data, sessions and the email claim', async () => {
    const member = await signUpMember(api);
    await start(member.token, 'Something to forget');
    const wrong = await api.call<ErrorBody>('DELETE', '/api/me', {
      token: member.token,
      body: { password: 'not-my-password' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('That password is not right, so your account has not been deleted.');
    expect(wrong.body.errors?.password).toBe(wrong.body.message);
    expect((await api.call('GET', '/api/auth/user', { token: member.token })).status).toBe(200);
    const withoutPassword = await api.call<ErrorBody>('DELETE', '/api/me', { token: member.token });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.message).toBe('Enter your password to delete your account');

    const deleted = await api.call('DELETE', '/api/me', {
      token: member.token,
      body: { password: 'quiet-river-42' },
    });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await api.call('GET', '/api/auth/user', { token: member.token })).status).toBe(401);
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: member.email, password: 'quiet-river-42' },
    });
    expect(login.status).toBe(401);
    const again = await api.call('POST', '/api/auth/register', {
      body: memberSignUpBody({ email: member.email }),
      headers: { 'cloudfront-viewer-address': '192.0.2.251:1' },
    });
    expect(again.status).toBe(201);
    const fresh = await api.call<{ conversations: unknown[] }>('GET', '/api/conversations', {
      token: (again.body as { token: string }).token,
    });
    expect(fresh.body.conversations).toEqual([]);
  });
});
