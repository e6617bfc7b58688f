import Stripe from 'stripe';
import { serverConfig } from '#functions/core/config/server-config.ts';

/**
 * One Stripe client per container and key (a rotated key gets a new one). Calls give up well
 * inside the Lambda's 10 s so a slow Stripe is a clear refusal, not a timeout. STRIPE_API_BASE_URL
 * (tests only; refused in production) points the SDK at a local imitation of Stripe's API.
 */
const REQUEST_TIMEOUT_MS = 8000;

let cached: { key: string; baseUrl: string | undefined; stripe: Stripe } | undefined;

export function stripeClient(secretKey: string): Stripe {
  const baseUrl = serverConfig().STRIPE_API_BASE_URL;
  if (cached?.key === secretKey && cached.baseUrl === baseUrl) return cached.stripe;
  const stripe = new Stripe(secretKey, {
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Mirrorwell' },
    ...(baseUrl ? localApi(new URL(baseUrl)) : {}),
  });
  cached = { key: secretKey, baseUrl, stripe };
  return stripe;
}

function localApi(url: URL): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
