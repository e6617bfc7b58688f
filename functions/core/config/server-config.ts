import * as z from 'zod/mini';

/**
 * Server configuration, read from the environment once per container and validated. A bad value
 * fails loudly with the names of the bad keys (never their values). Secret values are never
 * required here in AWS: only the names of Secrets Manager secrets (see secrets.ts).
 */
const booleanFlag = z.pipe(
  z.optional(z.enum(['true', 'false', '1', '0', ''])),
  z.transform((value) => value === 'true' || value === '1'),
);
const text = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback);
const optionalText = z.optional(z.string().check(z.minLength(1)));
/** An optional value where an empty one counts as unset (`.env.example` lists the Stripe keys empty). */
const optionalSetting = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value?.trim() ? value.trim() : undefined)),
);
/** An optional URL; an empty value counts as unset. */
const optionalUrl = z
  .pipe(
    z.optional(z.string()),
    z.transform((value) => (value ? value : undefined)),
  )
  .check(z.refine((value) => value === undefined || URL.canParse(value), 'must be a URL'));
/** `name@domain` or `Display Name <name@domain>`, on one line (a line break would inject headers). */
const mailbox = /^(?:[^<>\r\n"]*<[^\s<>@"]+@[^\s<>@"]+\.[^\s<>@"]+>|[^\s<>@"]+@[^\s<>@"]+\.[^\s<>@"]+)$/;

const serverConfigSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  TABLE_NAME: text('mirrorwell'),
  AWS_REGION: text('us-east-1'),
  /** Set locally to reach DynamoDB Local (e.g. http://127.0.0.1:8700). */
  DYNAMODB_ENDPOINT: optionalUrl,
  ROOT_DOMAIN: text('localhost'),
  /**
   * The app's own origin, which alone may send cookie-authenticated changes and sign-ins. Unset, it
   * is https://ROOT_DOMAIN; the local runtime sets http://localhost:PORT. Therapist portals are
   * the same scheme and port on {subdomain}.ROOT_DOMAIN.
   */
  APP_ORIGIN: optionalUrl,
  /**
   * Session keys (ES256). Local and tests: the private key as a JWK JSON string (with kid and alg)
   * and the public key set as a JWKS JSON string ({"keys":[...]}, at most two, picked by kid). In
   * AWS only the names of the secrets holding them: the signing key's only on the endpoints that
   * create sessions, the verify keys' on those that check them.
   */
  SESSION_SIGNING_KEY: optionalText,
  SESSION_SIGNING_KEY_SECRET_NAME: optionalText,
  SESSION_VERIFY_KEYS: optionalText,
  SESSION_VERIFY_KEYS_SECRET_NAME: optionalText,
  /**
   * Local only, for a browser that drops a Secure cookie on http://localhost (Chromium keeps it):
   * session cookies without Secure, and so without the __Host- prefix. Refused in production.
   */
  COOKIE_INSECURE: booleanFlag,
  OPENAI_API_KEY: z.optional(z.string()),
  OPENAI_SECRET_NAME: z.optional(z.string()),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: text('gpt-4o-mini'),
  /**
   * The value CloudFront adds to every /api request (header x-mirrorwell-origin-verify). In AWS it
   * lives in the secret named ORIGIN_VERIFY_SECRET_NAME; locally it may be set here. Unset (the
   * local runtime, where no CloudFront stands in front), the viewer-address header is trusted.
   */
  ORIGIN_VERIFY_SECRET: optionalText,
  ORIGIN_VERIFY_SECRET_NAME: optionalText,
  HIPAA_MODE: booleanFlag,
  /**
   * Stripe: locally the keys themselves; in AWS only the name of the secret holding
   * {"secretKey", "webhookSigningSecret"}. Unset or empty, payments are off.
   */
  STRIPE_SECRET_KEY: optionalSetting,
  STRIPE_WEBHOOK_SECRET: optionalSetting,
  STRIPE_SECRET_NAME: optionalSetting,
  /**
   * The Stripe price ids Checkout sells: Pro (monthly), Lifetime (one-time), the therapist plan
   * (monthly). In AWS they may instead sit in the Stripe secret as "pricePro", "priceLifetime",
   * "priceTherapist". A product without its price cannot be bought.
   */
  STRIPE_PRICE_PRO: optionalSetting,
  STRIPE_PRICE_LIFETIME: optionalSetting,
  STRIPE_PRICE_THERAPIST: optionalSetting,
  /**
   * Tests only: where the Stripe SDK sends API calls (a local imitation of Stripe), e.g.
   * http://127.0.0.1:12111. Refused in production, where it would send the secret key elsewhere.
   */
  STRIPE_API_BASE_URL: optionalUrl,
  /** The sender of every mail; unset, `Mirrorwell <no-reply@ROOT_DOMAIN>` (see core/mail). */
  MAIL_FROM: z.optional(z.string().check(z.trim(), z.regex(mailbox, 'must be an address'))),
  /** The Amazon SES region mail is sent through; unset, AWS_REGION. */
  SES_REGION: z.optional(z.string().check(z.regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'must be a region'))),
  /** Local only: mail is written to this folder as JSON files instead of going through SES. */
  MAIL_OUTBOX_DIR: optionalText,
  /** Where enterprise enquiries are mailed; unset or empty, the MAIL_FROM address (see core/enterprise). */
  TEAM_EMAIL: z
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((value) => (value ? value : undefined)),
    )
    .check(z.refine((value) => value === undefined || /^[^\s<>@"]+@[^\s<>@"]+\.[^\s<>@"]+$/.test(value))),
  /**
   * The premium downloads library (see core/downloads): in AWS the S3 bucket holding its files (the
   * routes that use `downloads` get it); locally the folder they are copied to (npm start:
   * DATA_DIR/downloads), served by the local runtime through signed, expiring links.
   */
  DOWNLOADS_BUCKET: optionalText,
  DOWNLOADS_DIR: optionalText,
  /** Pause between the offline guide's words, so its reply streams at a readable pace. */
  OFFLINE_GUIDE_WORD_DELAY_MS: z._default(
    z.coerce.number().check(z.refine(Number.isInteger), z.minimum(0), z.maximum(1000)),
    0,
  ),
});

export type ServerConfig = z.output<typeof serverConfigSchema>;

let cached: ServerConfig | undefined;

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = serverConfigSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new ConfigurationError(`Invalid configuration: ${names.join(', ')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    // In production a private key never sits in a function's environment, and cookies stay Secure.
    const refused = (['SESSION_SIGNING_KEY', 'COOKIE_INSECURE', 'STRIPE_API_BASE_URL'] as const).filter(
      (name) => parsed.data[name],
    );
    if (refused.length > 0) {
      throw new ConfigurationError(
        `Invalid configuration: ${refused.join(', ')} (not allowed in production)`,
      );
    }
  }
  return parsed.data;
}

export function serverConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}

/** Tests and the local runtime change the environment; this makes the next read see it. */
export function resetServerConfig(): void {
  cached = undefined;
}
