/**
 * Layers 1 and 2 of the graded screen on one text: the word rules (screen-message.ts) and the
 * classifier (classifier/), combined by one decision table.
 *
 * What the rules found is one of a few kinds (`RuleFinding`); how sure the classifier is of risk is
 * one of four bands (`ClassifierBand`), cut by thresholds chosen on the validation split only:
 *
 * - `possible` at P(risk) >= `note`: the quiet note beside an ordinary reply. Set where the whole
 *   screen still gives resources in some form to 97% of the risky validation messages.
 * - `probable` at P(risk) >= `checkIn`: the reply is replaced by a check-in. Set where at most 1%
 *   of the ordinary validation messages have their reply replaced.
 * - `clear` at P(risk) >= `crisis` with P(clear risk) >= `clearRisk`, in more than four words: the
 *   crisis reply.
 *
 * The table (rows: the rules; columns: the classifier) says what the person is shown. A rule's
 * explicit statement is never lowered below a check-in, and a rule's imminent grade is never
 * lowered at all; a classifier's reading never raises a denial or a worry about someone else (the
 * classifier reads risk, not whose, and takes a denial's words for the thing denied).
 *
 * Timing, a plan or means in the text raise what the classifier alone decided, one step (a note
 * with a plan or means becomes a check-in; a crisis reply with timing becomes imminent), as they
 * raise a rule's match in screen-message.ts. A long message whose whole reads as no risk is also
 * read two sentences at a time (classifier/passages.ts): a passage the classifier is sure of gives
 * the message a check-in, so a sentence of risk buried in a journal entry is not outweighed by the
 * rest (its threshold lets at most 3% of long ordinary validation messages through).
 */
import type { RiskClassifier, RiskScore } from './classifier/model';
import { passagesOf } from './classifier/passages';
import { normalizeForScreening } from './normalize-text';
import { riskReasons } from './risk-reasons';
import { mentionRuleIds } from './rules/all-rules';
import { escalationMarkers } from './rules/escalation-markers';
import { noRisk, screenMessage } from './screen-message';
import {
  categoriesIn,
  compareRiskLevels,
  type RiskCategory,
  type RiskLevel,
  type SafetyScreen,
} from './types';

const DENIALS: ReadonlySet<string> = new Set([
  riskReasons.negatedSuicide,
  riskReasons.negatedSelfHarm,
  riskReasons.negatedHarmingOthers,
]);

/** Whether a screen's reason is a denial ("i would never kill myself"). */
export function isDenial(screen: SafetyScreen): boolean {
  return DENIALS.has(screen.reason);
}

/**
 * At most this many words, a message is too short for the classifier alone to be sure of clear
 * risk: it gets a check-in that asks (a rule's explicit match, or a plan or means, still gives the
 * crisis reply).
 */
export const SHORT_MESSAGE_MAX_WORDS = 4;

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** What the word rules found in a text, as the decision table reads it. */
export type RuleFinding =
  | 'nothing'
  /** Only a subject named ("my essay on suicide", "five years free of self-harm"). */
  | 'mention'
  /** Risk named and denied ("i'm not suicidal, just tired"). */
  | 'denial'
  /** A worry about someone else's safety. */
  | 'someone-else'
  /** Indirect or passive wording about the writer ("i wish i could disappear"). */
  | 'indirect'
  /** An explicit statement of risk about the writer ("i want to kill myself"). */
  | 'explicit'
  /** An explicit statement with timing, a plan or means. */
  | 'imminent';

/** How sure the classifier is that the text holds risk. */
export type ClassifierBand = 'none' | 'possible' | 'probable' | 'clear';

/**
 * The decision table: what the person is shown, by what the rules found (rows) and the classifier's
 * band (columns). `rule` keeps the rules' own level (a worry about someone else is a check-in, or the
 * crisis reply when they have taken something or have means).
 */
export const DECISION_TABLE: Readonly<
  Record<RuleFinding, Readonly<Record<ClassifierBand, RiskLevel | 'rule'>>>
> = {
  nothing: { none: 'none', possible: 'possible', probable: 'elevated', clear: 'high' },
  mention: { none: 'none', possible: 'possible', probable: 'elevated', clear: 'high' },
  denial: { none: 'possible', possible: 'possible', probable: 'possible', clear: 'possible' },
  'someone-else': { none: 'rule', possible: 'rule', probable: 'rule', clear: 'rule' },
  indirect: { none: 'possible', possible: 'elevated', probable: 'elevated', clear: 'high' },
  explicit: { none: 'elevated', possible: 'high', probable: 'high', clear: 'high' },
  imminent: { none: 'imminent', possible: 'imminent', probable: 'imminent', clear: 'imminent' },
};

/** Whether the rules matched only subjects named (rules marked `mention`), about the writer. */
export function isMentionOnly(screen: SafetyScreen): boolean {
  return (
    screen.matched &&
    screen.level === 'elevated' &&
    !screen.aboutSomeoneElse &&
    screen.signals.length > 0 &&
    screen.signals.every((signal) => mentionRuleIds.has(signal))
  );
}

export function ruleFindingOf(byRules: SafetyScreen): RuleFinding {
  if (!byRules.matched) return 'nothing';
  if (byRules.aboutSomeoneElse) return 'someone-else';
  if (isDenial(byRules)) return 'denial';
  if (isMentionOnly(byRules)) return 'mention';
  if (byRules.level === 'imminent') return 'imminent';
  if (byRules.level === 'high') return 'explicit';
  return 'indirect';
}

/**
 * The classifier's band for a text, and why it is lower than P(risk) alone would put it: sure of
 * risk, but risk that reads as possible or indirect (`classifier:possible-risk`), or told in a few
 * words that leave the classifier guessing (`classifier:short-message`), is probable, not clear.
 */
export function classifierBandOf(
  text: string,
  score: RiskScore,
  classifier: RiskClassifier,
): { band: ClassifierBand; signals: string[] } {
  const { note, checkIn, crisis, clearRisk } = classifier.thresholds;
  if (score.risk >= crisis) {
    if (score.clearRisk < clearRisk) return { band: 'probable', signals: ['classifier:possible-risk'] };
    if (wordCount(text) <= SHORT_MESSAGE_MAX_WORDS)
      return { band: 'probable', signals: ['classifier:short-message'] };
    return { band: 'clear', signals: [] };
  }
  if (score.risk >= checkIn) return { band: 'probable', signals: [] };
  if (score.risk >= note) return { band: 'possible', signals: ['classifier:possible'] };
  return { band: 'none', signals: [] };
}

function markerKindsIn(text: string): Set<string> {
  const normalized = normalizeForScreening(text);
  return new Set(
    escalationMarkers
      .filter((marker) => normalized.search(marker.pattern) !== -1)
      .map((marker) => marker.kind),
  );
}

/**
 * A level the classifier decided, raised by timing, a plan or means in the text as a rule's match
 * is: the crisis reply with any marker becomes imminent; a check-in or a note with a plan or means
 * goes one step up. The markers that raised it join `signals`.
 */
export function raisedByMarkers(text: string, base: RiskLevel, signals: string[]): RiskLevel {
  if (base === 'none' || base === 'imminent') return base;
  const markers = markerKindsIn(text);
  const planOrMeans = markers.has('plan') || markers.has('means');
  let level: RiskLevel = base;
  if (base === 'high' && markers.size > 0) level = 'imminent';
  else if (base === 'elevated' && planOrMeans) level = 'high';
  else if (base === 'possible' && planOrMeans) level = 'elevated';
  if (level !== base) signals.push(...[...markers].map((kind) => `marker:${kind}`));
  return level;
}

/** The riskiest passage of a long text that the classifier is sure of, if any. */
function riskiestPassage(text: string, classifier: RiskClassifier): RiskScore | undefined {
  let riskiest: RiskScore | undefined;
  for (const passage of passagesOf(text)) {
    const score = classifier.score(passage);
    if (score.risk >= classifier.thresholds.passage && score.risk > (riskiest?.risk ?? 0)) riskiest = score;
  }
  return riskiest;
}

function withCategory(categories: readonly RiskCategory[], added: RiskCategory): RiskCategory[] {
  return categoriesIn(categories, [added]);
}

/** Layers 1 and 2 on one text: the rules and the classifier, through the decision table. */
export function screenText(text: string, classifier: RiskClassifier): SafetyScreen {
  const byRules = screenMessage(text);
  const finding = ruleFindingOf(byRules);
  if (finding === 'imminent' || finding === 'someone-else') return byRules;
  const score = classifier.score(text);
  const { band, signals: bandSignals } = classifierBandOf(text, score, classifier);
  const decided = DECISION_TABLE[finding][band];
  const signals = finding === 'mention' && band === 'none' ? [] : [...byRules.signals];
  let level: RiskLevel = decided === 'rule' ? byRules.level : decided;
  let category: RiskCategory | undefined;
  // What the classifier alone decided (no rule of risk, or only a subject named) is raised by
  // markers; a rule's own match was already raised by them in screen-message.ts.
  if (finding === 'nothing' || finding === 'mention') {
    // The whole reads as no risk: a passage the classifier is sure of may say more.
    const passage = finding === 'nothing' && band === 'none' ? riskiestPassage(text, classifier) : undefined;
    if (passage) {
      signals.push(`classifier-passage:${passage.category}`);
      category = passage.category;
      level = raisedByMarkers(text, 'elevated', signals);
    } else if (band !== 'none') {
      signals.push(`classifier:${score.category}`, ...bandSignals);
      category = score.category;
      level = raisedByMarkers(text, level, signals);
    }
  } else if (compareRiskLevels(level, byRules.level) < 0 && finding !== 'denial') {
    // A rule's match the classifier reads as everyday talk: lowered, still with the resources.
    signals.push('classifier:clearly-benign');
  } else if (compareRiskLevels(level, byRules.level) > 0) {
    signals.push(`classifier:${score.category}`, ...bandSignals);
  }
  if (level === 'none') return noRisk();
  const categories = category ? withCategory(byRules.categories, category) : [...byRules.categories];
  return {
    level,
    categories,
    reason: reasonFor(finding, byRules, level),
    matched: true,
    aboutSomeoneElse: false,
    signals,
  };
}

function reasonFor(finding: RuleFinding, byRules: SafetyScreen, level: RiskLevel): string {
  if (finding === 'nothing' || finding === 'mention') return riskReasons.classifierNoticedRisk;
  if (finding === 'explicit' && level === 'elevated') return riskReasons.explicitWordsInBenignContext;
  return byRules.reason;
}
