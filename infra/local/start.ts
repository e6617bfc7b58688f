/**
 * `npm start` / `npm run dev`: the whole of Mirrorwell on this machine. Builds the web app (or runs
 * Vite with hot reload), starts DynamoDB Local with its data under DATA_DIR, creates or updates
 * the table, and serves the SPA and every `/api` route (through the deployed handlers) on PORT of
 * 127.0.0.1 (or HOST), on any `*.localhost` host. Ctrl-C or SIGTERM stops everything it started,
 * Java included.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { generateSessionKeys } from '#functions/core/accounts/session-keys.ts';
import {
  JAVA_INSTALL_HINT,
  javaIsAvailable,
  type RunningDynamoDb,
  startDynamoDbLocal,
} from './dynamodb-local';
import { ensureTable } from './ensure-table';
import { seedDownloadLibrary } from './local-downloads';
import { removeLocalRuntime, writeLocalRuntime } from './local-runtime-file';
import {
  createLocalServer,
  isLoopbackHost,
  listenLocally,
  localListenAddress,
  type WebHandler,
} from './local-server';

const root = resolve(import.meta.dirname, '..', '..');
const devMode = process.argv.includes('--dev');

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
// Lambda runs Node 22; the SDK's notice about local Node 20 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { host, port } = localListenAddress();
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
const tableName = process.env.TABLE_NAME ?? 'mirrorwell';
const outboxDir = resolve(root, process.env.MAIL_OUTBOX_DIR ?? join(dataDir, 'outbox'));
// The premium downloads library's files, copied from content/downloads and served by signed links.
const downloadsDir = resolve(root, process.env.DOWNLOADS_DIR ?? join(dataDir, 'downloads'));

/**
 * The session keys: from the environment when set, otherwise an ES256 key pair generated into
 * DATA_DIR on first start (owner-only files) and kept, so sessions survive a restart.
 */
async function localSessionKeys(): Promise<{ signingKey: string; verifyKeys: string }> {
  const { SESSION_SIGNING_KEY: signingKey, SESSION_VERIFY_KEYS: verifyKeys } = process.env;
  if (signingKey && verifyKeys) return { signingKey, verifyKeys };
  const signingFile = join(dataDir, 'session-signing-key.jwk.json');
  const verifyFile = join(dataDir, 'session-verify-keys.jwks.json');
  if (!existsSync(signingFile) || !existsSync(verifyFile)) {
    const generated = await generateSessionKeys();
    writeFileSync(signingFile, generated.signingKey, { mode: 0o600 });
    writeFileSync(verifyFile, generated.verifyKeys, { mode: 0o600 });
  }
  return {
    signingKey: readFileSync(signingFile, 'utf8').trim(),
    verifyKeys: readFileSync(verifyFile, 'utf8').trim(),
  };
}

async function webHandler(): Promise<WebHandler> {
  // `npm run load` needs the API only: no web build, and no write to web/dist while others test.
  if (process.env.MIRRORWELL_API_ONLY === '1') return { kind: 'none' };
  const configFile = join(root, 'web', 'vite.config.ts');
  if (devMode) {
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile, server: { middlewareMode: true }, appType: 'spa' });
    stoppers.push(() => vite.close());
    return { kind: 'vite', middlewares: vite.middlewares };
  }
  const webDir = resolve(root, 'web', process.env.MIRRORWELL_WEB_DIST ?? 'dist');
  if (process.env.MIRRORWELL_SKIP_WEB_BUILD !== '1' || !existsSync(join(webDir, 'index.html'))) {
    console.log('Building the web app…');
    const { build } = await import('vite');
    // Always a production bundle, whatever NODE_ENV the API side runs with.
    const apiNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile, mode: 'production', logLevel: 'warn' });
    } finally {
      process.env.NODE_ENV = apiNodeEnv;
    }
  }
  return { kind: 'build', webDir };
}

const stoppers: (() => Promise<unknown> | unknown)[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch {
        // Keep stopping the rest.
      }
    }
  }
  process.exit(code);
}

/** The app's configuration for the handlers this process runs, pointed at the local DynamoDB. */
async function configureApp(dynamo: RunningDynamoDb): Promise<void> {
  const rootDomain = process.env.ROOT_DOMAIN ?? 'localhost';
  const sessionKeys = await localSessionKeys();
  Object.assign(process.env, {
    NODE_ENV: devMode ? 'development' : (process.env.NODE_ENV ?? 'development'),
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    ROOT_DOMAIN: rootDomain,
    // Only this origin may sign in and send cookie-authenticated changes; portals are its subdomains.
    APP_ORIGIN: process.env.APP_ORIGIN ?? `http://${rootDomain}:${port}`,
    SESSION_SIGNING_KEY: sessionKeys.signingKey,
    SESSION_VERIFY_KEYS: sessionKeys.verifyKeys,
    // Mail is written to the outbox (listed at /dev/mailbox); its links lead to APP_ORIGIN.
    MAIL_OUTBOX_DIR: outboxDir,
    DOWNLOADS_DIR: downloadsDir,
    // The offline guide's words arrive at a readable pace, as a model's would.
    OFFLINE_GUIDE_WORD_DELAY_MS: process.env.OFFLINE_GUIDE_WORD_DELAY_MS ?? '25',
  });
}

/** The table (created if missing) and the downloads library's files. */
async function prepareData(dynamo: RunningDynamoDb): Promise<void> {
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, tableName);
  await seedDownloadLibrary(downloadsDir);
  client.destroy();
}

function printWhereItRuns(dynamo: RunningDynamoDb): void {
  const engine = process.env.OPENAI_API_KEY
    ? `${process.env.OPENAI_MODEL ?? 'gpt-4o-mini'} (OpenAI-compatible API)`
    : 'the offline guide (set OPENAI_API_KEY to use a model)';
  console.log(
    [
      '',
      `Mirrorwell is running${devMode ? ' with hot reload' : ''}:`,
      `  App:             http://localhost:${port}/`,
      `  Therapist portal http://{subdomain}.localhost:${port}/  (e.g. http://demo.localhost:${port}/)`,
      `  API health:      http://localhost:${port}/api/health`,
      `  Dev mailbox:     http://localhost:${port}/dev/mailbox  (mail the app sends, kept in ${outboxDir})`,
      `  DynamoDB Local:  ${dynamo.endpoint}  (data in ${join(dataDir, 'dynamodb')})`,
      `  Guide engine:    ${engine}`,
      '',
      isLoopbackHost(host)
        ? `Listening on ${host} only (set HOST to change it).`
        : `Listening on ${host}: other machines that can reach this one can use the app (HOST in .env).`,
      `DynamoDB Local listens on every interface (port ${dynamo.port}): keep it behind this machine's firewall.`,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  if (!javaIsAvailable()) {
    console.error(JAVA_INSTALL_HINT);
    process.exit(1);
  }
  mkdirSync(dataDir, { recursive: true });
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGHUP', () => void stopAll(0));

  const dynamo: RunningDynamoDb = await startDynamoDbLocal({
    dataPath: join(dataDir, 'dynamodb'),
    ...(process.env.DYNAMODB_PORT ? { port: Number(process.env.DYNAMODB_PORT) } : {}),
  });
  stoppers.push(dynamo.stop);
  await configureApp(dynamo);
  await prepareData(dynamo);

  const server = createLocalServer(await webHandler());
  stoppers.push(() => new Promise((done) => server.close(done)));
  await listenLocally(server, { host, port });
  // Other commands (npm run report:safety -- --local) find this runtime's table through DATA_DIR.
  writeLocalRuntime(dataDir, {
    dynamoDbEndpoint: dynamo.endpoint,
    tableName,
    appOrigin: `http://localhost:${port}`,
    pid: process.pid,
  });
  stoppers.push(() => removeLocalRuntime(dataDir));
  printWhereItRuns(dynamo);
}

main().catch(async (error: unknown) => {
  console.error(`Mirrorwell could not start: ${(error as Error)?.message ?? error}`);
  await stopAll(1);
});
