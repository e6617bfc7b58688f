import type { RiskClassifier } from '#functions/core/safety/classifier/model.ts';

/**
 * A classifier that reads each text as `read` says (P(risk) of suicide, and how clear it is), with
 * the thresholds note 0.15, check-in 0.3, crisis 0.9, clear risk 0.5 and passage 0.95 unless given others.
 */
export function classifierReading(
  read: (text: string) => { risk: number; clearRisk?: number },
  thresholds: Partial<RiskClassifier['thresholds']> = {},
): RiskClassifier {
  return {
    thresholds: { note: 0.15, checkIn: 0.3, crisis: 0.9, clearRisk: 0.5, passage: 0.95, ...thresholds },
    score: (text) => {
      const { risk, clearRisk = 0.5 } = read(text);
      return {
        risk,
        category: 'suicide',
        probabilities: { none: 1 - risk, suicide: risk, self_harm: 0, harm_to_others: 0 },
        clearRisk,
      };
    },
    scoreFeatures: () => {
      throw new Error('not used');
    },
  };
}
