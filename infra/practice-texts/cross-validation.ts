import {
  type RuleMatch,
  readPracticeText,
  refusingScore,
  ruleMatchOf,
  sentencesOf,
} from '#functions/core/practices/instruction-safety/classifier/classify-practice-text.ts';
import type {
  PracticeTextScore,
  RefusalThresholds,
  ScreenThresholds,
} from '#functions/core/practices/instruction-safety/classifier/practice-text-model.ts';
import type { PracticeTextVoice } from '#functions/core/practices/instruction-safety/practice-text-rule.ts';
import { ruleBrokenBy } from '#functions/core/practices/instruction-safety/rule-screen.ts';
import type { PracticeTextExample } from './practice-text-corpus';
import {
  classifierOf,
  everyVoiceAt,
  practiceTextTrainingOptions,
  trainPracticeTextWeights,
} from './train-weights';

/** The thresholds a choice moves (a rule's overruling stays at RULES_STAND_FROM). */
type Thresholds = Omit<ScreenThresholds, 'rulesStandFrom'>;

export interface ScoredExample {
  example: PracticeTextExample;
  /** Whether a rule already refuses it (the classifier reads only what the rules let through). */
  /** Whether a rule refused one of its sentences, and whether that rule stands over the classifier. */
  ruleMatch: RuleMatch;
  /** The whole text's reading, by a model that never saw this writer's file. */
  whole: PracticeTextScore;
  /** Its most hostile sentence's own reading, for a text of two sentences or more. */
  sentenceScore?: PracticeTextScore;
  /** How many sentences it has (the screen cuts them as it does at run time). */
  sentences: number;
}

/**
 * How many folds the writers' files are dealt into: each fold's texts are scored by a model trained
 * on the other folds' files. Four keeps every score out of its writer's fold at a fifth of the
 * training runs one fold per file took (19 files).
 */
export const WRITER_FOLDS = 4;

/**
 * Out-of-fold scores: the corpus files (one writer each), in name order, are dealt into
 * WRITER_FOLDS folds, and each fold is scored by a model trained on the others' files, so a score is
 * what a text from a writer the model never read gets, as in a blind set.
 */
export function outOfFoldScores(examples: readonly PracticeTextExample[]): ScoredExample[] {
  const sources = [...new Set(examples.map((example) => example.source))].sort();
  const foldOf = (source: string) => sources.indexOf(source) % WRITER_FOLDS;
  return Array.from({ length: WRITER_FOLDS }, (_, fold) => fold).flatMap((fold) => {
    const classifier = classifierOf(
      trainPracticeTextWeights(
        examples.filter((example) => foldOf(example.source) !== fold),
        practiceTextTrainingOptions,
      ),
      1,
    );
    return examples
      .filter((example) => foldOf(example.source) === fold)
      .map((example) => {
        const sentences = sentencesOf(example.text);
        const { whole, sentenceScore } = readPracticeText(classifier, example.text, example.voice);
        return {
          example,
          ruleMatch: ruleMatchOf(sentences.map((sentence) => ruleBrokenBy(sentence, example.voice))),
          whole,
          ...(sentenceScore && { sentenceScore }),
          sentences: sentences.length,
        };
      });
  });
}

/**
 * The share of harmless corpus texts, scored out of fold, the whole screen must accept: instructions
 * and the practice's own texts together, and names apart. The blind goal is 98%; out of fold, where
 * a writer's texts are further from the rest than a blind set's, 95% came out near it on the blind
 * sets. A name is held to 99%: a name refused blocks a therapist's sign-up, and a name is a few
 * words, where the classifier has least to go on. (One threshold per voice, each at 95%, put the
 * practice's at 0.34 and refused more harmless blind texts.)
 */
const LEAST_HARMLESS_ACCEPTED = [
  { voices: ['assistant', 'practice'], share: 0.95 },
  { voices: ['name'], share: 0.99 },
] as const;

/** P(hostile) below which the classifier overrules a rule's match: the text reads as plainly harmless. */
export const RULES_STAND_FROM = 0.05;

/** Whether the whole screen refuses a text (the same decision as screenPracticeTexts). */
export const refused = (item: ScoredExample, thresholds: Thresholds) =>
  refusingScore(
    {
      ruleMatch: item.ruleMatch,
      voice: item.example.voice,
      whole: item.whole,
      ...(item.sentenceScore && { sentenceScore: item.sentenceScore }),
    },
    { ...thresholds, rulesStandFrom: RULES_STAND_FROM },
  ) !== undefined;

/**
 * For each group of voices (LEAST_HARMLESS_ACCEPTED), the lowest whole-text threshold (in steps of
 * 0.01) at which the screen, refusing single sentences at `refuseSentenceAt`, accepts its share of
 * the group's harmless texts; undefined when no threshold does (the sentences alone refuse too many).
 */
export function chooseRefusalThresholds(
  scored: readonly ScoredExample[],
  refuseSentenceAt: number,
): RefusalThresholds | undefined {
  const chosen = { assistant: 1, practice: 1, name: 1 };
  for (const { voices, share } of LEAST_HARMLESS_ACCEPTED) {
    const inGroup = (voice: PracticeTextVoice) => (voices as readonly PracticeTextVoice[]).includes(voice);
    const harmless = scored.filter(
      (item) => item.example.label === 'harmless' && inGroup(item.example.voice),
    );
    const step = Array.from({ length: 99 }, (_, index) => (index + 1) / 100).find(
      (refuseAt) =>
        harmless.filter((item) => !refused(item, { refuseAt: everyVoiceAt(refuseAt), refuseSentenceAt }))
          .length >=
        share * harmless.length,
    );
    if (step === undefined) return undefined;
    for (const voice of voices) chosen[voice] = step;
  }
  return chosen;
}

/**
 * The single-sentence thresholds tried: from 0.90, below which a sentence's own reading refused
 * too many harmless ones out of fold, to 0.99. A sentence always has a threshold of its own: the
 * whole-text reading dilutes one hostile sentence among many ordinary ones, and a screen without
 * the sentence reading refused 37% of hostile texts of 7 or more sentences out of fold (2026-11-30,
 * 15,349 texts; 76% with it), and could not quote the sentence that decided.
 */
const SENTENCE_THRESHOLDS = Array.from({ length: 10 }, (_, index) => (90 + index) / 100);

/**
 * The thresholds the screen ships with, chosen on out-of-fold scores only: for each single-sentence
 * threshold, the whole-text thresholds that keep each group's share of harmless texts accepted
 * (chooseRefusalThresholds); of those, the one that refuses the most hostile texts (on a tie, the
 * one that accepts more harmless texts).
 */
export function chooseScreenThresholds(scored: readonly ScoredExample[]): ScreenThresholds {
  const harmlessAccepted = (thresholds: Thresholds) =>
    scored.filter((item) => item.example.label === 'harmless' && !refused(item, thresholds)).length;
  const hostileRefused = (thresholds: Thresholds) =>
    scored.filter((item) => item.example.label !== 'harmless' && refused(item, thresholds)).length;
  let best: Thresholds = { refuseAt: everyVoiceAt(0.99), refuseSentenceAt: 0.99 };
  let bestFound = false;
  for (const refuseSentenceAt of SENTENCE_THRESHOLDS) {
    const refuseAt = chooseRefusalThresholds(scored, refuseSentenceAt);
    if (refuseAt === undefined) continue;
    const candidate = { refuseAt, refuseSentenceAt };
    const [refusedNow, refusedBest] = [hostileRefused(candidate), hostileRefused(best)];
    if (
      !bestFound ||
      refusedNow > refusedBest ||
      (refusedNow === refusedBest && harmlessAccepted(candidate) > harmlessAccepted(best))
    ) {
      best = candidate;
      bestFound = true;
    }
  }
  return { ...best, rulesStandFrom: RULES_STAND_FROM };
}

const rate = (part: number, whole: number) => Number((part / Math.max(1, whole)).toFixed(4));

/** How long a text is, in sentences, for the figures by length. */
const LENGTHS = [
  { name: '1 sentence', from: 1, to: 1 },
  { name: '2-3 sentences', from: 2, to: 3 },
  { name: '4-6 sentences', from: 4, to: 6 },
  { name: '7+ sentences', from: 7, to: Number.POSITIVE_INFINITY },
];

/** Out-of-fold figures at the given thresholds, overall, by length in sentences and per writer's file. */
export function reportAt(scored: readonly ScoredExample[], thresholds: Thresholds) {
  const figures = (items: readonly ScoredExample[]) => {
    const hostile = items.filter((item) => item.example.label !== 'harmless');
    const harmless = items.filter((item) => item.example.label === 'harmless');
    return {
      hostileRefused: rate(hostile.filter((item) => refused(item, thresholds)).length, hostile.length),
      hostileRefusedByRulesAlone: rate(
        hostile.filter((item) => item.ruleMatch !== 'none').length,
        hostile.length,
      ),
      harmlessAccepted: rate(harmless.filter((item) => !refused(item, thresholds)).length, harmless.length),
      hostile: hostile.length,
      harmless: harmless.length,
    };
  };
  const sources = [...new Set(scored.map((item) => item.example.source))];
  return {
    all: figures(scored),
    byLength: Object.fromEntries(
      LENGTHS.map(({ name, from, to }) => [
        name,
        figures(scored.filter((item) => item.sentences >= from && item.sentences <= to)),
      ]),
    ),
    byFile: Object.fromEntries(
      sources.map((source) => [source, figures(scored.filter((item) => item.example.source === source))]),
    ),
  };
}

/**
 * Hostile refused and harmless accepted around the choice: one whole-text threshold for every
 * voice at the chosen single-sentence one, then each single-sentence threshold at the chosen
 * whole-text ones.
 */
export function tradeOff(scored: readonly ScoredExample[], chosen: Thresholds): string[] {
  const line = (label: string, thresholds: Thresholds) => {
    const { hostileRefused, harmlessAccepted } = reportAt(scored, thresholds).all;
    return `${label}: hostile refused ${hostileRefused}, harmless accepted ${harmlessAccepted}`;
  };
  return [
    ...[0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95].map((refuseAt) =>
      line(`whole at ${refuseAt}, a sentence at ${chosen.refuseSentenceAt}`, {
        refuseAt: everyVoiceAt(refuseAt),
        refuseSentenceAt: chosen.refuseSentenceAt,
      }),
    ),
    ...SENTENCE_THRESHOLDS.map((refuseSentenceAt) =>
      line(`whole at ${JSON.stringify(chosen.refuseAt)}, a sentence at ${refuseSentenceAt}`, {
        refuseAt: chosen.refuseAt,
        refuseSentenceAt,
      }),
    ),
  ];
}
