/**
 * Infrastructure cost per 1,000 member messages, from what a message really does: the browser's
 * requests for it (the streamed chat reply only: its done event carries the conversation's row
 * and the month's usage, so the chat screen fetches neither again; web/e2e/chat-requests.spec.ts
 * counts the same one request in the browser),
 * each route's configured Lambda memory, the DynamoDB request units DynamoDB Local reports for every
 * call (ReturnConsumedCapacity, transactions counted double) and the list prices of prices.ts. The
 * model's own price is left out: it depends on the provider and the model, not on this code.
 */

import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { db, resetDbClient } from '#functions/core/db/client.ts';
import { cpuSlowdownAt, lambdaMemoryMbFor } from '#infra/lib/lambda-memory.ts';
import { createLocalServer, listenLocally } from '#infra/local/local-server.ts';
import { matchRoute, type RouteDefinition, routeKey } from '#shared/api/routes.ts';
import { median, timeWaitingOnDatabase } from './bench-statistics';
import { printTable, startBenchDatabase } from './bench-support';
import { assumedLogBytesPerRequest, assumedPrices as prices } from './prices';
import type { BenchSection } from './section';

/** Issue 24's goal (it was $0.05 before it); docs/cost-per-message.md says where the money goes. */
export const costBudget = { usdPer1000Messages: 0.03 } as const;

/**
 * How long a streamed reply keeps the chat Lambda running while the model writes, from the request
 * to the last token, screening call included. The offline guide answers at once here, so this is
 * added to the chat Lambda's measured time.
 */
export const assumedReplySeconds = 6;
const conversations = 2;
const messagesPerConversation = 8;

interface Meter {
  readUnits: number;
  writeUnits: number;
  spans: { start: number; end: number }[];
}

const readCommands = /^(Get|BatchGet|Query|TransactGet|Scan)/;

/** Asks DynamoDB (Local) for the capacity every call consumes and adds it up, with the time spent waiting. */
function meterDynamoDb(): Meter {
  const meter: Meter = { readUnits: 0, writeUnits: 0, spans: [] };
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const span = { start: performance.now(), end: Number.POSITIVE_INFINITY };
      meter.spans.push(span);
      try {
        const result = await next(args);
        const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
        const units = [consumed ?? []]
          .flat()
          .reduce(
            (sum: number, entry) => sum + Number((entry as { CapacityUnits?: number }).CapacityUnits ?? 0),
            0,
          );
        if (readCommands.test(String(context.commandName))) meter.readUnits += units;
        else meter.writeUnits += units;
        return result;
      } finally {
        span.end = performance.now();
      }
    },
    { step: 'initialize', name: 'benchConsumedCapacity' },
  );
  return meter;
}

interface RequestSample {
  route: RouteDefinition;
  wallMs: number;
  databaseMs: number;
  readUnits: number;
  writeUnits: number;
}

/** One route's share of a message: its averages over the run. */
interface RouteShare {
  route: RouteDefinition;
  memoryMb: number;
  invocations: number;
  billedMs: number;
  readUnits: number;
  writeUnits: number;
}

/**
 * Billed time per invocation in Lambda at the route's memory: the median DynamoDB wait as measured,
 * the median of this process's own work stretched by the smaller CPU share (this machine's core
 * counted as one vCPU; medians, because a shared machine's load only ever adds), and for the
 * streamed chat reply the model's time.
 */
function billedMsPerInvocation(
  routeSamples: RequestSample[],
  route: RouteDefinition,
  memoryMb: number,
): number {
  const databaseMs = median(routeSamples.map((s) => s.databaseMs));
  const ownMs = median(routeSamples.map((s) => Math.max(0, s.wallMs - s.databaseMs)));
  const replyMs = route.stream ? assumedReplySeconds * 1000 : 0;
  return Math.ceil(databaseMs + ownMs * cpuSlowdownAt(memoryMb) + replyMs);
}

function sharesPerMessage(
  samples: RequestSample[],
  messages: number,
  memoryOf: (r: RouteDefinition) => number,
) {
  const byRoute = new Map<string, RequestSample[]>();
  for (const sample of samples) {
    const key = routeKey(sample.route);
    byRoute.set(key, [...(byRoute.get(key) ?? []), sample]);
  }
  return [...byRoute.values()].map((routeSamples): RouteShare => {
    const route = (routeSamples[0] as RequestSample).route;
    const memoryMb = memoryOf(route);
    const invocations = routeSamples.length / messages;
    const sum = (pick: (s: RequestSample) => number) => routeSamples.reduce((total, s) => total + pick(s), 0);
    return {
      route,
      memoryMb,
      invocations,
      billedMs: invocations * billedMsPerInvocation(routeSamples, route, memoryMb),
      readUnits: sum((s) => s.readUnits) / messages,
      writeUnits: sum((s) => s.writeUnits) / messages,
    };
  });
}

interface CostLine {
  item: string;
  perMessage: string;
  price: string;
  usdPer1000: number;
}

function costLines(shares: RouteShare[]): CostLine[] {
  const requests = shares.reduce((sum, share) => sum + share.invocations, 0);
  const gbSeconds = shares.reduce((sum, share) => sum + (share.billedMs / 1000) * (share.memoryMb / 1024), 0);
  const readUnits = shares.reduce((sum, share) => sum + share.readUnits, 0);
  const writeUnits = shares.reduce((sum, share) => sum + share.writeUnits, 0);
  const logBytes = requests * (assumedLogBytesPerRequest.accessLog + assumedLogBytesPerRequest.lambda);
  const perThousand = (amount: number, price: number) => amount * price * 1000;
  return [
    {
      item: 'Lambda compute',
      perMessage: `${gbSeconds.toFixed(3)} GB-s`,
      price: `$${prices.lambdaGbSecond}/GB-s`,
      usdPer1000: perThousand(gbSeconds, prices.lambdaGbSecond),
    },
    {
      item: 'Lambda requests',
      perMessage: requests.toFixed(1),
      price: '$0.20/million',
      usdPer1000: perThousand(requests, prices.lambdaRequest),
    },
    {
      item: 'API Gateway REST requests',
      perMessage: requests.toFixed(1),
      price: '$3.50/million',
      usdPer1000: perThousand(requests, prices.apiGatewayRestRequest),
    },
    {
      item: 'CloudFront HTTPS requests',
      perMessage: requests.toFixed(1),
      price: '$0.01/10,000',
      usdPer1000: perThousand(requests, prices.cloudFrontHttpsRequest),
    },
    {
      item: 'DynamoDB writes',
      perMessage: `${writeUnits.toFixed(1)} WRU`,
      price: '$0.625/million WRU',
      usdPer1000: perThousand(writeUnits, prices.dynamoDbWriteRequestUnit),
    },
    {
      item: 'DynamoDB reads',
      perMessage: `${readUnits.toFixed(1)} RRU`,
      price: '$0.125/million RRU',
      usdPer1000: perThousand(readUnits, prices.dynamoDbReadRequestUnit),
    },
    {
      item: 'CloudWatch Logs',
      perMessage: `${(logBytes / 1024).toFixed(1)} KB`,
      price: '$0.50/GB',
      usdPer1000: perThousand(logBytes / 1024 ** 3, prices.cloudWatchLogsIngestedGb),
    },
  ];
}

const total = (lines: CostLine[]) => lines.reduce((sum, line) => sum + line.usdPer1000, 0);

type LocalCall = (
  method: string,
  path: string,
  options: { token?: string; body?: unknown; stream?: boolean },
) => Promise<{ text: string; sample: RequestSample }>;

/** Calls the local runtime at `port` as the browser would, measuring each call's time and capacity. */
function localCaller(port: number, meter: Meter): LocalCall {
  return async (method, path, options) => {
    const match = matchRoute(method, new URL(path, 'http://local').pathname);
    if (match.kind !== 'found') throw new Error(`No route for ${method} ${path}`);
    meter.readUnits = 0;
    meter.writeUnits = 0;
    meter.spans.length = 0;
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.stream ? { accept: 'text/event-stream' } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    const wallMs = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    const sample = {
      route: match.route,
      wallMs,
      databaseMs: timeWaitingOnDatabase(meter.spans),
      readUnits: meter.readUnits,
      writeUnits: meter.writeUnits,
    };
    return { text, sample };
  };
}

/** Registers a member and returns its token. */
async function registerBenchMember(call: LocalCall): Promise<string> {
  const password = `bench-${randomBytes(12).toString('hex')}`;
  const registered = await call('POST', '/api/auth/register', {
    body: {
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      password,
      firstName: 'Bench',
      lastName: 'Mark',
      acceptedTerms: true,
      confirmedAge: true,
    },
  });
  return (JSON.parse(registered.text) as { token: string }).token;
}

/** Every message of the run with the requests the chat screen makes after it; a warm-up first, not counted. */
async function messageSamples(call: LocalCall, token: string): Promise<RequestSample[]> {
  const samples: RequestSample[] = [];
  const send = (message: string, conversationId?: string) =>
    call('POST', '/api/chat', {
      token,
      stream: true,
      body: { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) },
    });
  // Warm-up, not counted: the first call loads the route's module, as a cold start would.
  await send('A first message, to warm up.');

  for (let conversation = 0; conversation < conversations; conversation++) {
    let conversationId: string | undefined;
    for (let message = 1; message <= messagesPerConversation; message++) {
      const chat = await send(
        `Message ${message}: thinking about my work, my sleep and how my family reacts when I talk about change.`,
        conversationId,
      );
      const done = /event: done\ndata: (.+)\n/.exec(chat.text)?.[1];
      if (!done) throw new Error('The chat reply did not finish');
      conversationId = (JSON.parse(done) as { conversationId: string }).conversationId;
      // The chat screen updates its list and usage from the done event: nothing else is requested.
      samples.push(chat.sample);
    }
  }
  return samples;
}

function printCost(samples: RequestSample[]): void {
  const messages = conversations * messagesPerConversation;
  const shares = sharesPerMessage(samples, messages, lambdaMemoryMbFor);
  console.log(
    `Per member message, as the browser does it: the streamed POST /api/chat, one request (its done event ` +
      `carries the list row and the usage the screen shows). ${messages} messages in ${conversations} conversations of ` +
      `${messagesPerConversation}, against DynamoDB Local. Prices: ${prices.region}, arm64, on-demand, no free tier ` +
      `(infra/bench/prices.ts). A streamed reply keeps the chat Lambda running ${assumedReplySeconds} s while the model writes.`,
  );
  printTable(
    ['request', 'memory MB', 'billed ms per message (est.)', 'RRU', 'WRU'],
    shares.map((share) => [
      routeKey(share.route),
      String(share.memoryMb),
      share.billedMs.toFixed(0),
      share.readUnits.toFixed(2),
      share.writeUnits.toFixed(2),
    ]),
  );
  console.log('');
  const lines = costLines(shares);
  const sum = total(lines);
  printTable(
    ['item', 'per message', 'price', 'per 1,000 messages'],
    [
      ...lines.map((line) => [line.item, line.perMessage, line.price, `$${line.usdPer1000.toFixed(4)}`]),
      ['total (model excluded)', '', '', `$${sum.toFixed(4)}`],
    ],
  );
  const before = total(costLines(sharesPerMessage(samples, messages, () => 512)));
  console.log(
    `\ninfrastructure per 1,000 member messages: $${sum.toFixed(4)}  (budget < $${costBudget.usdPer1000Messages.toFixed(2)}: ` +
      `${sum < costBudget.usdPer1000Messages ? 'PASS' : 'FAIL'}); with every Lambda at 512 MB it would be $${before.toFixed(4)}.`,
  );
  console.log(
    `Not per message: the table's KMS key ($${prices.kmsKeyMonth}/month, its requests are few: DynamoDB caches the ` +
      `table key), 5 secrets ($${prices.secretMonth}/month each; read once per container per 5 minutes), storage.`,
  );
}

async function runCost(): Promise<void> {
  delete process.env.OPENAI_API_KEY;
  const dynamo = await startBenchDatabase('bench-cost', { OFFLINE_GUIDE_WORD_DELAY_MS: '0' });
  let server: Server | undefined;
  try {
    const meter = meterDynamoDb();
    server = createLocalServer({ kind: 'none' });
    const { port } = await listenLocally(server, { host: '127.0.0.1', port: 0 });
    const call = localCaller(port, meter);
    printCost(await messageSamples(call, await registerBenchMember(call)));
  } finally {
    server?.closeAllConnections();
    await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
    resetDbClient();
    await dynamo.stop();
  }
}

export const costSection: BenchSection = { name: 'Cost per 1,000 member messages', run: runCost };
