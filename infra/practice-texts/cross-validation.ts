import {
  mostHostilePart,
  refusesText,
} from '#functions/core/practices/instruction-safety/classifier/classify-practice-text.ts';
import type { PracticeTextFamily } from '#functions/core/practices/instruction-safety/practice-text-rule.ts';
import { sentencesOf } from '#functions/core/practices/instruction-safety/practice-text-sentences.ts';
import { ruleBrokenBy } from '#functions/core/practices/instruction-safety/rule-screen.ts';
import type { PracticeTextExample } from './practice-text-corpus';
import { classifierOf, practiceTextTrainingOptions, trainPracticeTextWeights } from './train-weights';

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
 * Out-of-fold scores: each corpus file (one writer each) is scored by a model trained on the other
 * files, so the scores are what a text from a writer the model never read gets, as in a blind set.
 */
export function outOfFoldScores(examples: readonly PracticeTextExample[]): ScoredExample[] {
  const sources = [...new Set(examples.map((example) => example.source))];
  return sources.flatMap((source) => {
    const classifier = classifierOf(
      trainPracticeTextWeights(
        examples.filter((example) => example.source !== source),
        practiceTextTrainingOptions,
      ),
      1,
    );
    return examples
      .filter((example) => example.source === source)
      .map((example) => ({
        example,
        refusedByRules: sentencesOf(example.text).some((sentence) => ruleBrokenBy(sentence, example.voice)),
        ...pick(mostHostilePart(classifier, example.text, example.voice)),
      }));
  });
}

/**
 * The share of harmless corpus texts, scored out of fold, the whole screen must accept. The blind
 * goal is 98%; at that point out of fold the screen refused only 70% of hostile texts (goal 90%),
 * so the threshold sits where both shortfalls are smallest together.
 */
const LEAST_HARMLESS_ACCEPTED = 0.95;

/** P(hostile) below which the classifier overrules a rule's match: the text reads as plainly harmless. */
export const RULES_STAND_FROM = 0.05;

/** Whether the whole screen refuses a text (the same decision as screenPracticeTexts). */
const pick = ({ hostile, family }: { hostile: number; family: PracticeTextFamily }) => ({ hostile, family });

export const refused = (item: ScoredExample, refuseAt: number) =>
  refusesText(
    {
      ruleMatched: item.refusedByRules,
      hostile: item.hostile,
      family: item.family,
      voice: item.example.voice,
    },
    { refuseAt, rulesStandFrom: RULES_STAND_FROM },
  );

/** The lowest threshold (in steps of 0.01) at which the screen accepts LEAST_HARMLESS_ACCEPTED of harmless texts. */
export function chooseRefusalThreshold(scored: readonly ScoredExample[]): number {
  const harmless = scored.filter((item) => item.example.label === 'harmless');
  for (let step = 1; step < 100; step++) {
    const refuseAt = step / 100;
    const accepted = harmless.filter((item) => !refused(item, refuseAt)).length;
    if (accepted >= LEAST_HARMLESS_ACCEPTED * harmless.length) return refuseAt;
  }
  return 0.99;
}

const rate = (part: number, whole: number) => Number((part / Math.max(1, whole)).toFixed(4));

/** Out-of-fold figures at a threshold, overall and per writer's file. */
export function reportAt(scored: readonly ScoredExample[], refuseAt: number) {
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
    const { hostileRefused, harmlessAccepted } = reportAt(scored, refuseAt).all;
    return `at ${refuseAt}: hostile refused ${hostileRefused}, harmless accepted ${harmlessAccepted}`;
  });
}
