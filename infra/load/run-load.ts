/**
 * `npm run load`: a bounded load test of the API on this machine, on 127.0.0.1 only.
 *
 *   npm run load                                   # 50 members, 20 portal visitors, 2 minutes
 *   npm run load -- --duration 15 --members 10 --visitors 4 --port 4640
 *
 * Starts the local runtime (infra/local/start.ts, API only, DynamoDB Local under DATA_DIR) with the
 * scripted instant model (an OpenAI-compatible server on 127.0.0.1 that answers at once), or reuses
 * one already running on that port and data folder. Prints p50 / p95 / p99 per route as the load
 * saw them and as the app measured its own time (its request logs), the unexpected outcomes, and
 * the messages sent against the messages saved, read back from DynamoDB Local. Exits non-zero on
 * any unexpected outcome or miscount. Stops by itself: every loop ends at the deadline.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { resetDbClient } from '#functions/core/db/client.ts';
import { startScriptedModel } from '#functions/test-support/scripted-model.ts';
import { readLocalRuntime } from '#infra/local/local-runtime-file.ts';
import { type AppRequestLog, appTimesDuring, readRequestLogs } from './app-request-logs';
import { formatLatencyTable, summarise } from './latency-table';
import { sleep } from './load-client';
import { runLoad } from './load-scenario';
import { type CpuSample, machineLoad, sampleCpu } from './process-cpu';
import { countSavedMessages } from './saved-messages';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '120' },
    members: { type: 'string', default: '50' },
    visitors: { type: 'string', default: '20' },
    port: { type: 'string', default: process.env.LOAD_PORT ?? '3300' },
    'data-dir': { type: 'string', default: '.data/load' },
  },
});
const positive = (name: string, value: string | undefined, max: number) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
  return number;
};
const durationSeconds = positive('duration', values.duration, 600);
const members = positive('members', values.members, 200);
const visitors = positive('visitors', values.visitors, 100);
const port = positive('port', values.port, 65535);
const dataDir = resolve(root, values['data-dir'] as string);
const baseUrl = `http://127.0.0.1:${port}`;
const APP_TIME_GOAL_MS = 150;

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

interface Runtime {
  dynamoDbEndpoint: string;
  tableName: string;
  pid: number;
  logs: AppRequestLog[];
  stop: () => Promise<void>;
  model: string;
}

async function startRuntime(): Promise<Runtime> {
  const running = readLocalRuntime(dataDir);
  if (running && (await answers())) {
    console.log(`Reusing the runtime on ${baseUrl} (its own model; its request logs are not read).`);
    return { ...running, logs: [], stop: async () => {}, model: 'the running runtime’s' };
  }
  if (await answers()) throw new Error(`Something else answers on ${baseUrl}; choose another --port.`);
  rmSync(join(dataDir, 'dynamodb'), { recursive: true, force: true });
  const model = await startScriptedModel();
  const logs: AppRequestLog[] = [];
  const child: ChildProcess = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['infra/local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MIRRORWELL_API_ONLY: '1',
      OPENAI_API_KEY: 'sk-scripted',
      OPENAI_BASE_URL: model.baseURL,
      MIRRORWELL_QUIET_LOGS: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  readRequestLogs(child.stdout, logs);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
    }
    await model.close();
  };
  const deadline = Date.now() + 120_000;
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('The local runtime did not start.');
    }
    await sleep(500);
  }
  const started = readLocalRuntime(dataDir);
  if (!started) {
    await stop();
    throw new Error(`The runtime wrote no ${dataDir}/local-runtime.json.`);
  }
  return { ...started, logs, stop, model: 'the scripted instant' };
}

async function main(): Promise<number> {
  const runtime = await startRuntime();
  try {
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: runtime.dynamoDbEndpoint,
      TABLE_NAME: runtime.tableName,
    });
    resetServerConfig();
    resetDbClient();
    let cpuAtStart: CpuSample | undefined;
    let loadAtStart = '';
    const result = await runLoad({
      baseUrl,
      durationMs: durationSeconds * 1000,
      members,
      visitors,
      log: (line) => console.log(line),
      onTimedStart: () => {
        cpuAtStart = sampleCpu(runtime.pid);
        loadAtStart = machineLoad();
      },
    });
    const cpuAtEnd = sampleCpu(runtime.pid);
    const saved = await countSavedMessages(result.conversations);
    const appTimes = appTimesDuring(runtime.logs, result.startedAt, result.startedAt + result.elapsedMs);
    const chatP99 = summarise(appTimes).filter((row) => row.route.endsWith('/chat'));
    console.log('');
    console.log(
      `Load: ${members} members and ${visitors} portal visitors for ${(result.elapsedMs / 1000).toFixed(1)} s, ${result.signIns} sign-ins alongside, ${runtime.model} model, ${baseUrl}`,
    );
    console.log(formatLatencyTable('Round trip as the load saw it (ms):', summarise(result.latencies)));
    if (appTimes.size > 0)
      console.log(formatLatencyTable("The app's own time, from its request logs (ms):", summarise(appTimes)));
    console.log(
      formatLatencyTable('Setup, not timed against the goal (ms):', summarise(result.setupLatencies)),
    );
    const chats = (appTimes.size > 0 ? appTimes : result.latencies).get('POST /api/chat')?.length ?? 0;
    const portalChats =
      (appTimes.size > 0 ? appTimes : result.latencies).get('POST /api/white-label/chat')?.length ?? 0;
    if (cpuAtStart && cpuAtEnd) {
      const runtimeCpu = cpuAtEnd.runtime - cpuAtStart.runtime;
      const dynamoCpu = cpuAtEnd.children - cpuAtStart.children;
      const perMessage = (seconds: number) =>
        ((seconds * 1000) / Math.max(1, chats + portalChats)).toFixed(1);
      console.log(
        `CPU used during the run: the runtime (every Lambda in one Node process) ${runtimeCpu.toFixed(1)} s, DynamoDB Local ${dynamoCpu.toFixed(1)} s; per chat message ${perMessage(runtimeCpu)} ms + ${perMessage(dynamoCpu)} ms (sign-ins included)`,
      );
    }
    console.log(`Machine: at start ${loadAtStart}, at end ${machineLoad()}`);
    console.log(`Errors (unexpected outcomes): ${result.unexpected.length}`);
    for (const outcome of result.unexpected.slice(0, 20))
      console.log(`  ${outcome.route} -> ${outcome.status}: ${outcome.detail}`);
    console.log(`Fair-use 429s provoked on purpose: ${result.provokedRefusals}`);
    console.log(
      `Messages sent (accepted): ${saved.sent}; saved exactly once: ${saved.savedOnce}; missing: ${saved.missing}; saved twice or more: ${saved.duplicated}; refused yet saved: ${saved.refusedButSaved}`,
    );
    for (const row of chatP99)
      console.log(
        `Goal p99 of the app's own time <= ${APP_TIME_GOAL_MS} ms, ${row.route}: ${row.p99.toFixed(1)} ms ${row.p99 <= APP_TIME_GOAL_MS ? 'met' : 'NOT met'}`,
      );
    const counted = saved.savedOnce === saved.sent && saved.refusedButSaved === 0;
    return result.unexpected.length === 0 && counted && result.provokedRefusals > 0 ? 0 : 1;
  } finally {
    await runtime.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`The load test could not run: ${(error as Error)?.message ?? error}`);
    process.exit(1);
  },
);
