import { readFileSync } from 'node:fs';
import type { RiskCategory } from '#functions/core/safety/types.ts';

/**
 * Phrase sets written by someone who had not seen the rules, each in its own style: A plain and
 * explicit, B indirect (texting, typos, non-native English, risk buried in a journal entry), C a
 * mix. A and B were used to write the warning-sign, indirect-sign and violence-sign rules
 * (rules/*-warning-signs.ts, rules/*-indirect-signs.ts, rules/violence-signs.ts); C is held out,
 * never tuned on, and `npm run bench` reports it, so the figure says how the screen does on
 * wording nobody fitted it to.
 */
export interface PhraseSet {
  risky: { text: string; category: RiskCategory; aboutSomeoneElse: boolean }[];
  benign: string[];
  /** Kept out of both lists: careful readers could disagree. Not scored. */
  borderline: { text: string; note?: string }[];
}

export type PhraseSetName = 'set-a' | 'set-b' | 'set-c';

export function readPhraseSet(name: PhraseSetName): PhraseSet {
  return JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8')) as PhraseSet;
}
