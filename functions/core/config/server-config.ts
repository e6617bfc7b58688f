import { z } from 'zod';

/**
 * Server configuration, read from the environment once per container and validated. A bad value
 * fails loudly with the names of the bad keys (never their values). Secret values are never
 * required here in AWS: only the names of Secrets Manager secrets (see secrets.ts).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const serverConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  TABLE_NAME: z.string().min(1).default('mirrorwell'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set locally to reach DynamoDB Local (e.g. http://127.0.0.1:8700). */
  DYNAMODB_ENDPOINT: z.url().optional(),
  ROOT_DOMAIN: z.string().min(1).default('localhost'),
  /** Local only: the JWT signing key. In AWS the key lives in the secret named JWT_SECRET_NAME. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_SECRET_NAME: z.string().min(1).optional(),
  /** Local http on *.localhost may turn the Secure cookie flag off; production never does. */
  COOKIE_INSECURE: booleanFlag,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_SECRET_NAME: z.string().optional(),
  OPENAI_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  HIPAA_MODE: booleanFlag,
  /** Pause between the offline guide's words, so its reply streams at a readable pace. */
  OFFLINE_GUIDE_WORD_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(0),
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
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.JWT_SECRET && !parsed.data.JWT_SECRET_NAME) {
    throw new ConfigurationError('Invalid configuration: JWT_SECRET_NAME (or JWT_SECRET) is required');
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
