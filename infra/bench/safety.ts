import { readPhraseSet } from '#functions/core/safety/phrase-sets/phrase-set.ts';
import { screenMessage } from '#functions/core/safety/screen-message.ts';
import type { BenchSection } from './section';

/**
 * The risk screen on phrase set C, which no rule was written from: recall on risky messages (what
 * matters most) and the share of benign messages it flags. Reported, not enforced.
 */
export const safetyScreenSection: BenchSection = {
  name: 'Safety screen on the held-out phrase set (set C)',
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
    const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
    console.log(
      `Recall on risky messages: ${caught.length}/${set.risky.length} (${percent(caught.length, set.risky.length)})`,
    );
    for (const [category, entry] of byCategory) {
      console.log(
        `  ${category.padEnd(15)} ${entry.caught}/${entry.total} (${percent(entry.caught, entry.total)})`,
      );
    }
    console.log(
      `Benign messages flagged: ${flagged.length}/${set.benign.length} (${percent(flagged.length, set.benign.length)})`,
    );
    const started = performance.now();
    const runs = 20;
    for (let run = 0; run < runs; run++) for (const phrase of set.risky) screenMessage(phrase.text);
    const perMessage = (performance.now() - started) / (runs * set.risky.length);
    console.log(`Screen time per message: ${(perMessage * 1000).toFixed(0)} µs`);
  },
};
