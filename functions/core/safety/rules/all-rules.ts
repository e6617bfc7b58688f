import { harmToOthersRules } from './harm-to-others';
import type { RiskRule } from './risk-rule';
import { selfHarmRules } from './self-harm';
import { selfHarmIndirectSignRules } from './self-harm-indirect-signs';
import { selfHarmWarningSignRules } from './self-harm-warning-signs';
import { suicideExplicitRules } from './suicide-explicit';
import { suicideHopelessnessRules } from './suicide-hopelessness';
import { suicideIndirectSignRules } from './suicide-indirect-signs';
import { suicideMeansRules } from './suicide-means';
import { suicidePassiveWishRules } from './suicide-passive-wishes';
import { suicidePreparationRules } from './suicide-preparation';
import { suicideWarningSignRules } from './suicide-warning-signs';
import { suicideWishRules } from './suicide-wishes';
import { violenceSignRules } from './violence-signs';

/**
 * Every rule, in the order the screen runs them. When two findings are equally urgent, the earlier
 * rule's reason leads, so the order is part of what the screen says: explicit wording first, then
 * means and preparation, then the named categories, then the sideways signs each was extended with.
 */
export const riskRules: readonly RiskRule[] = [
  ...suicideExplicitRules,
  ...suicideWishRules,
  ...suicideHopelessnessRules,
  ...suicidePassiveWishRules,
  ...suicideMeansRules,
  ...suicidePreparationRules,
  ...selfHarmRules,
  ...harmToOthersRules,
  ...suicideWarningSignRules,
  ...selfHarmWarningSignRules,
  ...suicideIndirectSignRules,
  ...selfHarmIndirectSignRules,
  ...violenceSignRules,
];

/** Rules that only name a subject: the classifier decides whether such a match alone is risk. */
export const mentionRuleIds: ReadonlySet<string> = new Set(
  riskRules.filter((rule) => rule.mention).map((rule) => rule.id),
);
