import { randomBytes } from 'node:crypto';
import type { LatenciesByRoute } from './latency-table';
import { inBatches, LoadClient, sleep, type UnexpectedOutcome } from './load-client';

/**
 * The load `npm run load` puts on the API: members chatting at once, each within fair use (20
 * messages a minute: they send about 15), anonymous visitors chatting on practices' portals, and
 * sign-ins alongside. One extra member sends faster than fair use allows, on purpose, until
 * refused: those 429s are the only refusals expected. Bounded in time and in count: every loop ends
 * at the deadline and every request gives up after 30 s.
 */
export interface LoadOptions {
  baseUrl: string;
  durationMs: number;
  members: number;
  visitors: number;
  /** Messages a minute each member sends (fair use allows 20 in a calendar minute). */
  memberMessagesPerMinute?: number;
  /** Messages a minute each portal visitor sends. */
  visitorMessagesPerMinute?: number;
  signInEveryMs?: number;
  log?: (line: string) => void;
  /** Called as the timed run begins, after the sign-ups. */
  onTimedStart?: () => void;
}

/** One conversation the load wrote to, and the words it sent there, accepted or refused. */
export type SentConversation =
  | { kind: 'member'; memberId: string; conversationId: string; accepted: string[]; refused: string[] }
  | { kind: 'visitor'; tenantId: string; sessionId: string; accepted: string[]; refused: string[] };

export interface LoadResult {
  latencies: LatenciesByRoute;
  setupLatencies: LatenciesByRoute;
  unexpected: UnexpectedOutcome[];
  /** 429s the over-eager member was given, each with a Retry-After. */
  provokedRefusals: number;
  conversations: SentConversation[];
  signIns: number;
  /** When the timed run began (epoch ms), and how long it took. */
  startedAt: number;
  elapsedMs: number;
}

const PASSWORD = 'quiet-river-42';
const consent = { acceptedTerms: true, confirmedAge: true };
const WORDS = [
  'Work was long today and I keep thinking about the meeting.',
  'I slept badly, and the morning felt heavy.',
  'My sister called and we talked about our parents.',
  'I went for a walk after lunch and felt a little lighter.',
  'The deadline at work is making me tense.',
  "I'm not sure how to tell my friend I need more space.",
  'Cooking dinner tonight helped me slow down.',
  'I keep putting off a phone call I should make.',
];

const address = (block: number, index: number) => `198.18.${block}.${(index % 250) + 1}`;
const words = (who: string, count: number) => `${WORDS[count % WORDS.length]} (${who}, message ${count + 1})`;
const jitter = (interval: number) => interval * (0.9 + Math.random() * 0.2);

interface Account {
  id: string;
  token: string;
  email: string;
}

async function signUpMembers(client: LoadClient, runId: string, count: number, block: number) {
  return inBatches(
    Array.from({ length: count }, (_, index) => index),
    4,
    async (index) => {
      const email = `load-${runId}-b${block}-${index}@example.com`;
      const reply = await client.call(
        'POST /api/auth/register',
        '/api/auth/register',
        {
          body: { email, password: PASSWORD, firstName: 'Load', lastName: 'Member', ...consent },
          address: address(block, index),
        },
        [201],
      );
      const user = reply?.body.user as { id: string } | undefined;
      if (!user)
        throw new Error(`A member could not sign up: ${reply?.status} ${JSON.stringify(reply?.body)}`);
      return { id: user.id, token: String(reply?.body.token), email } satisfies Account;
    },
  );
}

async function signUpPractices(client: LoadClient, runId: string, count: number) {
  return inBatches(
    Array.from({ length: count }, (_, index) => index),
    2,
    async (index) => {
      const subdomain = `load${runId.slice(0, 8)}p${index}`;
      const reply = await client.call(
        'POST /api/therapist/register',
        '/api/therapist/register',
        {
          body: {
            email: `load-${runId}-t${index}@example.com`,
            password: PASSWORD,
            firstName: 'Maya',
            lastName: 'Ortiz',
            subdomain,
            ...consent,
          },
          address: address(4, index),
        },
        [201],
      );
      const therapist = reply?.body.therapist as { id: string } | undefined;
      if (!therapist) throw new Error(`A practice could not sign up: ${reply?.status}`);
      return { tenantId: therapist.id, subdomain };
    },
  );
}

/** A member chatting at a steady pace until the deadline, in one conversation. */
async function memberChats(
  client: LoadClient,
  member: Account,
  index: number,
  deadline: number,
  intervalMs: number,
): Promise<SentConversation | undefined> {
  let conversationId: string | null = null;
  const accepted: string[] = [];
  await sleep(Math.random() * intervalMs);
  for (let count = 0; Date.now() < deadline; count += 1) {
    const next = Date.now() + jitter(intervalMs);
    const message = words(`member ${index}`, count);
    const reply = await client.call(
      'POST /api/chat',
      '/api/chat',
      {
        body: { message, modeId: 'mirror', conversationId },
        token: member.token,
        address: address(1, index),
      },
      [200, 201],
    );
    if (reply && reply.status < 300) {
      conversationId = String(reply.body.conversationId);
      accepted.push(message);
    }
    await sleep(Math.min(next, deadline) - Date.now());
  }
  return conversationId
    ? { kind: 'member', memberId: member.id, conversationId, accepted, refused: [] }
    : undefined;
}

/**
 * A member sending as fast as replies come: fair use refuses them within at most 41 messages (20
 * in a calendar minute, or 20 in each of two if the burst crosses one). Two more follow the first
 * refusal; each refusal must carry a Retry-After.
 */
async function eagerMemberChats(
  client: LoadClient,
  member: Account,
): Promise<[SentConversation | undefined, number]> {
  let conversationId: string | null = null;
  const accepted: string[] = [];
  const refused: string[] = [];
  for (let count = 0; count < 41 && refused.length < 3; count += 1) {
    const message = words('eager member', count);
    const reply = await client.call(
      'POST /api/chat',
      '/api/chat',
      { body: { message, modeId: 'mirror', conversationId }, token: member.token, address: address(1, 251) },
      [200, 201, 429],
    );
    if (!reply) continue;
    if (reply.status === 429) {
      refused.push(message);
      if (!reply.headers.get('retry-after'))
        client.unexpected.push({ route: 'POST /api/chat', status: 429, detail: 'a 429 without Retry-After' });
    } else if (reply.status < 300) {
      conversationId = String(reply.body.conversationId);
      accepted.push(message);
    }
  }
  const conversation: SentConversation | undefined = conversationId
    ? { kind: 'member', memberId: member.id, conversationId, accepted, refused }
    : undefined;
  return [conversation, refused.length];
}

/** An anonymous visitor opening a practice's portal and chatting there until the deadline. */
async function visitorChats(
  client: LoadClient,
  practice: { tenantId: string; subdomain: string },
  index: number,
  deadline: number,
  intervalMs: number,
): Promise<SentConversation | undefined> {
  const from = address(2, index);
  await sleep(Math.random() * intervalMs);
  await client.call(
    'GET /api/white-label/therapist/{subdomain}',
    `/api/white-label/therapist/${practice.subdomain}`,
    { address: from },
    [200],
  );
  await client.call(
    'POST /api/white-label/visit',
    '/api/white-label/visit',
    { body: { subdomain: practice.subdomain, sessionIds: [] }, address: from },
    [200],
  );
  let sessionId: string | null = null;
  const accepted: string[] = [];
  for (let count = 0; Date.now() < deadline; count += 1) {
    const next = Date.now() + jitter(intervalMs);
    const message = words(`visitor ${index}`, count);
    const reply = await client.call(
      'POST /api/white-label/chat',
      '/api/white-label/chat',
      {
        body: { subdomain: practice.subdomain, message, clientName: `Visitor ${index}`, sessionId },
        address: from,
      },
      [200, 201],
    );
    if (reply && reply.status < 300) {
      sessionId = String(reply.body.sessionId);
      accepted.push(message);
    }
    await sleep(Math.min(next, deadline) - Date.now());
  }
  return sessionId
    ? { kind: 'visitor', tenantId: practice.tenantId, sessionId, accepted, refused: [] }
    : undefined;
}

/** Members signing in one after another, each from an address of its own, until the deadline. */
async function signInsAlongside(client: LoadClient, accounts: Account[], deadline: number, everyMs: number) {
  let count = 0;
  while (Date.now() < deadline) {
    const next = Date.now() + everyMs;
    const account = accounts[count % accounts.length] as Account;
    await client.call(
      'POST /api/auth/login',
      '/api/auth/login',
      { body: { email: account.email, password: PASSWORD }, address: address(3, count) },
      [200],
    );
    count += 1;
    await sleep(Math.min(next, deadline) - Date.now());
  }
  return count;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const log = options.log ?? (() => {});
  const runId = randomBytes(5).toString('hex');
  const setupLatencies: LatenciesByRoute = new Map();
  const setup = new LoadClient(options.baseUrl, setupLatencies);
  const practiceCount = Math.ceil(options.visitors / 10);
  log(
    `Signing up ${options.members} members, 1 over-eager member, 3 sign-in accounts and ${practiceCount} practices…`,
  );
  const members = await signUpMembers(setup, runId, options.members, 1);
  const [eager, ...signInAccounts] = await signUpMembers(setup, runId, 4, 5);
  const practices = await signUpPractices(setup, runId, practiceCount);

  const latencies: LatenciesByRoute = new Map();
  const client = new LoadClient(options.baseUrl, latencies);
  options.onTimedStart?.();
  const started = Date.now();
  const deadline = started + options.durationMs;
  log(
    `Running for ${Math.round(options.durationMs / 1000)} s: ${options.members} members and ${options.visitors} visitors…`,
  );
  const memberInterval = 60_000 / (options.memberMessagesPerMinute ?? 15);
  const visitorInterval = 60_000 / (options.visitorMessagesPerMinute ?? 8);
  const [memberConversations, visitorConversations, [eagerConversation, provokedRefusals], signIns] =
    await Promise.all([
      Promise.all(
        members.map((member, index) => memberChats(client, member, index, deadline, memberInterval)),
      ),
      Promise.all(
        Array.from({ length: options.visitors }, (_, index) =>
          visitorChats(
            client,
            practices[index % practiceCount] as (typeof practices)[number],
            index,
            deadline,
            visitorInterval,
          ),
        ),
      ),
      eagerMemberChats(client, eager as Account),
      signInsAlongside(client, signInAccounts, deadline, options.signInEveryMs ?? 5000),
    ]);
  const conversations = [...memberConversations, ...visitorConversations, eagerConversation].filter(
    (conversation): conversation is SentConversation => conversation !== undefined,
  );
  return {
    latencies,
    setupLatencies,
    unexpected: [...setup.unexpected, ...client.unexpected],
    provokedRefusals,
    conversations,
    signIns,
    startedAt: started,
    elapsedMs: Date.now() - started,
  };
}
