/**
 * The name of the practice-text classifier's binary weights file. It sits beside
 * practice-text-classifier.ts in the repository and beside `index.mjs` in every Lambda bundle whose
 * code names it (infra/lib/lambda-bundling.ts copies it there). Nothing else lives here, so the
 * infrastructure can read the name without loading the classifier.
 */
export const practiceTextWeightsFileName = 'practice-text-classifier-weights.bin';
