/**
 * `npx tsx infra/practice-texts/drop-held-out-repeats.ts`: removes from the practice-text corpus
 * every line that repeats a blind-set text, exactly or nearly (near-repeats.ts), and says how many
 * per file. Run it after adding corpus lines; corpus-overlap.test.ts fails until it has run.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repeatsHeldOut } from './near-repeats';
import { practiceTextCorpusDirectory } from './practice-text-corpus';

const repeats = repeatsHeldOut();
for (const name of readdirSync(practiceTextCorpusDirectory).filter((file) => file.endsWith('.jsonl'))) {
  const path = join(practiceTextCorpusDirectory, name);
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  const kept = lines.filter((line) => !repeats((JSON.parse(line) as { text: string }).text));
  writeFileSync(path, `${kept.join('\n')}\n`);
  console.log(`${name}: ${lines.length - kept.length} of ${lines.length} lines left out`);
}
