import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractFeatures, FEATURE_BITS, FEATURE_COUNT, FEATURE_LAYOUT } from './features';
import { type ClassifierFile, classifierClasses, loadClassifier } from './model';
import { riskClassifier } from './risk-classifier';
import file from './weights.json' with { type: 'json' };
import { riskClassifierWeightsFileName } from './weights-file';

const committed = file as ClassifierFile;
const committedWeights = readFileSync(new URL(`./${riskClassifierWeightsFileName}`, import.meta.url));

describe('the committed risk classifier', () => {
  it('loads the weights trained for this feature layout, with thresholds in order', () => {
    expect(committed.featureBits).toBe(FEATURE_BITS);
    expect(committed.featureLayout).toBe(FEATURE_LAYOUT);
    expect(committed.classes).toEqual([...classifierClasses]);
    const { checkIn, crisis } = riskClassifier().thresholds;
    expect(checkIn).toBeLessThanOrEqual(crisis);
    expect(crisis).toBeLessThan(1);
  });

  it('refuses weights for another feature layout or other classes, naming the fix', () => {
    const load = (changed: Partial<ClassifierFile>, weights: Uint8Array = committedWeights) =>
      loadClassifier({ file: { ...committed, ...changed }, weights });
    expect(() => load({})).not.toThrow();
    expect(() => load({ featureBits: FEATURE_BITS + 1 })).toThrow(/npm run train:safety/);
    expect(() => load({ featureLayout: FEATURE_LAYOUT - 1 })).toThrow(/npm run train:safety/);
    expect(() => load({ classes: ['none', 'risk'] })).toThrow(/other classes/);
    expect(() => load({}, committedWeights.subarray(0, 3 * FEATURE_COUNT))).toThrow(/expected/);
  });

  it('refuses a weights file from another training than its JSON file', () => {
    // A row per class, then the clear-risk row.
    expect(committedWeights.length).toBe((classifierClasses.length + 1) * FEATURE_COUNT);
    const retrained = Uint8Array.from(committedWeights);
    retrained[12345] = ((retrained[12345] as number) + 1) % 256;
    expect(() => loadClassifier({ file: committed, weights: retrained })).toThrow(
      /not the one its JSON file was trained with: run npm run train:safety/,
    );
  });

  it('scores meaning no word rule names, and gives a probability for each class', () => {
    const classifier = riskClassifier();
    const overdose = classifier.score('took everything in the medicine cabinet about an hour ago');
    expect(overdose.risk).toBeGreaterThanOrEqual(classifier.thresholds.checkIn);
    expect(overdose.category).toBe('suicide');
    const sum = classifierClasses.reduce((total, name) => total + overdose.probabilities[name], 0);
    expect(sum).toBeCloseTo(1, 6);
    expect(classifier.score('cutting myself again, the urge is so strong').category).toBe('self_harm');
    expect(classifier.score('I am going to stab him when he gets home').category).toBe('harm_to_others');
  });

  it('reads how clear a risk is: a plan told outright above a wish that things were different', () => {
    const classifier = riskClassifier();
    const plan = classifier.score('I have the rope and I am doing it tonight when everyone is asleep');
    const wish = classifier.score('sometimes I wish I could just not exist for a while');
    expect(plan.clearRisk).toBeGreaterThan(wish.clearRisk);
    expect(plan.clearRisk).toBeGreaterThanOrEqual(classifier.thresholds.clearRisk);
  });

  it('tells a question from a statement, and a short reply from a long one, by their shape', () => {
    const buckets = (text: string) => [...extractFeatures(text).indices].sort((a, b) => a - b).join();
    expect(buckets('why do I keep doing this?')).not.toBe(buckets('why do I keep doing this'));
    expect(buckets('ok')).not.toBe(buckets('ok ok ok ok ok ok ok ok ok ok ok ok ok ok ok ok'));
  });

  it('gives an empty message no risk signal beyond the prior', () => {
    const classifier = riskClassifier();
    expect(classifier.score('').risk).toBe(classifier.score('   ').risk);
  });
});
