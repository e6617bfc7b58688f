import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeForScreening } from './normalize-text';
import { readPhraseSet } from './phrase-sets/phrase-set';

/**
 * The held-out sets measure the screen on wording nobody fitted it to, so no corpus line may repeat
 * one of their messages, exactly or nearly (the same word triples, 60% or more in common).
 */
const corpusDir = new URL('./corpus/', import.meta.url);
const heldOutDir = new URL('./held-out/', import.meta.url);

function corpusTexts(): string[] {
  return readdirSync(corpusDir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) =>
      readFileSync(new URL(name, corpusDir), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => (JSON.parse(line) as { text: string }).text),
    );
}

function heldOutTexts(): string[] {
  const fromSets = readdirSync(heldOutDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) =>
      (
        JSON.parse(readFileSync(new URL(name, heldOutDir), 'utf8')) as { items: { text: string }[] }
      ).items.map((item) => item.text),
    );
  const setC = readPhraseSet('set-c');
  return [...fromSets, ...setC.risky.map((phrase) => phrase.text), ...setC.benign];
}

function triples(text: string): Set<string> {
  const words = normalizeForScreening(text)
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
  const result = new Set<string>();
  for (let index = 0; index + 2 < words.length; index++) result.add(words.slice(index, index + 3).join(' '));
  return result;
}

/** Shared word triples over the smaller message's: 1 when one message holds the other whole. */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const triple of a) if (b.has(triple)) shared += 1;
  return shared >= 2 ? shared / Math.min(a.size, b.size) : 0;
}

describe('the training corpus and the held-out sets', () => {
  const corpus = corpusTexts();
  const heldOut = heldOutTexts();

  it('has thousands of lines to learn from and hundreds of held-out messages to measure on', () => {
    expect(corpus.length).toBeGreaterThan(3000);
    expect(heldOut.length).toBeGreaterThan(600);
  });

  it('share no message, whatever its case, spacing or spelling tricks', () => {
    const held = new Set(heldOut.map((text) => normalizeForScreening(text)));
    const repeated = corpus.filter((text) => held.has(normalizeForScreening(text)));
    expect(repeated).toEqual([]);
  });

  it('share no near-duplicate: no corpus line has 60% or more of a held-out message’s word triples', () => {
    const heldTriples = heldOut
      .map((text) => ({ text, triples: triples(text) }))
      .filter((item) => item.triples.size >= 3);
    // Each triple names the held-out messages holding it, so a corpus line is compared only with
    // the messages it shares a triple with.
    const holding = new Map<string, number[]>();
    heldTriples.forEach((item, index) => {
      for (const triple of item.triples) holding.set(triple, [...(holding.get(triple) ?? []), index]);
    });
    const near: string[] = [];
    for (const text of corpus) {
      const own = triples(text);
      if (own.size < 3) continue;
      const candidates = new Set([...own].flatMap((triple) => holding.get(triple) ?? []));
      const match = [...candidates]
        .map((index) => heldTriples[index] as (typeof heldTriples)[number])
        .find((item) => overlap(own, item.triples) >= 0.6);
      if (match) near.push(`${text}  ~  ${match.text}`);
    }
    expect(near).toEqual([]);
  });
});
