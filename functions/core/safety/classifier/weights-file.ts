/**
 * The name of the classifier's binary weights file. It sits beside risk-classifier.ts in the
 * repository and beside `index.mjs` in every Lambda bundle that carries the classifier: the bundling
 * (infra/lib/lambda-bundling.ts) copies it into exactly the bundles whose code names it. Nothing
 * else lives here, so the infrastructure can read the name without loading the classifier.
 */
export const riskClassifierWeightsFileName = 'risk-classifier-weights.bin';
