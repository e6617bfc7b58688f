import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { AXE_TAGS, animationsSettled, seriousViolations } from './support';

/**
 * The same axe check as `seriousViolations` (support.ts: the same axe-core, rules and tags), run
 * where the page is, for a page checked many times over (the every-screen check: each screen in
 * four views). `AxeBuilder` loads axe into the page and opens a second, blank page to gather its
 * results on every call (about 1.3 s a call on this machine); here axe is loaded once per page
 * load and run in place (about 0.5 s). A page with frames goes to `AxeBuilder`, which enters them.
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

export interface AxeFinding {
  id: string;
  help: string;
  targets: string[];
}

export async function seriousViolationsInPage(page: Page): Promise<AxeFinding[]> {
  if (page.frames().length > 1) return seriousViolations(page);
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only violations are read: the other kinds keep one example node each.
      resultTypes: ['violations'],
    });
    return results.violations;
  }, AXE_TAGS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
