import type { SecondReading } from '#functions/core/safety/second-reader.ts';

/** Every screening question answered no, as the second reader's structure asks for them. */
export const NO_RISK_READ: SecondReading = {
  wishToBeDead: false,
  thoughtsOfKilling: false,
  method: false,
  intent: false,
  plan: false,
  behaviour: false,
  harmToOthers: false,
  possibleRisk: false,
  aboutSomeoneElse: false,
};

/** A model's answer to the second reading, as JSON text: these answers yes, every other no. */
export function secondReadingAnswer(yes: Partial<SecondReading> = {}): string {
  return JSON.stringify({ ...NO_RISK_READ, ...yes });
}
