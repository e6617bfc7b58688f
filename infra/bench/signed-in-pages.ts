/**
 * `npm run bench -- signed-in`: the signed-in pages in Lighthouse's desktop preset, as a fresh load
 * (cache cleared): a member's home (`/`, the chat) and a therapist's dashboard, each signed in with
 * the session cookies of an account made for the run through the API. Prints time to interactive
 * (Lighthouse's, simulated as the preset does), LCP, and the requests the page started before it was
 * usable and in all. Usable, on the observed timeline as time to interactive is defined: the later
 * of the largest paint and the end of the last long task (50 ms or more) on the main thread.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { registerBenchMember, registerBenchTherapist, type SessionCookie } from './bench-accounts';
import { printTable } from './bench-support';
import { chromeFlags, chromiumPath, startLocalRuntime } from './lighthouse';
import type { BenchSection } from './section';

export const signedInBudgets = { interactiveMs: 1200, requestsBeforeUsable: 20 } as const;

interface SignedInRun {
  interactiveMs: number;
  lcpMs: number;
  /** When the page was usable on the observed timeline (see above). */
  usableMs: number;
  requestsBeforeUsable: number;
  requests: number;
  /** What it asked for before it was usable, by kind: script, fetch, document, ... */
  kindsBeforeUsable: string;
}

/** A new member and a new therapist, as the sign-up forms would make them. */
async function seedAccounts(origin: string) {
  const member = await registerBenchMember(origin);
  const therapist = await registerBenchTherapist(origin, `bench${randomBytes(5).toString('hex')}`);
  return { member, therapist };
}

/**
 * Puts exactly these cookies in the browser Lighthouse drives, as the server set them (a Secure
 * `__Host-` cookie included, which localhost may hold).
 */
async function signIn(chromePort: number, origin: string, cookies: SessionCookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const session = await browser.newBrowserCDPSession();
    await session.send('Storage.clearCookies', {});
    if (cookies.length > 0)
      await session.send('Storage.setCookies', {
        cookies: cookies.map((cookie) => ({
          ...cookie,
          url: origin,
          path: '/',
          sameSite: 'Strict' as const,
        })),
      });
  } finally {
    // Disconnects only: the browser is Lighthouse's.
    await browser.close();
  }
}

interface RequestItem {
  networkRequestTime?: number;
  url?: string;
  resourceType?: string;
}

interface LongTaskItem {
  startTime?: number;
  duration?: number;
}

async function measureSignedIn(url: string, chromePort: number): Promise<SignedInRun> {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`${url} was sent to ${finalPath}: not signed in`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: RequestItem[] })?.items ?? []
  ).filter((item) => !item.url?.startsWith('data:'));
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] })?.items?.[0] ?? {};
  const longTasks = (lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] })?.items ?? [];
  // Every time here is from the navigation's start, as the observed paints are.
  const usableMs = Math.max(
    metrics.observedLargestContentfulPaint ?? Number.NaN,
    ...longTasks.map((task) => (task.startTime ?? 0) + (task.duration ?? 0)),
  );
  const beforeUsable = requests.filter((item) => (item.networkRequestTime ?? 0) <= usableMs);
  const kinds = new Map<string, number>();
  for (const item of beforeUsable) {
    const kind = (item.resourceType ?? 'other').toLowerCase();
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return {
    interactiveMs: numeric('interactive'),
    lcpMs: numeric('largest-contentful-paint'),
    usableMs,
    requestsBeforeUsable: beforeUsable.length,
    requests: requests.length,
    kindsBeforeUsable: [...kinds].map(([kind, count]) => `${count} ${kind}`).join(', '),
  };
}

/** Runs the member's home and the therapist's dashboard `runs` times each; prints the medians. */
export async function runSignedInPages(origin: string, chromePort: number, runs: number): Promise<void> {
  const accounts = await seedAccounts(origin);
  const pages = [
    { path: '/', who: 'member', cookies: accounts.member },
    { path: '/therapist-dashboard', who: 'therapist', cookies: accounts.therapist },
  ];
  const rows: string[][] = [];
  const kinds: string[] = [];
  for (const page of pages) {
    const pageRuns: SignedInRun[] = [];
    for (let run = 0; run < runs; run++) {
      await signIn(chromePort, origin, page.cookies);
      pageRuns.push(await measureSignedIn(origin + page.path, chromePort));
    }
    const medianOf = (by: (run: SignedInRun) => number) =>
      [...pageRuns].map(by).sort((a, b) => a - b)[Math.floor((pageRuns.length - 1) / 2)] ?? Number.NaN;
    const interactive = medianOf((run) => run.interactiveMs);
    const beforeUsable = medianOf((run) => run.requestsBeforeUsable);
    rows.push([
      `${page.path} (${page.who})`,
      `${(interactive / 1000).toFixed(2)} s`,
      `${(medianOf((run) => run.lcpMs) / 1000).toFixed(2)} s`,
      `${(medianOf((run) => run.usableMs) / 1000).toFixed(2)} s`,
      String(beforeUsable),
      String(medianOf((run) => run.requests)),
      interactive <= signedInBudgets.interactiveMs && beforeUsable <= signedInBudgets.requestsBeforeUsable
        ? 'ok'
        : 'SHORT',
    ]);
    kinds.push(`${page.path}: ${pageRuns.map((run) => `[${run.kindsBeforeUsable}]`).join(' ')}`);
  }
  await signIn(chromePort, origin, []);
  console.log(`\nSigned in, desktop preset, ${runs}x per page (medians), fresh load (cache cleared):`);
  printTable(
    [
      'page',
      'time to interactive',
      'LCP',
      'usable (observed)',
      'requests before usable',
      'requests',
      'goal <= 1.2 s, <= 20',
    ],
    rows,
  );
  console.log(`\nRequests before usable, each run:\n  ${kinds.join('\n  ')}`);
}

/**
 * The section: builds and serves the app as the Lighthouse section does (or reuses BENCH_WEB_URL),
 * and says how busy the machine is, since a busy one slows every figure.
 */
async function runSignedInSection(): Promise<void> {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const reused = process.env.BENCH_WEB_URL?.replace(/\/$/, '');
  const runtime = reused ? { origin: reused, stop: async () => {} } : await startLocalRuntime();
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  const load = () => `${loadavg()[0]?.toFixed(1)} (1-minute average) on ${availableParallelism()} CPUs`;
  try {
    console.log(`On ${runtime.origin}${reused ? ' (reused)' : ''}. Machine load before: ${load()}.`);
    await runSignedInPages(runtime.origin, chrome.port, runs);
    console.log(`Machine load after: ${load()}.`);
  } finally {
    chrome.kill();
    await runtime.stop();
  }
}

export const signedInPagesSection: BenchSection = {
  name: 'Signed-in pages in Lighthouse (desktop)',
  run: runSignedInSection,
};
