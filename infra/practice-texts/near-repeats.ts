import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeForScreening } from '#functions/core/safety/normalize-text.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';

/**
 * Near repeats between the practice-text corpus and the blind sets: the blind sets measure the screen
 * on wording nobody fitted it to, so no corpus line may repeat one of their texts, exactly or nearly
 * (60% or more of the shorter text's word triples in common; texts under three words: the same
 * words). Only the blind sets' texts are read here, never their labels.
 */
export const heldOutDirectory = join(repoRoot, 'functions/core/practices/instruction-safety/held-out');

export function heldOutTexts(directory = heldOutDirectory): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) =>
      (JSON.parse(readFileSync(join(directory, name), 'utf8')) as { items: { text: string }[] }).items.map(
        (item) => item.text,
      ),
    );
}

export const wordsOf = (text: string) =>
  normalizeForScreening(text)
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

function triples(words: readonly string[]): Set<string> {
  const result = new Set<string>();
  for (let index = 0; index + 2 < words.length; index++) result.add(words.slice(index, index + 3).join(' '));
  return result;
}

function sharesEnough(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const triple of small) if (large.has(triple)) shared += 1;
  return shared >= 2 && shared / small.size >= 0.6;
}

export function nearRepeat(a: readonly string[], b: readonly string[]): boolean {
  if (a.length < 3 || b.length < 3) return a.join(' ') === b.join(' ');
  return sharesEnough(triples(a), triples(b));
}

/**
 * A test for "does this text repeat a blind-set text", built once over the blind sets: short texts
 * by their words, longer ones through an index of their word triples.
 */
export function repeatsHeldOut(texts: readonly string[] = heldOutTexts()): (text: string) => boolean {
  const shortTexts = new Set<string>();
  const longTexts: Set<string>[] = [];
  const byTriple = new Map<string, number[]>();
  for (const text of texts) {
    const words = wordsOf(text);
    if (words.length < 3) {
      shortTexts.add(words.join(' '));
      continue;
    }
    const own = triples(words);
    for (const triple of own) byTriple.set(triple, [...(byTriple.get(triple) ?? []), longTexts.length]);
    longTexts.push(own);
  }
  return (text) => {
    const words = wordsOf(text);
    if (words.length < 3) return shortTexts.has(words.join(' '));
    const own = triples(words);
    const candidates = new Set<number>();
    for (const triple of own) for (const index of byTriple.get(triple) ?? []) candidates.add(index);
    return [...candidates].some((index) => sharesEnough(own, longTexts[index] as Set<string>));
  };
}
