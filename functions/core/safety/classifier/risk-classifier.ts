import { type ClassifierFile, loadClassifier, type RiskClassifier } from './model';
import weights from './weights.json' with { type: 'json' };

let classifier: RiskClassifier | undefined;

/**
 * The trained risk classifier (weights.json, written by `npm run train:safety`), decoded on first
 * use and kept for the life of the container.
 */
export function riskClassifier(): RiskClassifier {
  classifier ??= loadClassifier(weights as ClassifierFile);
  return classifier;
}
