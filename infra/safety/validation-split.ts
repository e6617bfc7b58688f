import { classifierClasses } from '#functions/core/safety/classifier/model.ts';
import { defaultTrainingOptions, seededRandom, shuffled } from './logistic-regression';
import { type LabelledExample, readTrainingExamples } from './training-corpus';

const VALIDATION_SHARE = 0.2;

/** The conversation a corpus line belongs to: its opening message. */
export const conversationOf = (example: LabelledExample) =>
  example.written.context?.[0]?.text ?? example.written.text;

/**
 * The corpus split the trainer learns and chooses thresholds on: a fifth of each class's
 * conversations (seeded) for validation. The messages of one written conversation share its opening,
 * so they go to the same side and validation never scores a conversation the classifier partly learnt.
 */
export function splitCorpus(examples: readonly LabelledExample[] = readTrainingExamples()): {
  train: LabelledExample[];
  validation: LabelledExample[];
} {
  const random = seededRandom(defaultTrainingOptions.seed);
  const train: LabelledExample[] = [];
  const validation: LabelledExample[] = [];
  for (const label of classifierClasses) {
    const ofLabel = examples.filter((example) => example.label === label);
    const conversations = shuffled([...new Set(ofLabel.map(conversationOf))], random);
    const held = new Set(conversations.slice(0, Math.round(conversations.length * VALIDATION_SHARE)));
    for (const example of ofLabel) (held.has(conversationOf(example)) ? validation : train).push(example);
  }
  return { train, validation };
}
