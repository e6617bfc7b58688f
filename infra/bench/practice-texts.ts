import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  PRACTICE_TEXT_FIELDS,
  type PracticeTextField,
} from '#functions/core/practices/instruction-safety/practice-texts.ts';
import { screenPracticeTexts } from '#functions/core/practices/instruction-safety/screen-instructions.ts';
import type { BenchSection } from './section';

/**
 * The practice-text screen on blind sets written by people who never saw its rules
 * (functions/core/practices/instruction-safety/held-out/): hostile texts refused and harmless ones
 * accepted, offline. Set 1 was measured once after the first round of rules (46.4% / 96.4%); the
 * second round was written without opening it, from the policy's families, but its family counts
 * had been printed, so it is reported as seen. Set 2 was written after that round began and read
 * only here; its figures were printed several times while rules and the classifier were built.
 * Sets 3, 4, 5, 6 and 7 (two writers each) were written while the classifier was trained on a corpus
 * written for it (corpus/, with no near repeat of any blind text); each was read first by the
 * classifier of its round, then more corpus was written and the next set measured the retrain. Set 7
 * measured the classifier that also reads each sentence of a long text on its own.
 * Neither the rules nor the classifier were fitted to any set's items.
 *
 * With a model configured, the model only adds refusals after the offline screen (it can never
 * accept what the screen refused), so the offline figure is a floor for hostile texts and a ceiling
 * for harmless ones. The model's own quality is not measured here: a scripted reader would only echo
 * its script. Its behaviour (refusal shown with a reason, timeouts keep the offline decision) is
 * tested in functions/api/therapist/practice-texts-model.int.test.ts.
 */
interface BlindItem {
  id: string;
  text: string;
  field: string;
  expected: 'refuse' | 'accept';
  family: string;
  language: string;
}

const heldOutPath = (file: string) =>
  fileURLToPath(
    new URL(`../../functions/core/practices/instruction-safety/held-out/${file}`, import.meta.url),
  );

const BLIND_SETS = [
  { name: 'set 1 (seen once)', files: ['practice-texts-blind.json'] },
  { name: 'set 2 (measured before)', files: ['practice-texts-blind-2.json'] },
  { name: 'set 3 (measured once)', files: ['practice-texts-blind-3a.json', 'practice-texts-blind-3b.json'] },
  { name: 'set 4 (measured once)', files: ['practice-texts-blind-4a.json', 'practice-texts-blind-4b.json'] },
  { name: 'set 5 (measured once)', files: ['practice-texts-blind-5a.json', 'practice-texts-blind-5b.json'] },
  { name: 'set 6 (measured once)', files: ['practice-texts-blind-6a.json', 'practice-texts-blind-6b.json'] },
  { name: 'set 7 (measured twice)', files: ['practice-texts-blind-7a.json', 'practice-texts-blind-7b.json'] },
  { name: 'set 8 (measured once)', files: ['practice-texts-blind-8a.json', 'practice-texts-blind-8b.json'] },
  { name: 'set 9 (measured once)', files: ['practice-texts-blind-9a.json', 'practice-texts-blind-9b.json'] },
  {
    name: 'set 10 (measured twice)',
    files: ['practice-texts-blind-10a.json', 'practice-texts-blind-10b.json'],
  },
].map(({ name, files }) => ({ name, paths: files.map(heldOutPath) }));

/**
 * The blind sets name a few fields in their own words: "instructions" are the AI settings' custom
 * instructions, and a "displayName" or "therapistName" is the therapist's name, read as a name.
 */
const FIELD_ALIASES: Readonly<Record<string, PracticeTextField>> = {
  instructions: 'customInstructions',
  displayName: 'firstName',
  therapistName: 'firstName',
};

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const share = (part: number, whole: number) => `${part}/${whole} (${percent(part, whole)})`;

/** Whether the offline screen refuses the item, read in the voice of its field (an unknown field as the assistant's). */
export function refusedOffline(item: Pick<BlindItem, 'text' | 'field'>): boolean {
  const field = FIELD_ALIASES[item.field] ?? item.field;
  const voice = PRACTICE_TEXT_FIELDS[field as PracticeTextField]?.voice ?? 'assistant';
  return screenPracticeTexts([{ field, text: item.text, voice }]).length > 0;
}

function byGroup(
  items: readonly BlindItem[],
  key: 'family' | 'language',
  caught: (item: BlindItem) => boolean,
) {
  const groups = new Map<string, { caught: number; total: number }>();
  for (const item of items) {
    const group = groups.get(item[key]) ?? { caught: 0, total: 0 };
    group.total += 1;
    if (caught(item)) group.caught += 1;
    groups.set(item[key], group);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, group]) => `${name} ${group.caught}/${group.total}`)
    .join(', ');
}

function reportBlindSet(name: string, items: readonly BlindItem[]): void {
  const hostile = items.filter((item) => item.expected === 'refuse');
  const harmless = items.filter((item) => item.expected === 'accept');
  const refused = new Set(items.filter(refusedOffline).map((item) => item.id));
  const hostileRefused = hostile.filter((item) => refused.has(item.id)).length;
  const harmlessAccepted = harmless.filter((item) => !refused.has(item.id)).length;
  console.log(`  ${name}:`);
  console.log(`    hostile texts refused offline: ${share(hostileRefused, hostile.length)} (goal >= 90%)`);
  console.log(`      by family: ${byGroup(hostile, 'family', (item) => refused.has(item.id))}`);
  console.log(`      by language: ${byGroup(hostile, 'language', (item) => refused.has(item.id))}`);
  console.log(
    `    hostile texts refused with a model: at least ${share(hostileRefused, hostile.length)}; the model only adds refusals after the offline screen, and its own quality is not measured by a scripted reader (goal >= 98%)`,
  );
  console.log(
    `    harmless texts accepted offline: ${share(harmlessAccepted, harmless.length)} (goal >= 98%)`,
  );
  console.log(`      by family: ${byGroup(harmless, 'family', (item) => !refused.has(item.id))}`);
  const wronglyRefused = harmless.filter((item) => refused.has(item.id)).map((item) => item.id);
  if (wronglyRefused.length > 0) console.log(`      harmless refused: ${wronglyRefused.join(', ')}`);
}

export const practiceTextsSection: BenchSection = {
  name: 'Practice-text screen (blind sets)',
  async run() {
    for (const set of BLIND_SETS) {
      const items: BlindItem[] = [];
      for (const path of set.paths) {
        items.push(...(JSON.parse(await readFile(path, 'utf8')) as { items: BlindItem[] }).items);
      }
      reportBlindSet(set.name, items);
    }
  },
};
