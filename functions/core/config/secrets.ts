import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { serverConfig } from './server-config';

/**
 * Secret values come from Secrets Manager in AWS (only their names are in the environment) and
 * are read once per container, then cached for a while so a rotation is picked up.
 */
const CACHE_MS = 5 * 60 * 1000;
const cache = new Map<string, { value: string; readAt: number }>();
let client: SecretsManagerClient | undefined;

async function readSecret(name: string): Promise<string> {
  const hit = cache.get(name);
  if (hit && Date.now() - hit.readAt < CACHE_MS) return hit.value;
  client ??= new SecretsManagerClient({ region: serverConfig().AWS_REGION });
  const result = await client.send(new GetSecretValueCommand({ SecretId: name }));
  const value = result.SecretString ?? '';
  cache.set(name, { value, readAt: Date.now() });
  return value;
}

/**
 * The private key that signs session tokens, as a JWK JSON string, or undefined where this function
 * may not create sessions (in AWS only the endpoints that create sessions can read its secret).
 */
export async function sessionSigningKeyJson(): Promise<string | undefined> {
  const config = serverConfig();
  if (config.SESSION_SIGNING_KEY) return config.SESSION_SIGNING_KEY;
  if (!config.SESSION_SIGNING_KEY_SECRET_NAME) return undefined;
  return (await readSecret(config.SESSION_SIGNING_KEY_SECRET_NAME)).trim() || undefined;
}

/** The public keys that verify session tokens, as a JWKS JSON string, or undefined when not configured. */
export async function sessionVerifyKeysJson(): Promise<string | undefined> {
  const config = serverConfig();
  if (config.SESSION_VERIFY_KEYS) return config.SESSION_VERIFY_KEYS;
  if (!config.SESSION_VERIFY_KEYS_SECRET_NAME) return undefined;
  return (await readSecret(config.SESSION_VERIFY_KEYS_SECRET_NAME)).trim() || undefined;
}

/**
 * The value that marks a request as having come through CloudFront, or undefined where no
 * CloudFront stands in front of the API (the local runtime).
 */
export async function originVerifyValue(): Promise<string | undefined> {
  const config = serverConfig();
  if (config.ORIGIN_VERIFY_SECRET) return config.ORIGIN_VERIFY_SECRET;
  if (!config.ORIGIN_VERIFY_SECRET_NAME) return undefined;
  const value = (await readSecret(config.ORIGIN_VERIFY_SECRET_NAME)).trim();
  // Configured but empty would trust anyone's header: refuse to run that way.
  if (!value) throw new Error('The origin-verify secret is empty');
  return value;
}

/** The OpenAI-compatible API key, or undefined when the offline guide should answer. */
export async function openAiApiKey(): Promise<string | undefined> {
  const config = serverConfig();
  if (config.OPENAI_API_KEY) return config.OPENAI_API_KEY;
  if (!config.OPENAI_SECRET_NAME) return undefined;
  const raw = await readSecret(config.OPENAI_SECRET_NAME);
  try {
    const parsed = JSON.parse(raw) as { apiKey?: unknown };
    return typeof parsed.apiKey === 'string' && parsed.apiKey.length > 0 ? parsed.apiKey : undefined;
  } catch {
    return raw.trim() || undefined;
  }
}

export interface StripeKeys {
  secretKey: string;
  webhookSigningSecret: string;
}

/** Stripe's API key and webhook signing secret, or undefined when payments are not configured. */
export async function stripeKeys(): Promise<StripeKeys | undefined> {
  const config = serverConfig();
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return { secretKey: config.STRIPE_SECRET_KEY, webhookSigningSecret: config.STRIPE_WEBHOOK_SECRET };
  }
  if (!config.STRIPE_SECRET_NAME) return undefined;
  try {
    const parsed = JSON.parse(await readSecret(config.STRIPE_SECRET_NAME)) as Partial<StripeKeys>;
    const { secretKey, webhookSigningSecret } = parsed;
    return typeof secretKey === 'string' &&
      secretKey &&
      typeof webhookSigningSecret === 'string' &&
      webhookSigningSecret
      ? { secretKey, webhookSigningSecret }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The Stripe price id of each product Checkout sells; a product without one cannot be bought. */
export interface StripePriceIds {
  pro?: string;
  lifetime?: string;
  practice?: string;
}

const priceSecretFields = { pro: 'pricePro', lifetime: 'priceLifetime', practice: 'priceTherapist' } as const;

/**
 * The price ids: locally (or wherever they are set) from STRIPE_PRICE_*, otherwise from the Stripe
 * secret's "pricePro", "priceLifetime" and "priceTherapist" (they are not secret, but the operator
 * then fills one secret in AWS instead of redeploying with new environment values).
 */
export async function stripePriceIds(): Promise<StripePriceIds> {
  const config = serverConfig();
  const fromEnvironment: StripePriceIds = {
    ...(config.STRIPE_PRICE_PRO ? { pro: config.STRIPE_PRICE_PRO } : {}),
    ...(config.STRIPE_PRICE_LIFETIME ? { lifetime: config.STRIPE_PRICE_LIFETIME } : {}),
    ...(config.STRIPE_PRICE_THERAPIST ? { practice: config.STRIPE_PRICE_THERAPIST } : {}),
  };
  if (!config.STRIPE_SECRET_NAME) return fromEnvironment;
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(await readSecret(config.STRIPE_SECRET_NAME)) as Record<string, unknown>;
  } catch {
    return fromEnvironment;
  }
  const fromSecret: StripePriceIds = {};
  for (const [product, field] of Object.entries(priceSecretFields) as [keyof StripePriceIds, string][]) {
    const value = stored[field];
    if (typeof value === 'string' && value.trim()) fromSecret[product] = value.trim();
  }
  return { ...fromSecret, ...fromEnvironment };
}
