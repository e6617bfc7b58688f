import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import { type Access, type RouteDefinition, routeKey, routes } from '#shared/api/routes.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * Three kinds of account, never mixed: a session of one kind opens no endpoint of another. Every
 * route in the table that needs a session is called with a session of each other kind (as Bearer),
 * and must answer 401 without running.
 */
const api = startTestApi();
const tokens: Partial<Record<Exclude<Access, 'public'>, string>> = {};

/** A well-formed value for each path parameter, so a refusal is about the session, not the path. */
const pathValues: Record<string, () => string> = {
  id: () => ulid(),
  modeId: () => 'mirror',
  clientId: () => randomUUID(),
  conversationId: () => ulid(),
  subdomain: () => 'someprac',
  sessionId: () => ulid(),
  downloadId: () => 'shadow-work-prompts',
  promptId: () => ulid(),
  summaryId: () => ulid(),
};

function pathOf(route: RouteDefinition): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathValues[name];
    if (!value) throw new Error(`add a value for {${name}} to pathValues`);
    return value();
  });
}

beforeAll(async () => {
  tokens.member = (await signUpMember(api)).token;
  tokens.therapist = (await signUpTherapist(api)).token;
});

const guarded = routes.filter((route) => route.access !== 'public');

describe('a session of one kind never opens an endpoint of another', () => {
  for (const route of guarded) {
    const others = (['member', 'therapist', 'client'] as const).filter((kind) => kind !== route.access);
    for (const kind of others) {
      it(`${routeKey(route)} refuses a ${kind} session`, async (context) => {
        const token = tokens[kind];
        if (!token) {
          context.skip(); // Client accounts arrive with the portal.
          return;
        }
        const reply = await api.call<ErrorBody>(route.method, pathOf(route), {
          token,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
        });
        // A body the route cannot parse is refused before authentication (400); it must never be 2xx.
        expect([400, 401]).toContain(reply.status);
        if (reply.status === 401) expect(reply.body.code).toBe('UNAUTHENTICATED');
      });
    }
  }
});
