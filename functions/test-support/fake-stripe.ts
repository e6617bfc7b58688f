import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { signedWebhookHeaders, stripeEvent } from './stripe-events';
import type { TestApi } from './test-api';

/**
 * A real HTTP server that answers the few Stripe API calls Mirrorwell makes, so tests see exactly
 * the form-encoded request Stripe would receive. The Stripe SDK is pointed at it through
 * STRIPE_API_BASE_URL; webhooks are signed with Stripe's own test helper.
 */
export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

interface ScriptedReply {
  status: number;
  body: unknown;
}

export interface FakeStripe {
  readonly requests: StripeRequest[];
  /** The newest request to `path`, if any. */
  last(path: string): StripeRequest | undefined;
  /** The next call (or `times` calls) to `path` get this answer instead of the usual one. */
  answerNext(path: string, reply: ScriptedReply, times?: number): void;
}

/** Stripe's answer to a request that names something it does not know (a price, a customer). */
export function noSuchResource(param: string, message: string): ScriptedReply {
  return {
    status: 400,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', param, message } },
  };
}

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_mirrorwell_fake_stripe',
  webhookSecret: 'whsec_test_mirrorwell_fake_stripe',
  prices: { pro: 'price_test_pro_monthly', lifetime: 'price_test_lifetime', practice: 'price_test_practice' },
} as const;

/** Sets the keys and price ids this file's runtime uses (all of them unless told otherwise). */
export function configurePayments(
  baseUrl: string | undefined,
  options: { keys?: boolean; prices?: readonly ('pro' | 'lifetime' | 'practice')[] } = {},
): void {
  const withKeys = options.keys ?? true;
  const prices = options.prices ?? ['pro', 'lifetime', 'practice'];
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  set('STRIPE_SECRET_KEY', withKeys ? STRIPE_TEST_KEYS.secretKey : undefined);
  set('STRIPE_WEBHOOK_SECRET', withKeys ? STRIPE_TEST_KEYS.webhookSecret : undefined);
  set('STRIPE_API_BASE_URL', baseUrl);
  set('STRIPE_PRICE_PRO', prices.includes('pro') ? STRIPE_TEST_KEYS.prices.pro : undefined);
  set('STRIPE_PRICE_LIFETIME', prices.includes('lifetime') ? STRIPE_TEST_KEYS.prices.lifetime : undefined);
  set('STRIPE_PRICE_THERAPIST', prices.includes('practice') ? STRIPE_TEST_KEYS.prices.practice : undefined);
  resetServerConfig();
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

let sessionCounter = 0;

function usualReply(request: StripeRequest): ScriptedReply {
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    sessionCounter += 1;
    const id = `cs_test_fake${Date.now().toString(36)}${sessionCounter}`;
    return {
      status: 200,
      body: {
        id,
        object: 'checkout.session',
        mode: request.form.get('mode'),
        metadata: {},
        url: `https://checkout.stripe.test/c/pay/${id}`,
      },
    };
  }
  if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
    const customer = request.form.get('customer') ?? '';
    return {
      status: 200,
      body: {
        id: `bps_test_${sessionCounter}`,
        object: 'billing_portal.session',
        customer,
        url: `https://billing.stripe.test/p/session/${customer}`,
      },
    };
  }
  const cancelled = /^\/v1\/subscriptions\/(sub_[A-Za-z0-9_]+)$/.exec(request.path);
  if (request.method === 'DELETE' && cancelled) {
    return { status: 200, body: { id: cancelled[1], object: 'subscription', status: 'canceled' } };
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.path})` } },
  };
}

/** Starts the imitation for this test file and points the app's Stripe SDK at it. */
export function startFakeStripe(): FakeStripe {
  const requests: StripeRequest[] = [];
  const scripted = new Map<string, ScriptedReply & { times: number }>();
  const server = createServer(async (incoming, response) => {
    const request: StripeRequest = {
      method: incoming.method ?? 'GET',
      path: new URL(incoming.url ?? '/', 'http://stripe.test').pathname,
      form: await readForm(incoming),
      authorization: incoming.headers.authorization,
    };
    requests.push(request);
    const script = scripted.get(request.path);
    const reply = script ?? usualReply(request);
    if (script && --script.times <= 0) scripted.delete(request.path);
    response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    response.end(JSON.stringify(reply.body));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    configurePayments(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    requests,
    last: (path) => requests.filter((request) => request.path === path).at(-1),
    answerNext: (path, reply, times = 1) => {
      scripted.set(path, { ...reply, times });
    },
  };
}

let eventCounter = 0;

/** Delivers one event to the webhook, signed as Stripe signs it. */
export async function deliverStripeEvent(
  api: TestApi,
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  eventCounter += 1;
  const id = `evt_test_checkout_${Date.now().toString(36)}_${eventCounter}`;
  const body = JSON.stringify(stripeEvent(id, type, object, created));
  const reply = await api.call<{ outcome: string }>('POST', '/api/billing/webhook', {
    rawBody: body,
    headers: signedWebhookHeaders(body, STRIPE_TEST_KEYS.webhookSecret),
  });
  if (reply.status !== 200) throw new Error(`webhook refused: ${reply.status} ${reply.text}`);
  return reply.body.outcome;
}

/** The `checkout.session.completed` object Stripe sends for a paid session. */
export function paidSession(
  sessionId: string,
  metadata: Record<string, string>,
  ids: { customer?: string; subscription?: string | null } = {},
): Record<string, unknown> {
  return {
    id: sessionId,
    object: 'checkout.session',
    payment_status: 'paid',
    customer: ids.customer ?? `cus_test_${sessionId.slice(-8)}`,
    subscription: ids.subscription ?? null,
    metadata,
  };
}

/** The session id Stripe gave the newest checkout (from the url the fake returned). */
export function sessionIdFromUrl(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}
