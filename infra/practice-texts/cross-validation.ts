import {
  mostHostilePart,
  refusesText,
} from '#functions/core/practices/instruction-safety/classifier/classify-practice-text.ts';
import type { RefusalThresholds } from '#functions/core/practices/instruction-safety/classifier/practice-text-model.ts';
import type {
  PracticeTextFamily,
  PracticeTextVoice,
} from '#functions/core/practices/instruction-safety/practice-text-rule.ts';
import { sentencesOf } from '#functions/core/practices/instruction-safety/practice-text-sentences.ts';
import { ruleBrokenBy } from '#functions/core/practices/instruction-safety/rule-screen.ts';
import type { PracticeTextExample } from './practice-text-corpus';
import {
  classifierOf,
  everyVoiceAt,
  practiceTextTrainingOptions,
  trainPracticeTextWeights,
} from './train-weights';

export interface ScoredExample {
  example: PracticeTextExample;
  /** Whether a rule already refuses it (the classifier reads only what the rules let through). */
  refusedByRules: boolean;
  /** The classifier's P(hostile), scored by a model that never saw this writer's file. */
  hostile: number;
  /** The family it reads as most, whatever the probability. */
  family: PracticeTextFamily;
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
      .map((example) => ({
        example,
        refusedByRules: sentencesOf(example.text).some((sentence) => ruleBrokenBy(sentence, example.voice)),
        ...pick(mostHostilePart(classifier, example.text, example.voice)),
      }));
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
const pick = ({ hostile, family }: { hostile: number; family: PracticeTextFamily }) => ({ hostile, family });

export const refused = (item: ScoredExample, refuseAt: RefusalThresholds) =>
  refusesText(
    {
      ruleMatched: item.refusedByRules,
      hostile: item.hostile,
      family: item.family,
      voice: item.example.voice,
    },
    { refuseAt, rulesStandFrom: RULES_STAND_FROM },
  );

/**
 * For each group of voices (LEAST_HARMLESS_ACCEPTED), the lowest threshold (in steps of 0.01) at
 * which the screen accepts its share of the group's harmless texts.
 */
export function chooseRefusalThresholds(scored: readonly ScoredExample[]): RefusalThresholds {
  const chosen = { assistant: 0.99, practice: 0.99, name: 0.99 };
  for (const { voices, share } of LEAST_HARMLESS_ACCEPTED) {
    const inGroup = (voice: PracticeTextVoice) => (voices as readonly PracticeTextVoice[]).includes(voice);
    const harmless = scored.filter(
      (item) => item.example.label === 'harmless' && inGroup(item.example.voice),
    );
    for (let step = 1; step < 100; step++) {
      const accepted = harmless.filter((item) => !refused(item, everyVoiceAt(step / 100))).length;
      if (accepted >= share * harmless.length) {
        for (const voice of voices) chosen[voice] = step / 100;
        break;
      }
    }
  }
  return chosen;
}

const rate = (part: number, whole: number) => Number((part / Math.max(1, whole)).toFixed(4));

/** Out-of-fold figures at a threshold, overall and per writer's file. */
export function reportAt(scored: readonly ScoredExample[], refuseAt: RefusalThresholds) {
  const figures = (items: readonly ScoredExample[]) => {
    const hostile = items.filter((item) => item.example.label !== 'harmless');
    const harmless = items.filter((item) => item.example.label === 'harmless');
    return {
      hostileRefused: rate(hostile.filter((item) => refused(item, refuseAt)).length, hostile.length),
      hostileRefusedByRulesAlone: rate(hostile.filter((item) => item.refusedByRules).length, hostile.length),
      harmlessAccepted: rate(harmless.filter((item) => !refused(item, refuseAt)).length, harmless.length),
      hostile: hostile.length,
      harmless: harmless.length,
    };
  };
  const sources = [...new Set(scored.map((item) => item.example.source))];
  return {
    all: figures(scored),
    byFile: Object.fromEntries(
      sources.map((source) => [source, figures(scored.filter((item) => item.example.source === source))]),
    ),
  };
}

/** Hostile refused and harmless accepted at a few thresholds: the trade-off the choice sits on. */
export function tradeOff(scored: readonly ScoredExample[]): string[] {
  return [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95].map((refuseAt) => {
    const { hostileRefused, harmlessAccepted } = reportAt(scored, everyVoiceAt(refuseAt)).all;
    return `at ${refuseAt}: hostile refused ${hostileRefused}, harmless accepted ${harmlessAccepted}`;
  });
}
