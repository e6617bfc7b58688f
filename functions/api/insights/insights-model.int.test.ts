import { describe, expect, it } from 'vitest';
import { holdsRiskWords } from '#functions/core/safety/risk-words.ts';
import { SAFETY_POLICY } from '#functions/core/safety/safety-policy.ts';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatReply } from '#shared/api/schemas/chat.ts';
import { type WeeklyReflectionReply, weeklyReflectionReplySchema } from '#shared/api/schemas/insights.ts';
import type { ErrorBody } from '#shared/errors.ts';

/** The weekly reflection with a model configured (a scripted OpenAI-compatible server on 127.0.0.1). */
const api = startTestApi();
const model = withScriptedModelConfigured();

const MEMBER_WORDS = [
  'Our team meeting ran late and the deadline moved again',
  'Bedtime keeps slipping later and I take a nap after lunch',
];

async function chatAbout(token: string): Promise<ChatReply[]> {
  const replies: ChatReply[] = [];
  for (const message of MEMBER_WORDS) {
    const reply = await api.call<ChatReply>('POST', '/api/chat', {
      token,
      body: { message, modeId: 'shadow' },
    });
    expect(reply.status, reply.text).toBe(201);
    replies.push(reply.body);
  }
  return replies;
}

function writeReflection(token: string) {
  return api.call<WeeklyReflectionReply & ErrorBody>('POST', '/api/insights/weekly-reflection', {
    token,
    body: {},
  });
}

describe('the weekly reflection, written by the configured model', () => {
  it('is written once a week by the guide the member talks to, from notes that hold none of their words', async () => {
    const member = await signUpMember(api, 'pro');
    await chatAbout(member.token);
    model.reset();
    model.script.reply =
      'This week work and sleep kept finding their way into what you shared. I wonder what links the two for you?';

    const written = await writeReflection(member.token);
    expect(written.status, written.text).toBe(201);
    const { reflection, created } = weeklyReflectionReplySchema.parse(written.body);
    expect(created).toBe(true);
    expect(reflection).toMatchObject({
      modeId: 'shadow',
      guideName: 'Shadow Mode',
      text: model.script.reply,
      writtenBy: { id: 'openai', label: 'gpt-4o-mini' },
    });

    expect(model.count('reply')).toBe(1);
    const prompt = model.calls.find((call) => call.kind === 'reply')?.messages ?? [];
    // The safety policy leads, then the guide's persona; the week arrives as quoted notes.
    expect(prompt[0]).toEqual({ role: 'system', content: SAFETY_POLICY });
    expect(prompt[1]?.content).toMatch(/^You are the Shadow guide/);
    const sent = prompt.map((message) => message.content).join('\n');
    expect(sent).toContain('<week_notes>');
    expect(sent).toMatch(/work \(1\)/);
    expect(sent).toMatch(/sleep \(1\)/);
    for (const words of MEMBER_WORDS) expect(sent).not.toContain(words);

    model.script.reply = 'A different reflection that must not replace the first.';
    const again = await writeReflection(member.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ reflection, created: false });
    expect(model.count('reply')).toBe(1);
  });

  it('keeps no model text that holds risk words or claims to be a person: the offline guide writes instead', async () => {
    for (const unsafe of [
      'You said you want to die, and this week that came up again. What does that bring up?',
      'As your therapist, I noticed work and sleep came up this week. What do you make of that?',
    ]) {
      const member = await signUpMember(api, 'lifetime');
      await chatAbout(member.token);
      model.reset();
      model.script.reply = unsafe;
      const written = await writeReflection(member.token);
      expect(written.status, written.text).toBe(201);
      const { reflection } = written.body;
      expect(reflection.writtenBy).toEqual({ id: 'offline', label: 'Offline guide' });
      expect(reflection.text).not.toBe(unsafe);
      expect(holdsRiskWords(reflection.text)).toBe(false);
      expect(reflection.text).toMatch(/^Let us look beneath the surface of your week together\./);
    }
  });

  it('is refused to a standard member before any model is asked', async () => {
    const member = await signUpMember(api, 'standard');
    await chatAbout(member.token);
    model.reset();
    const refused = await writeReflection(member.token);
    expect(refused.status).toBe(403);
    expect(refused.body.upgradeUrl).toBe('/subscribe');
    expect(model.count('reply')).toBe(0);
  });
});
