/**
 * Lambda bundle budgets: every route's handler bundled with the exact options of
 * infra/lib/lambda-bundling.ts into .build/bench/lambdas, its size (raw and gzip), and its module
 * init time: the bundle imported in a fresh `node` process, several times, timed from the start of
 * the import until it resolves. The AWS SDK stays external as in Lambda, so its load counts.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  esbuildOptionsFor,
  lambdaBundleFileName,
  lambdaMemoryMb,
  lambdaNodeOptions,
} from '#infra/lib/lambda-bundling.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { routeKey, routes } from '#shared/api/routes.ts';
import type { BenchSection } from './section';

const runExecFile = promisify(execFile);

export const lambdaBudgets = {
  medianBundleKb: 300,
  maxBundleKb: 1024,
  initMs: 100,
} as const;

const initRuns = 5;
const outputRoot = path.join(repoRoot, '.build', 'bench', 'lambdas');

/** What a handler module may read at import time; nothing reaches AWS. */
function importEnvironment(handler: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_OPTIONS: lambdaNodeOptions,
    NODE_ENV: 'production',
    TABLE_NAME: 'bench',
    ROOT_DOMAIN: 'localhost',
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_LAMBDA_FUNCTION_NAME: handler.replaceAll('/', '-'),
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(lambdaMemoryMb),
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
  'const started = performance.now();',
  'const module = await import(process.argv[1]);',
  'const ms = performance.now() - started;',
  "if (typeof module.handler !== 'function') throw new Error('no exported handler function');",
  'process.stdout.write(JSON.stringify({ ms }));',
].join('\n');

interface LambdaMeasurement {
  readonly route: string;
  readonly handler: string;
  readonly rawKb?: number;
  readonly gzipKb?: number;
  readonly initMedianMs?: number;
  readonly initMaxMs?: number;
  readonly problem?: string;
}

async function measureInit(bundle: string, handler: string): Promise<number> {
  const { stdout } = await runExecFile(
    process.execPath,
    ['--input-type=module', '-e', importProbe, pathToFileURL(bundle).href],
    { env: importEnvironment(handler), cwd: path.dirname(bundle), timeout: 30_000 },
  );
  return (JSON.parse(stdout) as { ms: number }).ms;
}

async function measureLambda(route: (typeof routes)[number]): Promise<LambdaMeasurement> {
  const base = { route: routeKey(route), handler: route.handler };
  const entry = path.join(repoRoot, 'functions', 'api', `${route.handler}.ts`);
  if (!existsSync(entry)) return { ...base, problem: `missing functions/api/${route.handler}.ts` };
  const bundle = path.join(outputRoot, route.handler, lambdaBundleFileName);
  try {
    await build(esbuildOptionsFor(entry, bundle));
  } catch (error) {
    return { ...base, problem: `bundling failed: ${firstLine(error)}` };
  }
  const rawKb = statSync(bundle).size / 1024;
  const gzipKb = gzipSync(readFileSync(bundle)).length / 1024;
  const timings: number[] = [];
  try {
    for (let run = 0; run < initRuns; run++) timings.push(await measureInit(bundle, route.handler));
  } catch (error) {
    return { ...base, rawKb, gzipKb, problem: `import failed: ${firstLine(error)}` };
  }
  return { ...base, rawKb, gzipKb, initMedianMs: median(timings), initMaxMs: Math.max(...timings) };
}

async function benchLambdas(): Promise<void> {
  rmSync(outputRoot, { recursive: true, force: true });
  const measurements: LambdaMeasurement[] = [];
  for (const route of routes) measurements.push(await measureLambda(route));

  const [load] = loadavg();
  console.log(
    `Bundled with infra/lib/lambda-bundling.ts into ${path.relative(repoRoot, outputRoot)}; ` +
      `init = import in a fresh node ${process.version} (NODE_OPTIONS=${lambdaNodeOptions}), ${initRuns} runs; ` +
      `load average ${load?.toFixed(1)} on ${availableParallelism()} CPUs (init times grow with load).`,
  );
  printTable(
    ['route', 'handler', 'raw KB', 'gzip KB', '<= 1 MB', 'init median ms', 'init max ms', '< 100 ms'],
    measurements.map((m) => [
      m.route,
      m.handler,
      format(m.rawKb),
      format(m.gzipKb),
      m.rawKb === undefined ? '-' : verdict(m.rawKb <= lambdaBudgets.maxBundleKb),
      format(m.initMedianMs),
      format(m.initMaxMs),
      m.problem ?? verdict((m.initMedianMs ?? 0) < lambdaBudgets.initMs),
    ]),
  );

  const sizes = measurements.flatMap((m) => (m.rawKb === undefined ? [] : [m.rawKb]));
  const inits = measurements.flatMap((m) => (m.initMedianMs === undefined ? [] : [m.initMedianMs]));
  const initMaxima = measurements.flatMap((m) => (m.initMaxMs === undefined ? [] : [m.initMaxMs]));
  if (sizes.length === 0) {
    console.log('No bundle could be measured.');
    return;
  }
  console.log('');
  printTable(
    ['budget', 'measured', 'limit', 'result'],
    [
      budgetRow('bundle size, median of Lambdas', median(sizes), 'KB', '<', lambdaBudgets.medianBundleKb),
      budgetRow('bundle size, largest Lambda', Math.max(...sizes), 'KB', '<=', lambdaBudgets.maxBundleKb),
      ...(inits.length > 0
        ? [
            budgetRow('module init, median of Lambdas', median(inits), 'ms', '<', lambdaBudgets.initMs),
            budgetRow(
              'module init, slowest Lambda median',
              Math.max(...inits),
              'ms',
              '<',
              lambdaBudgets.initMs,
            ),
            ['module init, slowest single run', `${format(Math.max(...initMaxima))} ms`, '(information)', ''],
          ]
        : []),
    ],
  );
  const problems = measurements.filter((m) => m.problem);
  if (problems.length > 0) console.log(`\n${problems.length} Lambda(s) could not be measured (see table).`);
}

export const lambdaBundlesSection: BenchSection = { name: 'Lambda bundles', run: benchLambdas };

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

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
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

function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}
