import { describe, expect, it } from 'vitest';
import { loadClassifier } from '#functions/core/safety/classifier/model.ts';
import {
  defaultTrainingOptions,
  quantize,
  type TrainingExample,
  trainBinaryWeights,
  trainWeights,
} from './logistic-regression';
import {
  chooseClearRiskThreshold,
  chooseThresholds,
  highestCheckInKeepingRecall,
  ratesAt,
} from './thresholds';

const risky: TrainingExample[] = [
  'i want to end my life',
  'i am going to kill myself tonight',
  'i took all my pills',
  'nobody would miss me if i was gone',
  'i wish i could disappear forever and never wake up',
  'i have been cutting my arms again',
  'i burned myself with a lighter',
  'i am going to hurt him when he gets home',
  'i bought a gun to shoot my boss',
].map((text) => ({
  text,
  label:
    text.includes('cut') || text.includes('burn')
      ? 'self_harm'
      : text.includes('him') || text.includes('boss')
        ? 'harm_to_others'
        : 'suicide',
}));
const benign: TrainingExample[] = [
  'this traffic is killing me',
  'i killed the final boss in the game',
  'i cut the onions and burned the toast',
  'my exams are stressing me out',
  'i took my vitamins this morning',
  'i slept badly and feel tired',
  'we went to the beach with the kids',
  'my boss gave me a raise today',
  'i am writing a novel where a character dies',
].map((text) => ({ text, label: 'none' }));

describe('the risk classifier trainer', () => {
  const options = { ...defaultTrainingOptions, epochs: 30 };

  it('learns to score risky wording above benign wording with the same trap words', () => {
    const model = loadClassifier(
      quantize(
        trainWeights([...risky, ...benign], options),
        { note: 0.1, checkIn: 0.5, crisis: 0.9, clearRisk: 0, passage: 0.99 },
        {},
      ),
    );
    for (const example of risky) expect(model.score(example.text).risk, example.text).toBeGreaterThan(0.5);
    for (const example of benign) expect(model.score(example.text).risk, example.text).toBeLessThan(0.5);
    expect(model.score('i bought a gun to shoot my boss').category).toBe('harm_to_others');
    expect(model.score('i have been cutting my arms again').category).toBe('self_harm');
  });

  it('gives the same weights for the same corpus and seed', () => {
    const first = quantize(
      trainWeights([...risky, ...benign], options),
      { note: 0.1, checkIn: 0.5, crisis: 0.9, clearRisk: 0, passage: 0.99 },
      {},
    );
    const second = quantize(
      trainWeights([...risky, ...benign], options),
      { note: 0.1, checkIn: 0.5, crisis: 0.9, clearRisk: 0, passage: 0.99 },
      {},
    );
    expect(second.weights).toEqual(first.weights);
    expect(second.file.bias).toEqual(first.file.bias);
  });
});

describe('threshold choice on the validation split', () => {
  const scored = [
    ...[0.99, 0.95, 0.9, 0.8, 0.7, 0.6, 0.4, 0.35, 0.3, 0.05].map((risk) => ({ risk, risky: true })),
    ...Array.from({ length: 100 }, (_, index) => ({ risk: index === 0 ? 0.85 : index / 400, risky: false })),
  ];

  const targets = { checkInRecall: 0.9, crisisBenignRate: 0.01 };

  it('sets the check-in threshold to catch the target share of risky messages', () => {
    const thresholds = chooseThresholds(scored, targets);
    expect(thresholds.checkIn).toBeCloseTo(0.3, 5);
    expect(ratesAt(scored, thresholds).recall).toBeCloseTo(0.9, 5);
  });

  it('sets the crisis threshold so at most the allowed share of benign messages reach it', () => {
    const thresholds = chooseThresholds(scored, targets);
    expect(ratesAt(scored, thresholds).benignCrisis).toBeLessThanOrEqual(0.01);
    const strict = chooseThresholds(scored, { ...targets, crisisBenignRate: 0 });
    expect(ratesAt(scored, strict).benignCrisis).toBe(0);
    expect(strict.crisis).toBeGreaterThan(0.85);
  });

  it('leaves to the classifier only what the word rules did not catch', () => {
    const withRules = scored.map((item) => ({ ...item, caughtByRules: item.risky && item.risk < 0.5 }));
    const thresholds = chooseThresholds(withRules, targets);
    // The rules caught the four lowest-scoring risky messages, so the classifier can stop at 0.7.
    expect(thresholds.checkIn).toBeCloseTo(0.7, 5);
    expect(ratesAt(withRules, thresholds).recall).toBeGreaterThanOrEqual(0.9);
  });

  it('finds the highest check-in threshold at which the whole screen keeps the target recall', () => {
    // A screen that catches the risky messages scored at or above the threshold, and one more that
    // only the conversation shows (scored 0.05 alone): 9 of 10 are caught up to 0.35, where the
    // scores alone would need 0.3.
    const recallAt = (checkIn: number) =>
      (scored.filter((item) => item.risky && item.risk >= checkIn).length + (checkIn <= 0.99 ? 1 : 0)) /
      scored.filter((item) => item.risky).length;
    const checkIn = highestCheckInKeepingRecall(recallAt, 0.9);
    expect(recallAt(checkIn)).toBeGreaterThanOrEqual(0.9);
    expect(checkIn).toBeCloseTo(0.35, 3);
    expect(highestCheckInKeepingRecall(() => 1, 0.9)).toBe(0.99);
  });
});

describe('the clear-risk model and its threshold', () => {
  it('learns a plan told outright from a wish, and ships it beside the classes', () => {
    const clear = [
      'i have the pills counted out for tonight',
      'the rope is in the garage and i am going tonight',
      'i wrote the notes and i am doing it after they leave',
      'i bought the knife and i know where he parks',
    ];
    const possible = [
      'sometimes i wish i could just not exist',
      'everyone might be better off if i was not around',
      'i keep thinking about hurting myself but i have not',
      'some days i could scream at him',
    ];
    const clearRisk = trainBinaryWeights(
      [
        ...clear.map((text) => ({ text, positive: true })),
        ...possible.map((text) => ({ text, positive: false })),
      ],
      defaultTrainingOptions,
    );
    const model = loadClassifier(
      quantize(
        trainWeights([...risky, ...benign], defaultTrainingOptions),
        { note: 0.1, checkIn: 0.5, crisis: 0.9, clearRisk: 0.5, passage: 0.99 },
        {},
        clearRisk,
      ),
    );
    for (const text of clear) expect(model.score(text).clearRisk, text).toBeGreaterThan(0.5);
    for (const text of possible) expect(model.score(text).clearRisk, text).toBeLessThan(0.5);
  });

  it('puts the threshold where at most the given share of clear-risk messages falls below it', () => {
    const values = Array.from({ length: 100 }, (_, index) => (index + 1) / 100);
    const threshold = chooseClearRiskThreshold(values, 0.02);
    expect(values.filter((value) => value < threshold)).toHaveLength(2);
    expect(chooseClearRiskThreshold([])).toBe(0);
  });
});
