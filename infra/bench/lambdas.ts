/**
 * Lambda bundle budgets: every route's handler bundled with the exact options of
 * infra/lib/lambda-bundling.ts into .build/bench/lambdas, its size (raw and gzip), and its module
 * init time: the bundle imported in a fresh `node` process, several times, timed from the start of
 * the import until it resolves (the AWS SDK is inside the bundle, as deployed), both as wall time and
 * as the CPU time the process spent on it (`process.cpuUsage()`, every thread): on a shared machine wall
 * time grows with the load average while CPU time barely moves, so CPU time is the figure to compare
 * between runs. Also the process's peak resident memory after it, and what the largest bundle carries
 * (esbuild's metafile). Memory per route (infra/lib/lambda-memory.ts) is checked against
 * both: room for the resident set, and the module init estimated at the route's CPU share.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { copyDataFilesBeside, esbuildOptionsFor, lambdaBundleFileName } from '#infra/lib/lambda-bundling.ts';
import {
  coldInitBudgetMs,
  cpuSlowdownAt,
  lambdaMemoryMbFor,
  oneVcpuMemoryMb,
} from '#infra/lib/lambda-memory.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { routeKey, routes } from '#shared/api/routes.ts';
import { median } from './bench-statistics';
import { printTable } from './bench-support';
import {
  type BundleContributor,
  printLargestBundleContributors,
  topContributors,
} from './bundle-contributors';
import type { BenchSection } from './section';

const runExecFile = promisify(execFile);

/** The goals of issue 24 (they were 300 KB, 1 MB and 100 ms before it). */
export const lambdaBudgets = {
  medianBundleKb: 150,
  maxBundleKb: 400,
  initMs: 45,
  /** Configured memory at least this many times the resident set after init. */
  memoryHeadroom: 2,
} as const;

const initRuns = 5;
const outputRoot = path.join(repoRoot, '.build', 'bench', 'lambdas');

/** What a handler module may read at import time; nothing reaches AWS. */
function importEnvironment(route: (typeof routes)[number]): NodeJS.ProcessEnv {
  const { handler } = route;
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    TABLE_NAME: 'bench',
    ROOT_DOMAIN: 'localhost',
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_LAMBDA_FUNCTION_NAME: handler.replaceAll('/', '-'),
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(lambdaMemoryMbFor(route)),
    SESSION_SIGNING_KEY_SECRET_NAME: 'bench/session-signing-key',
    SESSION_VERIFY_KEYS_SECRET_NAME: 'bench/session-verify-keys',
    OPENAI_SECRET_NAME: 'bench/openai',
    STRIPE_SECRET_NAME: 'bench/stripe',
  };
}

/**
 * Runs in the child: times the import and checks that `handler` is exported. The Lambda runtime
 * provides the `awslambda` global that streaming handlers use at import; a stand-in is set first.
 */
const importProbe = [
  'globalThis.awslambda ??= { streamifyResponse: (handler) => handler, HttpResponseStream: { from: (stream) => stream } };',
  'const cpuBefore = process.cpuUsage();',
  'const started = performance.now();',
  'const module = await import(process.argv[1]);',
  'const ms = performance.now() - started;',
  'const cpu = process.cpuUsage(cpuBefore);',
  "if (typeof module.handler !== 'function') throw new Error('no exported handler function');",
  'const peakMb = process.resourceUsage().maxRSS / 1024;',
  'process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, peakMb }));',
].join('\n');

interface LambdaMeasurement {
  readonly route: string;
  readonly handler: string;
  readonly rawKb?: number;
  /** Data files copied beside the bundle (read at run time, not parsed as JavaScript). */
  readonly dataKb?: number;
  readonly gzipKb?: number;
  /** Wall time of the import: grows with the machine's load. */
  readonly initMedianMs?: number;
  readonly initMaxMs?: number;
  /** CPU time the process spent on the import: the figure to compare between runs on a busy machine. */
  readonly initCpuMedianMs?: number;
  /** What the bundle carries, largest first (package or source folder, bytes in the output). */
  readonly contributors?: readonly BundleContributor[];
  /** Peak resident memory of the process after module init (largest of the runs). */
  readonly peakMb?: number;
  readonly memoryMb: number;
  readonly problem?: string;
}

async function measureInit(bundle: string, route: (typeof routes)[number]): Promise<InitSample> {
  const { stdout } = await runExecFile(
    process.execPath,
    ['--input-type=module', '-e', importProbe, pathToFileURL(bundle).href],
    { env: importEnvironment(route), cwd: path.dirname(bundle), timeout: 30_000 },
  );
  return JSON.parse(stdout) as InitSample;
}

interface InitSample {
  ms: number;
  cpuMs: number;
  peakMb: number;
}

async function measureLambda(route: (typeof routes)[number]): Promise<LambdaMeasurement> {
  const base = { route: routeKey(route), handler: route.handler, memoryMb: lambdaMemoryMbFor(route) };
  const entry = path.join(repoRoot, 'functions', 'api', `${route.handler}.ts`);
  if (!existsSync(entry)) return { ...base, problem: `missing functions/api/${route.handler}.ts` };
  const bundle = path.join(outputRoot, route.handler, lambdaBundleFileName);
  let dataFiles: string[] = [];
  let contributors: BundleContributor[] = [];
  try {
    const { metafile } = await build({ ...esbuildOptionsFor(entry, bundle), metafile: true });
    contributors = topContributors(metafile);
    dataFiles = copyDataFilesBeside(bundle);
  } catch (error) {
    return { ...base, problem: `bundling failed: ${firstLine(error)}` };
  }
  const rawKb = statSync(bundle).size / 1024;
  const dataKb =
    dataFiles.reduce((total, name) => total + statSync(path.join(path.dirname(bundle), name)).size, 0) / 1024;
  const gzipKb = gzipSync(readFileSync(bundle)).length / 1024;
  const timings: number[] = [];
  const cpuTimings: number[] = [];
  let peakMb = 0;
  try {
    for (let run = 0; run < initRuns; run++) {
      const sample = await measureInit(bundle, route);
      timings.push(sample.ms);
      cpuTimings.push(sample.cpuMs);
      peakMb = Math.max(peakMb, sample.peakMb);
    }
  } catch (error) {
    return { ...base, rawKb, dataKb, gzipKb, contributors, problem: `import failed: ${firstLine(error)}` };
  }
  return {
    ...base,
    rawKb,
    dataKb,
    gzipKb,
    contributors,
    initMedianMs: median(timings),
    initMaxMs: Math.max(...timings),
    initCpuMedianMs: median(cpuTimings),
    peakMb,
  };
}

/** Module init at the route's configured memory, if its CPU share scales init as it scales work. */
function estimatedColdInitMs(m: LambdaMeasurement): number | undefined {
  return m.initMedianMs === undefined ? undefined : m.initMedianMs * cpuSlowdownAt(m.memoryMb);
}

function printBundleTable(measurements: LambdaMeasurement[]): void {
  const [load] = loadavg();
  console.log(
    `Bundled with infra/lib/lambda-bundling.ts into ${path.relative(repoRoot, outputRoot)}; ` +
      `init = import in a fresh node ${process.version}, ${initRuns} runs; ` +
      `load average ${load?.toFixed(1)} on ${availableParallelism()} CPUs (init times grow with load).`,
  );
  printTable(
    [
      'route',
      'handler',
      'raw KB',
      'gzip KB',
      `<= ${lambdaBudgets.maxBundleKb} KB`,
      'data beside KB',
      'init median ms',
      'init max ms',
      'init CPU ms',
      `< ${lambdaBudgets.initMs} ms`,
    ],
    measurements.map((m) => [
      m.route,
      m.handler,
      format(m.rawKb),
      format(m.gzipKb),
      m.rawKb === undefined ? '-' : verdict(m.rawKb <= lambdaBudgets.maxBundleKb),
      m.dataKb ? format(m.dataKb) : '-',
      format(m.initMedianMs),
      format(m.initMaxMs),
      format(m.initCpuMedianMs),
      m.problem ?? verdict((m.initMedianMs ?? 0) < lambdaBudgets.initMs),
    ]),
  );
}

/** The budgets over every Lambda: bundle sizes, and module init where it could be measured. */
function printBudgetTable(measurements: LambdaMeasurement[], sizes: number[]): void {
  const inits = measurements.flatMap((m) => (m.initMedianMs === undefined ? [] : [m.initMedianMs]));
  const initMaxima = measurements.flatMap((m) => (m.initMaxMs === undefined ? [] : [m.initMaxMs]));
  const cpuInits = measurements.flatMap((m) => (m.initCpuMedianMs === undefined ? [] : [m.initCpuMedianMs]));
  printTable(
    ['budget', 'measured', 'limit', 'result'],
    [
      budgetRow('bundle size, median of Lambdas', median(sizes), 'KB', '<=', lambdaBudgets.medianBundleKb),
      budgetRow('bundle size, largest Lambda', Math.max(...sizes), 'KB', '<=', lambdaBudgets.maxBundleKb),
      ...(inits.length > 0
        ? [
            budgetRow('module init, median of Lambdas', median(inits), 'ms', '<=', lambdaBudgets.initMs),
            budgetRow(
              'module init, slowest Lambda median',
              Math.max(...inits),
              'ms',
              '<',
              lambdaBudgets.initMs,
            ),
            ['module init, slowest single run', `${format(Math.max(...initMaxima))} ms`, '(information)', ''],
            budgetRow(
              'module init CPU time, median of Lambdas',
              median(cpuInits),
              'ms',
              '<=',
              lambdaBudgets.initMs,
            ),
            [
              'module init CPU time, slowest Lambda',
              `${format(Math.max(...cpuInits))} ms`,
              '(information)',
              '',
            ],
          ]
        : []),
    ],
  );
}

function printMemoryTable(measurements: LambdaMeasurement[]): void {
  console.log(
    `Memory per route (infra/lib/lambda-memory.ts): at least ${lambdaBudgets.memoryHeadroom}x the resident set after init, ` +
      `and module init estimated at the route's CPU share (one vCPU at 1,769 MB; this machine's core counted as one) ` +
      `within ${coldInitBudgetMs} ms.`,
  );
  printTable(
    [
      'route',
      'memory MB',
      'peak RSS MB',
      `>= ${lambdaBudgets.memoryHeadroom}x`,
      'est. cold init ms',
      `<= ${coldInitBudgetMs} ms`,
    ],
    measurements.map((m) => {
      const coldInit = estimatedColdInitMs(m);
      return [
        m.route,
        String(m.memoryMb),
        format(m.peakMb),
        m.peakMb === undefined ? '-' : verdict(m.memoryMb >= m.peakMb * lambdaBudgets.memoryHeadroom),
        format(coldInit),
        coldInit === undefined ? '-' : verdict(coldInit <= coldInitBudgetMs),
      ];
    }),
  );
}

async function benchLambdas(): Promise<void> {
  rmSync(outputRoot, { recursive: true, force: true });
  const measurements: LambdaMeasurement[] = [];
  for (const route of routes) measurements.push(await measureLambda(route));

  printBundleTable(measurements);
  const sizes = measurements.flatMap((m) => (m.rawKb === undefined ? [] : [m.rawKb]));
  if (sizes.length === 0) {
    console.log('No bundle could be measured.');
    return;
  }
  console.log('');
  printBudgetTable(measurements, sizes);
  printSlowestInits(measurements);
  printLargestBundleContributors(measurements);
  console.log('');
  printMemoryTable(measurements);
  await printPasswordHashTiming();

  const problems = measurements.filter((m) => m.problem);
  if (problems.length > 0) console.log(`\n${problems.length} Lambda(s) could not be measured (see table).`);
}

/** The five slowest module inits by CPU time (wall time beside it). */
function printSlowestInits(measurements: LambdaMeasurement[]): void {
  const slowest = measurements
    .filter((m) => m.initCpuMedianMs !== undefined)
    .sort((a, b) => (b.initCpuMedianMs ?? 0) - (a.initCpuMedianMs ?? 0))
    .slice(0, 5);
  console.log('\nSlowest module inits (median CPU time; wall time beside it):');
  printTable(
    ['route', 'raw KB', 'init CPU ms', 'init wall ms'],
    slowest.map((m) => [m.route, format(m.rawKb), format(m.initCpuMedianMs), format(m.initMedianMs)]),
  );
}

/** bcrypt at the project's cost, on one core here, and what that becomes at each password route's memory. */
async function printPasswordHashTiming(): Promise<void> {
  const { default: bcrypt } = await import('bcryptjs');
  const hash = await bcrypt.hash('a sample password for timing', 12);
  const samples: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await bcrypt.compare('another password for timing', hash);
    samples.push(performance.now() - started);
  }
  const oneCoreMs = Math.min(...samples);
  // The routes given a full vCPU for bcrypt.
  const passwordRoutes = routes.filter((route) => lambdaMemoryMbFor(route) === oneVcpuMemoryMb);
  console.log(
    `\nbcrypt cost 12, one compare: ${format(oneCoreMs)} ms on one core here (fastest of 3); ` +
      passwordRoutes
        .map(
          (route) =>
            `${routeKey(route)} at ${lambdaMemoryMbFor(route)} MB ≈ ${format(oneCoreMs * cpuSlowdownAt(lambdaMemoryMbFor(route)))} ms`,
        )
        .join('; ') +
      ` (at 512 MB it would be ≈ ${format(oneCoreMs * cpuSlowdownAt(512))} ms).`,
  );
}

/** Named so that `npm run bench -- lambdas` (or `-- lambda`, `-- bundle`) runs it. */
export const lambdaBundlesSection: BenchSection = {
  name: 'Lambdas: bundle sizes and module init',
  run: benchLambdas,
};

function budgetRow(
  name: string,
  value: number,
  unit: string,
  comparison: '<' | '<=',
  limit: number,
): string[] {
  const within = comparison === '<' ? value < limit : value <= limit;
  return [name, `${format(value)} ${unit}`, `${comparison} ${limit} ${unit}`, verdict(within)];
}

function verdict(within: boolean): string {
  return within ? 'PASS' : 'OVER';
}

function format(value: number | undefined): string {
  return value === undefined ? '-' : value.toFixed(1);
}

function firstLine(error: unknown): string {
  const esbuildError = (error as { errors?: { text: string; location?: { file: string; line: number } }[] })
    .errors?.[0];
  if (esbuildError) {
    const where = esbuildError.location
      ? `${esbuildError.location.file}:${esbuildError.location.line}: `
      : '';
    return `${where}${esbuildError.text}`;
  }
  const stderr = (error as { stderr?: unknown }).stderr;
  if (typeof stderr === 'string') {
    const thrown = stderr.split('\n').find((line) => /^\w*(Error|Exception)\b/.test(line));
    if (thrown) return thrown;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
