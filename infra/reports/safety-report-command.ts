/**
 * The command `npm run report:safety -- --year 2026` (entry: safety-report.ts): the yearly safety report California SB 243 asks of
 * operators of companion chatbots from 1 July 2027 (the crisis-referral notifications of a year,
 * with no personal identifier), read from the safety counters of the single table.
 *
 * In AWS it reads with the operator's own credentials (the AWS SDK's default chain: AWS_PROFILE,
 * SSO, environment ...), which need dynamodb:Query on the table (and kms:Decrypt through DynamoDB
 * for its key). With --local it reads DynamoDB Local: the running `npm start` of DATA_DIR, or,
 * when none runs, its data folder in an emulator of its own for the length of the report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { readSafetyCountsForYear } from '#functions/core/db/repositories/safety-counts-repository.ts';
import {
  formatSafetyReport,
  summariseSafetyYear,
} from '#functions/core/safety-report/yearly-safety-report.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { type RunningDynamoDb, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { readLocalRuntime } from '#infra/local/local-runtime-file.ts';
import { paths } from '#web/app/paths.ts';

/** The first year with safety counters: nothing was counted before it. */
export const FIRST_COUNTED_YEAR = 2026;

export const USAGE = `Usage: npm run report:safety -- --year <yyyy> [options]

  --year <yyyy>      the calendar year to report (required)
  --local            read DynamoDB Local: the running npm start of DATA_DIR, or its data folder
  --endpoint <url>   with --local: this DynamoDB Local instead
  --table <name>     the table (default: TABLE_NAME; locally the runtime's, or mirrorwell)
  --region <region>  the AWS region (default: AWS_REGION, AWS_DEFAULT_REGION or your AWS profile's)
  --site <url>       the public site whose /safety page the report links (default: https://<rootDomain of cdk.json>)
  --help             this text

In AWS the report reads with your AWS credentials (the SDK's default chain), which need
dynamodb:Query on the table, and kms:Decrypt through DynamoDB for the table's key.`;

/** A mistake in how the command was called: said plainly, with the usage, never as a stack trace. */
class UsageError extends Error {}

const yearText = z.pipe(
  z
    .string({ error: 'Give the year to report: --year 2026' })
    .check(
      z.regex(/^\d{4}$/, { error: (issue) => `--year must be a year such as 2026, not "${issue.input}"` }),
    ),
  z.transform(Number),
);
const urlText = (flag: string) =>
  z.optional(z.url({ error: (issue) => `${flag} must be a URL, not "${issue.input}"` }));
const nonEmpty = (flag: string) =>
  z.optional(z.string().check(z.trim(), z.minLength(1, { error: `${flag} needs a value` })));

const flagsSchema = z.object({
  year: yearText,
  local: z._default(z.boolean(), false),
  endpoint: urlText('--endpoint'),
  table: nonEmpty('--table'),
  region: nonEmpty('--region'),
  site: urlText('--site'),
});
export type ReportFlags = z.infer<typeof flagsSchema>;

/** Reads and checks the command line; throws UsageError with a sentence a person can act on. */
export function parseReportFlags(argv: readonly string[], today: Date): ReportFlags | 'help' {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        year: { type: 'string' },
        local: { type: 'boolean' },
        endpoint: { type: 'string' },
        table: { type: 'string' },
        region: { type: 'string' },
        site: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'Unreadable arguments');
  }
  if (values.help) return 'help';
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const flags = parsed.data;
  const thisYear = today.getUTCFullYear();
  if (flags.year < FIRST_COUNTED_YEAR) {
    throw new UsageError(
      `The safety counters began in ${FIRST_COUNTED_YEAR}: there is nothing counted for ${flags.year}.`,
    );
  }
  if (flags.year > thisYear) {
    throw new UsageError(`${flags.year} has not begun: today is ${today.toISOString().slice(0, 10)}.`);
  }
  if (flags.endpoint && !flags.local) {
    throw new UsageError('--endpoint names a DynamoDB Local: use it with --local.');
  }
  return flags;
}

/** Where the counters are read, and how to let go of what was started to read them. */
interface CounterStore {
  client: DynamoDBDocumentClient;
  table: string;
  /** Said in the report: which table, where. */
  source: string;
  siteOrigin: string;
  close: () => Promise<void>;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

function documentClientOf(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client);
}

/** `.env` of the repository (the local runtime's settings) under the process's own environment. */
function localEnvironment(root: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = join(root, '.env');
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...env };
}

async function openLocalStore(
  flags: ReportFlags,
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<CounterStore> {
  const settings = localEnvironment(root, env);
  const dataDir = resolve(root, settings.DATA_DIR ?? '.data');
  const localOrigin = `http://localhost:${settings.PORT ?? 3000}`;
  const connect = (endpoint: string, table: string, siteOrigin: string, emulator?: RunningDynamoDb) => {
    const client = new DynamoDBClient({
      endpoint,
      region: settings.AWS_REGION ?? 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
      maxAttempts: 1,
    });
    return {
      client: documentClientOf(client),
      table,
      source: `table ${table} of DynamoDB Local at ${endpoint}${emulator ? ` (data in ${join(dataDir, 'dynamodb')})` : ''}`,
      siteOrigin,
      close: async () => {
        client.destroy();
        await emulator?.stop();
      },
    };
  };
  const named = flags.endpoint ?? settings.DYNAMODB_ENDPOINT;
  if (named) return connect(named, flags.table ?? settings.TABLE_NAME ?? 'mirrorwell', localOrigin);
  const running = readLocalRuntime(dataDir);
  if (running) return connect(running.dynamoDbEndpoint, flags.table ?? running.tableName, running.appOrigin);
  const dataPath = join(dataDir, 'dynamodb');
  if (!existsSync(dataPath)) {
    throw new UsageError(
      `No local data in ${dataPath}: start the app once with npm start (DATA_DIR=${settings.DATA_DIR ?? '.data'}), or pass --endpoint.`,
    );
  }
  const emulator = await startDynamoDbLocal({ dataPath });
  return connect(
    emulator.endpoint,
    flags.table ?? settings.TABLE_NAME ?? 'mirrorwell',
    localOrigin,
    emulator,
  );
}

function rootDomainOfCdkJson(root: string): string | undefined {
  try {
    const cdk = JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as {
      context?: { rootDomain?: unknown };
    };
    return typeof cdk.context?.rootDomain === 'string' ? cdk.context.rootDomain : undefined;
  } catch {
    return undefined;
  }
}

async function openAwsStore(flags: ReportFlags, root: string, env: NodeJS.ProcessEnv): Promise<CounterStore> {
  const table = flags.table ?? env.TABLE_NAME;
  if (!table) {
    throw new UsageError(
      'Name the table: --table <name> or TABLE_NAME (the data stack\'s "TableName" output), or --local for DynamoDB Local.',
    );
  }
  const region = flags.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  // No credentials here: the SDK's default chain finds the operator's own.
  const client = new DynamoDBClient({ ...(region ? { region } : {}), maxAttempts: 3 });
  let resolvedRegion: string;
  try {
    resolvedRegion = await client.config.region();
  } catch {
    client.destroy();
    throw new UsageError('No AWS region: pass --region, or set AWS_REGION or a region in your AWS profile.');
  }
  const rootDomain = rootDomainOfCdkJson(root);
  return {
    client: documentClientOf(client),
    table,
    source: `table ${table} in ${resolvedRegion}`,
    siteOrigin: rootDomain ? `https://${rootDomain}` : '',
    close: async () => client.destroy(),
  };
}

/** A failure to read, in words: which of the usual causes it is, never a stack trace. */
export function readFailureMessage(error: unknown, store: { table: string; source: string }): string {
  const { name = 'Error', message = String(error) } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'CredentialsProviderError') {
    return `No AWS credentials were found (${message}). Sign in first (aws sso login, AWS_PROFILE, or environment keys).`;
  }
  if (name === 'ResourceNotFoundException')
    return `The table ${store.table} was not found (${store.source}).`;
  if (name === 'AccessDeniedException' || name === 'UnrecognizedClientException') {
    return `Not allowed to read ${store.source}: your credentials need dynamodb:Query on the table (and kms:Decrypt through DynamoDB for its key). ${message}`;
  }
  if (/ECONNREFUSED|connect|ENOTFOUND/i.test(`${name} ${message}`)) {
    return `Could not reach ${store.source}: ${message}`;
  }
  return `Could not read ${store.source}: ${name}: ${message}`;
}

export interface ReportIo {
  env?: NodeJS.ProcessEnv;
  /** The repository root: where .env and cdk.json are read, and DATA_DIR is resolved. */
  root?: string;
  today?: Date;
  out?: (text: string) => void;
  err?: (text: string) => void;
}

/** Runs the command; returns its exit code (0 printed, 1 could not read, 2 called wrongly). */
export async function runSafetyReport(argv: readonly string[], io: ReportIo = {}): Promise<number> {
  const env = io.env ?? process.env;
  const root = io.root ?? repoRoot;
  const today = io.today ?? new Date();
  const out = io.out ?? ((text: string) => process.stdout.write(text));
  const err = io.err ?? ((text: string) => process.stderr.write(text));
  let store: CounterStore | undefined;
  try {
    const flags = parseReportFlags(argv, today);
    if (flags === 'help') {
      out(`${USAGE}\n`);
      return 0;
    }
    store = flags.local ? await openLocalStore(flags, root, env) : await openAwsStore(flags, root, env);
    let rows: Awaited<ReturnType<typeof readSafetyCountsForYear>>;
    try {
      rows = await readSafetyCountsForYear(flags.year, { client: store.client, table: store.table });
    } catch (error) {
      err(`${readFailureMessage(error, store)}\n`);
      return 1;
    }
    const siteOrigin = (flags.site ?? store.siteOrigin).replace(/\/+$/, '');
    out(
      formatSafetyReport(summariseSafetyYear(flags.year, rows), {
        safetyPageUrl: `${siteOrigin}${paths.safety}`,
        source: store.source,
        today,
      }),
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    err(`The safety report failed: ${(error as Error)?.message ?? String(error)}\n`);
    return 1;
  } finally {
    await store?.close().catch(() => undefined);
  }
}
