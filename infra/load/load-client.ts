import { type LatenciesByRoute, recordLatency } from './latency-table';

/**
 * The load test's HTTP client: one JSON call to the API over loopback, timed under its route's
 * name, from a caller address of its own (as CloudFront would name it), each bounded in time.
 */
export interface LoadReply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface UnexpectedOutcome {
  route: string;
  status: number | 'network';
  detail: string;
}

export interface LoadCallOptions {
  body?: unknown;
  token?: string;
  address: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class LoadClient {
  readonly unexpected: UnexpectedOutcome[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly latencies: LatenciesByRoute,
  ) {}

  /** Sends one call; statuses outside `expected` are kept as unexpected outcomes. */
  async call(
    route: string,
    path: string,
    options: LoadCallOptions,
    expected: readonly number[],
  ): Promise<LoadReply | undefined> {
    const [method] = route.split(' ');
    const headers: Record<string, string> = { 'cloudfront-viewer-address': `${options.address}:443` };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await response.text();
      recordLatency(this.latencies, route, performance.now() - started);
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = { text };
      }
      if (!expected.includes(response.status)) {
        this.unexpected.push({
          route,
          status: response.status,
          detail: String(body.message ?? text).slice(0, 200),
        });
      }
      return { status: response.status, body, headers: response.headers };
    } catch (error) {
      recordLatency(this.latencies, route, performance.now() - started);
      this.unexpected.push({ route, status: 'network', detail: (error as Error).message });
      return undefined;
    }
  }
}

export const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));

/** Runs `work` over `items`, at most `concurrency` at once. */
export async function inBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
