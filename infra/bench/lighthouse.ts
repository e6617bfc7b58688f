/**
 * The public pages in Lighthouse's mobile preset (its default configuration: a mid-range phone,
 * simulated slow 4G and a 4x slower CPU), in Debian's Chromium, fully offline: the app is built and
 * served by the local runtime (`infra/local/start.ts`, as `npm start` does), or a running one is
 * reused with BENCH_WEB_URL. The pages: `/`, `/therapist-landing`, `/safety`, and a practice's portal
 * on its own host (`http://<subdomain>.localhost:<port>/`, a practice made and branded for the run
 * through the API). Prints performance, accessibility, FCP, LCP, TBT, CLS and the landing's initial
 * JavaScript (gzip -9, from the build) against the budgets, what falls short, and the scripts that
 * kept the main thread busiest. LIGHTHOUSE_REPORTS=<folder> also keeps every run's JSON report. The
 * signed-in pages are their own section (signed-in-pages.ts, `npm run bench -- signed-in`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { seedBrandedPractice } from './bench-accounts';
import { printTable } from './bench-support';
import { initialLoadOf } from './initial-javascript';
import type { BenchSection } from './section';

export const webBudgets = {
  /** Every page measured, the portal included (issue 24; docs' budgets: 98 on every public page and a portal). */
  performance: 98,
  accessibility: 100,
  cumulativeLayoutShift: 0.02,
  landingInitialJsGzipKb: 150,
} as const;

/** The public pages measured, by path; a portal follows them (see portalPage). */
const publicPages = ['/', '/therapist-landing', '/safety'] as const;

interface MeasuredPage {
  /** How the tables name it. */
  label: string;
  url: string;
}
export const chromiumPath = '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  // Nothing leaves this machine: every host but the app's own fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];
// MIRRORWELL_WEB_DIST (relative to web/) keeps one engineer's bench build apart from another's.
const benchDist = process.env.MIRRORWELL_WEB_DIST ?? 'dist-bench';

interface PageRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Accessibility audits that failed, and the biggest performance opportunities, by title. */
  findings: string[];
  /** The scripts that kept the main thread busiest (Lighthouse's JavaScript execution time), in ms. */
  busiestScripts: string[];
  consoleErrors: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local runtime exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the local runtime did not answer on ${origin} within ${timeoutMs / 1000} s`);
}

/** Builds the web app into web/dist-bench (or MIRRORWELL_WEB_DIST) and serves it with the local runtime, on a free port. */
export async function startLocalRuntime(): Promise<{
  origin: string;
  webDir: string;
  stop: () => Promise<void>;
}> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('infra', 'local', 'start.ts')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join('.data', 'bench-web'),
      MIRRORWELL_WEB_DIST: benchDist,
      MIRRORWELL_SKIP_WEB_BUILD: '0',
    },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const origin = `http://localhost:${port}`;
  try {
    await waitForHealth(origin, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, webDir: path.resolve(repoRoot, 'web', benchDist), stop };
}

function median<T>(runs: readonly T[], by: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

/** Where LIGHTHOUSE_REPORTS asks each run's JSON report to be kept, if it does. */
function keepReport(lhr: object, url: string, run: number): void {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = new URL(url);
  const file = `${name.hostname.split('.')[0]}${name.pathname.replace(/\W+/g, '-')}run${run + 1}.json`;
  writeFileSync(path.join(folder, file), JSON.stringify(lhr));
}

interface BootupItem {
  url?: string;
  total?: number;
  scripting?: number;
}

async function measurePage(url: string, chromePort: number, run: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  keepReport(lhr, url, run);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const bootup = (lhr.audits['bootup-time']?.details as { items?: BootupItem[] })?.items ?? [];
  const busiestScripts = bootup
    .filter((item) => (item.total ?? 0) >= 50)
    .slice(0, 3)
    .map((item) => `${item.url?.replace(/^https?:\/\/[^/]+/, '') ?? '?'} ${Math.round(item.total ?? 0)} ms`);
  const failedA11y = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `a11y: ${audit?.title}`);
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) >= 100)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 4)
    .map((audit) => `perf: ${audit.title} (~${Math.round(audit.numericValue ?? 0)} ms)`);
  const consoleItems = (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] })
    ?.items;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    findings: [...failedA11y, ...opportunities],
    busiestScripts,
    consoleErrors: (consoleItems ?? []).map((item) => item.description ?? '(no description)'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pass = (ok: boolean) => (ok ? 'ok' : 'SHORT');

interface LighthouseRuntime {
  origin: string;
  webDir: string;
  stop: () => Promise<void>;
}

/**
 * A practice's portal on its own host, as a client opens it: a practice made and branded for the run
 * through the API (Chromium resolves every *.localhost to this machine).
 */
async function portalPage(origin: string): Promise<MeasuredPage> {
  const subdomain = await seedBrandedPractice(origin);
  const url = new URL(origin);
  url.hostname = `${subdomain}.${url.hostname}`;
  return { label: 'portal (<practice>.localhost)', url: url.href };
}

/** Each page measured `runs` times; the run of median performance is kept. */
async function measurePages(runtime: LighthouseRuntime, runs: number): Promise<Map<string, PageRun>> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  const results = new Map<string, PageRun>();
  try {
    const pages: MeasuredPage[] = [
      ...publicPages.map((page) => ({ label: page, url: runtime.origin + page })),
      await portalPage(runtime.origin),
    ];
    for (const page of pages) {
      const pageRuns: PageRun[] = [];
      for (let run = 0; run < runs; run++) pageRuns.push(await measurePage(page.url, chrome.port, run));
      results.set(
        page.label,
        median(pageRuns, (run) => run.performance),
      );
    }
  } finally {
    chrome.kill();
    await runtime.stop();
  }
  return results;
}

function printPageTable(results: Map<string, PageRun>): void {
  printTable(
    ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
    [...results].map(([page, run]) => [
      page,
      String(run.performance),
      String(run.accessibility),
      seconds(run.fcpMs),
      seconds(run.lcpMs),
      `${Math.round(run.tbtMs)} ms`,
      run.cls.toFixed(3),
      seconds(run.speedIndexMs),
    ]),
  );
}

function printBudgets(results: Map<string, PageRun>, webDir: string, initialKb: number | undefined): void {
  printTable(
    ['budget', 'measured', 'goal', 'result'],
    [
      ...[...results].map(([page, run]) => [
        `performance ${page}`,
        String(run.performance),
        `>= ${webBudgets.performance}`,
        pass(run.performance >= webBudgets.performance),
      ]),
      ...[...results].map(([page, run]) => [
        `accessibility ${page}`,
        String(run.accessibility),
        `${webBudgets.accessibility}`,
        pass(run.accessibility >= webBudgets.accessibility),
      ]),
      ...[...results].map(([page, run]) => [
        `CLS ${page}`,
        run.cls.toFixed(3),
        `<= ${webBudgets.cumulativeLayoutShift}`,
        pass(run.cls <= webBudgets.cumulativeLayoutShift),
      ]),
      [
        'landing initial JS + CSS (gzip -9)',
        initialKb === undefined ? `no build in ${webDir}` : `${initialKb.toFixed(1)} KB`,
        `<= ${webBudgets.landingInitialJsGzipKb} KB`,
        pass(initialKb !== undefined && initialKb <= webBudgets.landingInitialJsGzipKb),
      ],
    ],
  );
}

/** The landing page's largest initial files, and what Lighthouse found on each page. */
function printFindings(
  results: Map<string, PageRun>,
  initial: ReturnType<typeof initialLoadOf> | undefined,
): void {
  if (initial) {
    console.log(
      `\nLanding initial load: ${initial.javascript.length} JS file(s), ${initial.css.length} CSS file(s); largest: ` +
        [...initial.javascript, ...initial.css]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 4)
          .map((file) => `${path.basename(file.file)} ${(file.gzipBytes / 1024).toFixed(1)} KB`)
          .join(', '),
    );
  }
  for (const [page, run] of results) {
    const notes = [
      ...run.findings,
      ...(run.busiestScripts.length > 0 ? [`busiest scripts: ${run.busiestScripts.join(', ')}`] : []),
      ...run.consoleErrors.map((error) => `console: ${error}`),
    ];
    if (notes.length > 0) console.log(`\n${page}:\n  ${notes.join('\n  ')}`);
  }
}

async function runLighthouseSection(): Promise<void> {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const reused = process.env.BENCH_WEB_URL?.replace(/\/$/, '');
  const runtime: LighthouseRuntime = reused
    ? {
        origin: reused,
        webDir: path.join(repoRoot, 'web', process.env.MIRRORWELL_WEB_DIST ?? 'dist'),
        stop: async () => {},
      }
    : await startLocalRuntime();
  console.log(
    `Lighthouse ${runs}x per page (median by performance), mobile preset, on ${runtime.origin}` +
      (reused ? ' (reused)' : ` (built into web/${benchDist})`),
  );
  // Lighthouse simulates a slow phone from what it observes here (main-thread tasks count 4x),
  // so a busy machine inflates Total Blocking Time: say how busy it is.
  console.log(
    `Machine load: ${loadavg()[0]?.toFixed(1)} (1-minute average) on ${availableParallelism()} CPUs.`,
  );
  const results = await measurePages(runtime, runs);

  printPageTable(results);
  const initial = existsSync(path.join(runtime.webDir, 'index.html'))
    ? initialLoadOf(runtime.webDir)
    : undefined;
  console.log('');
  printBudgets(results, runtime.webDir, initial ? initial.totalGzipBytes / 1024 : undefined);
  printFindings(results, initial);
  console.log(`\nMachine load after: ${loadavg()[0]?.toFixed(1)} (1-minute average).`);
}

export const lighthouseSection: BenchSection = {
  name: 'Web pages in Lighthouse (mobile)',
  run: runLighthouseSection,
};
