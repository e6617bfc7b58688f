import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { type ApiReply, startTestApi } from '#functions/test-support/test-api.ts';
import { seedDownloadLibrary } from '#infra/local/local-downloads.ts';
import { type RouteDefinition, routeKey, routes } from '#shared/api/routes.ts';
import type { ChatReply, ConversationPage } from '#shared/api/schemas/chat.ts';
import {
  materialize,
  type Placeholders,
  type PlannedRequest,
  pathParameterNames,
  plannedRequest,
  validPathValues,
} from './hostile-requests';
import { replyProblems } from './reply-checks';

/**
 * Every route of the table, over real HTTP against DynamoDB Local, with generated valid, mutated
 * and hostile paths, queries, headers and bodies. The property: no answer is a 5xx, and every
 * refusal is JSON with a human message. A route added to the table is fuzzed without a line here.
 *
 * Seeds are fixed (route i runs with FUZZ_SEED + i; each test's name shows its seed) so a failure
 * replays as it is; set FUZZ_SEED to explore other requests and FUZZ_RUNS_SCALE to run longer.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_260_523);
const scale = Number(process.env.FUZZ_RUNS_SCALE ?? 1);

// The downloads library served as `npm start` serves it, so real download ids reach the store.
const downloadsDir = mkdtempSync(join(tmpdir(), 'mirrorwell-fuzz-downloads-'));
process.env.DOWNLOADS_DIR = downloadsDir;
delete process.env.DOWNLOADS_BUCKET;
const api = startTestApi();
beforeAll(() => seedDownloadLibrary(downloadsDir));

/** Every well-formed sign-in or sign-up spends a cost-12 bcrypt hash: fewer runs there. */
function runsFor(route: RouteDefinition): number {
  if (route.uses.includes('sessions:sign')) return Math.round(12 * scale);
  if (route.stream) return Math.round(24 * scale);
  return Math.round(30 * scale);
}

const PASSWORD = 'quiet-river-42';
const SECRET_TEXT = 'A private note only its owner may ever read';

interface Fixture {
  caller: TestMember | undefined;
  other: TestMember;
  otherConversationIds: string[];
  /** A real cursor into the other member's list. */
  otherCursor: string;
  placeholders: Placeholders;
}
let fixture: Fixture;
let addressCounter = 0;

async function startConversation(member: TestMember, message: string): Promise<string> {
  const reply = await api.call<ChatReply>('POST', '/api/chat', { token: member.token, body: { message } });
  if (reply.status !== 201) throw new Error(`could not start a conversation: ${reply.status} ${reply.text}`);
  return reply.body.conversationId;
}

async function conversationPage(member: TestMember, query = 'limit=50'): Promise<ConversationPage> {
  const reply = await api.call<ConversationPage>('GET', `/api/conversations?${query}`, {
    token: member.token,
  });
  if (reply.status !== 200) throw new Error(`could not list conversations: ${reply.status}`);
  return reply.body;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Ids that look almost like the caller's: wrong case, length or alphabet, overflowing time. */
function lookalikes(id: string): string[] {
  return [id.toLowerCase(), id.slice(0, 25), `${id}0`, `${id.slice(0, 25)}U`, `8${id.slice(1)}`, `${id}%00`];
}

/**
 * The caller (a member whose session the run uses), another member whose data must never show,
 * and the values placeholders stand for. The caller is signed up again when a run ended their
 * session (logout, account deletion) or deleted their conversations.
 */
async function prepareCaller(): Promise<void> {
  let caller = fixture.caller;
  const firstPage = (member: TestMember) =>
    api.call<ConversationPage>('GET', '/api/conversations?limit=1', { token: member.token });
  let reply = caller ? await firstPage(caller) : undefined;
  if (!caller || reply?.status === 401) {
    caller = await signUpMember(api, 'pro');
    reply = await firstPage(caller);
  }
  let first = reply?.body as ConversationPage;
  if (!first.nextCursor) {
    for (let count = first.conversations.length; count < 2; count++) {
      await startConversation(caller, `Something on my mind, part ${count + 1}`);
    }
    first = await conversationPage(caller, 'limit=1');
  }
  const ids = (await conversationPage(caller)).conversations.map((conversation) => conversation.id);
  const other = fixture.other;
  const now = new Date().toISOString();
  const cursors = [
    first.nextCursor ?? '',
    fixture.otherCursor,
    base64url({ m: caller.id, u: now, c: fixture.otherConversationIds[0] }),
    base64url({ m: other.id, u: now, c: ids[0] }),
    base64url({ m: caller.id, u: 'yesterday', c: ids[0] }),
    base64url({ m: caller.id, u: now, c: ids[0], extra: 1 }),
    base64url({
      pk: `USER#${other.id}`,
      sk: `CONV#${fixture.otherConversationIds[0]}`,
      gsi1pk: `USER#${caller.id}#CONVS`,
      gsi1sk: `${now}#${fixture.otherConversationIds[0]}`,
    }),
    // Keys as DynamoDB would take them, well formed or not.
    base64url({ gsi1pk: `USER#${caller.id}#CONVS`, gsi1sk: 7 }),
    base64url({ gsi1pk: `USER#${caller.id}#CONVS`, gsi1sk: { S: 'x' }, pk: null, sk: [] }),
    base64url({ gsi1pk: `USER#${caller.id}#CONVS`, gsi1sk: 'x'.repeat(1500), pk: 'p', sk: 's' }),
    base64url({ gsi1pk: `USER#${caller.id}#CONVS`, gsi1sk: now, pk: `USER#${other.id}` }),
    'not-a-cursor',
    `${first.nextCursor ?? ''}x`,
  ];
  fixture.caller = caller;
  fixture.placeholders = {
    token: [caller.token],
    conversation: ids,
    conversationLookalike: ids.flatMap(lookalikes),
    otherConversation: fixture.otherConversationIds,
    cursor: cursors,
    email: [caller.email],
    password: [PASSWORD],
    newEmail: () => {
      addressCounter += 1;
      return `fuzz-${Date.now().toString(36)}-${addressCounter}@example.com`;
    },
    address: () => {
      addressCounter += 1;
      return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}:443`;
    },
  };
}

async function send(planned: PlannedRequest): Promise<ApiReply<unknown>> {
  const values = fixture.placeholders;
  const fill = (text: string) => materialize(text, values);
  const query = planned.query
    .map(({ name, value, raw }) => {
      const filled = fill(value);
      return `${encodeURIComponent(name)}=${raw ? filled.replace(/[#&\s]/g, '') : encodeURIComponent(filled)}`;
    })
    .join('&');
  const headers = Object.fromEntries(
    Object.entries(planned.headers).map(([name, value]) => [name, fill(value)]),
  );
  const body = planned.body === undefined ? undefined : fill(planned.body);
  if (body !== undefined && planned.contentType !== undefined) headers['content-type'] = planned.contentType;
  return api.call(planned.method, `${fill(planned.path)}${query ? `?${query}` : ''}`, {
    headers,
    ...(body === undefined
      ? {}
      : { rawBody: planned.contentType === undefined ? new TextEncoder().encode(body) : body }),
  });
}

const tally = new Map<string, Map<number, number>>();
const elapsed = new Map<string, number>();
let started = 0;

beforeAll(async () => {
  started = performance.now();
  const other = await signUpMember(api);
  const otherConversationIds = [
    await startConversation(other, `${SECRET_TEXT}, the first`),
    await startConversation(other, `${SECRET_TEXT}, the second`),
  ];
  const otherCursor = (await conversationPage(other, 'limit=1')).nextCursor ?? '';
  fixture = {
    caller: undefined,
    other,
    otherConversationIds,
    otherCursor,
    placeholders: {},
  };
});

afterAll(() => {
  const lines = [...tally].map(([route, statuses]) => {
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    const seconds = ((elapsed.get(route) ?? 0) / 1000).toFixed(1).padStart(5);
    return `${String(total).padStart(5)} ${seconds} s  ${route.padEnd(38)} ${byStatus.join(' ')}`;
  });
  const total = [...tally.values()].flatMap((statuses) => [...statuses.values()]).reduce((a, b) => a + b, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzzed requests (seed ${seed}):\n${lines.join('\n')}\n${String(total).padStart(5)}  in all, ${seconds} s`,
  );
});

it('knows a valid value for every path parameter in the route table', () => {
  const names = routes.flatMap((route) => pathParameterNames(route.path));
  expect(names.filter((name) => !(name in validPathValues))).toEqual([]);
});

for (const [index, route] of routes.entries()) {
  const key = routeKey(route);
  describe(key, () => {
    beforeAll(prepareCaller, 60_000);

    test.prop([plannedRequest(route)], { numRuns: runsFor(route), seed: seed + index })(
      'never answers 5xx, and refuses only with JSON and a human message',
      async (planned) => {
        const sentAt = performance.now();
        const reply = await send(planned);
        elapsed.set(key, (elapsed.get(key) ?? 0) + performance.now() - sentAt);
        const statuses = tally.get(key) ?? new Map<number, number>();
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        tally.set(key, statuses);
        const problems = replyProblems(reply);
        if (
          reply.text.includes(SECRET_TEXT) ||
          fixture.otherConversationIds.some((id) => reply.text.includes(id))
        ) {
          problems.push("the reply shows another member's conversation");
        }
        expect(problems, `${reply.status} ${reply.text.slice(0, 300)}`).toEqual([]);
      },
      120_000,
    );
  });
}

it("leaves the other member's conversations as they were", async () => {
  const page = await conversationPage(fixture.other);
  expect(page.conversations.map((conversation) => conversation.id).sort()).toEqual(
    [...fixture.otherConversationIds].sort(),
  );
});
