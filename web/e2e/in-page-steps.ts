import type { Page } from '@playwright/test';

// biome-ignore lint/suspicious/noExplicitAny: a step takes whatever arguments it names.
type Step = (...args: any[]) => unknown;

/**
 * Runs `entry(...args)` in the page, with `steps` declared beside it. Work too long for one
 * `page.evaluate` function is written as small named functions at a module's top level; their
 * source is sent to the page together, so each may call the others by name. Steps may use only
 * each other, their arguments and the page's own globals (no imports, no module constants), and
 * the arguments must survive JSON.
 */
export function runInPage<Args extends unknown[], Result>(
  page: Page,
  steps: Step[],
  entry: (...args: Args) => Result,
  ...args: Args
): Promise<Awaited<Result>> {
  const declarations = [...steps, entry].map(String).join('\n');
  const call = `${entry.name}(...${JSON.stringify(args)})`;
  return page.evaluate(`(async () => {\n${declarations}\nreturn ${call};\n})()`) as Promise<Awaited<Result>>;
}
