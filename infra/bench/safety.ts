import { readFileSync } from 'node:fs';
import { readPhraseSet } from '#functions/core/safety/phrase-sets/phrase-set.ts';
import { screenMessage } from '#functions/core/safety/screen-message.ts';
import type { BenchSection } from './section';

/**
 * The risk screen on held-out sets that no rule, corpus or threshold was fitted to: phrase set C,
 * and sets D and E (written blind, with grades, styles and conversations). Recall on risky
 * messages (what matters most) and the share of benign messages it flags. Reported, not enforced.
 * Each message is read alone here: the screen does not read earlier messages yet.
 */
interface HeldOutItem {
  text: string;
  risk: 'suicide' | 'self-harm' | 'harm-to-others' | 'none';
  grade: string;
  style: string;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const share = (part: number, whole: number) => `${part}/${whole} (${percent(part, whole)})`;

function reportGroups(
  title: string,
  items: readonly HeldOutItem[],
  key: (item: HeldOutItem) => string,
): void {
  const groups = new Map<string, { caught: number; total: number }>();
  for (const item of items) {
    const entry = groups.get(key(item)) ?? { caught: 0, total: 0 };
    entry.total += 1;
    if (screenMessage(item.text).matched) entry.caught += 1;
    groups.set(key(item), entry);
  }
  console.log(
    `  ${title}: ${[...groups].map(([name, entry]) => `${name} ${entry.caught}/${entry.total}`).join(', ')}`,
  );
}

function reportHeldOutSet(name: string): void {
  const { items } = JSON.parse(
    readFileSync(new URL(`../../functions/core/safety/held-out/${name}.json`, import.meta.url), 'utf8'),
  ) as { items: HeldOutItem[] };
  const risky = items.filter((item) => item.risk !== 'none');
  const benign = items.filter((item) => item.risk === 'none');
  const caught = risky.filter((item) => screenMessage(item.text).matched).length;
  const flagged = benign.map((item) => screenMessage(item.text)).filter((screen) => screen.matched);
  const alarmed = flagged.filter((screen) => screen.level !== 'elevated').length;
  console.log(`Set ${name.slice(-1).toUpperCase()}: recall on risky messages ${share(caught, risky.length)}`);
  reportGroups('by kind', risky, (item) => item.risk);
  reportGroups('by grade', risky, (item) => item.grade);
  reportGroups('by style', risky, (item) => item.style);
  console.log(
    `  benign given a check-in or more: ${share(flagged.length, benign.length)}; the crisis reply: ${share(alarmed, benign.length)}`,
  );
}

export const safetyScreenSection: BenchSection = {
  name: 'Safety screen on held-out sets (C, D, E)',
  async run() {
    const set = readPhraseSet('set-c');
    const caught = set.risky.filter((phrase) => screenMessage(phrase.text).matched);
    const byCategory = new Map<string, { caught: number; total: number }>();
    for (const phrase of set.risky) {
      const entry = byCategory.get(phrase.category) ?? { caught: 0, total: 0 };
      entry.total += 1;
      if (screenMessage(phrase.text).matched) entry.caught += 1;
      byCategory.set(phrase.category, entry);
    }
    const flagged = set.benign.filter((text) => screenMessage(text).matched);
    console.log(`Set C: recall on risky messages ${share(caught.length, set.risky.length)}`);
    for (const [category, entry] of byCategory) {
      console.log(`  ${category.padEnd(15)} ${share(entry.caught, entry.total)}`);
    }
    console.log(`  benign messages flagged: ${share(flagged.length, set.benign.length)}`);
    reportHeldOutSet('set-d');
    reportHeldOutSet('set-e');
    const started = performance.now();
    const runs = 20;
    for (let run = 0; run < runs; run++) for (const phrase of set.risky) screenMessage(phrase.text);
    const perMessage = (performance.now() - started) / (runs * set.risky.length);
    console.log(`Screen time per message: ${(perMessage * 1000).toFixed(0)} µs`);
  },
};
