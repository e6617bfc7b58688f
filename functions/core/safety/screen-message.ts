/**
 * The risk screen that runs on every message from a person before any model call. Deterministic,
 * no network, no model: the message is normalised (normalize-text.ts), then the word rules in
 * rules/ run over it.
 *
 * Rules are data (rules/risk-rule.ts, in the one shape of every word rule, rules/pattern-rule.ts).
 * Each is one idea ("says they want to kill themselves", "asks about a lethal dose") with a stable
 * kebab-case id (recorded on safety events as one of the screen's `signals`), a category, a level, a
 * reason from risk-reasons.ts, its alternatives one regular expression per line, the everyday
 * phrases that excuse it, and examples: messages it must match and a near miss it must pass. Rules
 * are grouped by category in rules/*.ts, compiled once at module load and run in the order of
 * rules/all-rules.ts, which also breaks ties between equally urgent findings. Word lists are named
 * fragments (rules/fragments.ts, rules/*-words.ts) reviewed once where they are defined;
 * rules/pattern-rules.test.ts checks every rule's examples and caps its size.
 *
 * Exceptions belong to the rule they excuse: a match is dismissed only when one of its own rule's
 * exceptions overlaps that match's span, never because of something elsewhere in the message and
 * never by another rule's exception ("this deadline is killing me and i want to kill myself" still
 * flags). Exceptions that excuse several rules ("a movie about suicide", "i cut my finger chopping
 * onions", "i'd die for a pizza") are named lists in rules/shared-exceptions.ts, and each rule that
 * uses one lists it.
 *
 * Recall comes first. Where a phrase is ambiguous the screen flags it and lets the reply be gentle.
 *
 * Decisions:
 * - Negation. "I would never kill myself" or "I'm not suicidal, just tired" still names suicide, so
 *   it gets a gentle check-in (level 'elevated', reason says they said they would not act on it),
 *   not silence and not an alarm. The negation must sit within three words before the match in the
 *   same clause; "I can't stop thinking about killing myself" and "I've never felt so suicidal" are
 *   not negations. Negated wishes to hurt another person ("I don't want to hurt her") are dropped:
 *   they are overwhelmingly about feelings, and a real risk in the same message still matches.
 * - Someone else. "My friend said she wants to kill herself" is a worry about another person's
 *   safety: level 'elevated' (raised to 'high' when they have taken something, or the message names
 *   timing, a plan or means; never 'imminent'), `aboutSomeoneElse: true` (a field added to the
 *   agreed interface), so the reply offers help for supporting a friend. Who a sentence is about is
 *   the last person named before the match in the same sentence ("my mom thinks I'm suicidal" is
 *   the writer). A death by
 *   suicide in the past ("my uncle killed himself") is treated the same: people bereaved by suicide
 *   are themselves at higher risk and a check-in is kind. Plain grief ("my grandmother died last
 *   year") is not a risk.
 * - Media and study. "I watched a movie about suicide prevention", "suicide rates among teens",
 *   "Suicide Squad", "suicide sprints" are not risk. Only the span naming the film, class or set
 *   phrase is excused, so "the movie about suicide made me want to kill myself" still flags.
 * - Violence towards the writer ("he threatened to kill me") is screened under 'harm_to_others':
 *   it is harm between people and the reply's emergency advice fits it.
 * - Threats aimed at the AI ("I'll kill you") and hyperbole about trivia ("I'll kill him if he eats
 *   my fries") are not risk; "I could kill my boss" is an 'elevated' check-in, "I'm going to kill
 *   him" is 'high'.
 * - Levels: 'elevated' for indirect or passive wording, mentions, negations and worries about
 *   others; 'high' for explicit wishes or intent, self-harm now, asking about means and signs of
 *   preparation; 'imminent' for an overdose taken, a plan against many people, or any 'high' risk
 *   with timing ("tonight"), a plan or means at hand. A plan or means also raises 'elevated' to 'high'.
 *   "I'm going to do it" counts only beside means at hand ("i have the pills").
 * - Left out on purpose, as too common in everyday talk: "I can't do this anymore", "I hate my
 *   life", "kill me now" on its own, "banging my head against the wall" and "taking my kids with
 *   me" on their own (with "until it bleeds" or "so they don't suffer" they flag).
 * - Measured on phrase sets written blind (phrase-sets/): the rules were extended from sets A and
 *   B; set C is held out and `npm run bench` reports the screen's recall on it.
 *
 * Speed: the violence and self-harm groups sit behind one cheap word test each (a gate shared by
 * the group), exceptions and escalation markers are worked out only when a rule first needs them
 * (each exception once per message however many rules list it), and each rule stops at its first
 * plain match.
 */

import { riskRules } from '#functions/core/safety/rules/all-rules.ts';
import { type EscalationMarker, escalationMarkers } from '#functions/core/safety/rules/escalation-markers.ts';
import { anyOf } from '#functions/core/safety/rules/pattern-rule.ts';
import type { RiskRule } from '#functions/core/safety/rules/risk-rule.ts';
import { normalizeForScreening } from './normalize-text';
import { riskReasons } from './risk-reasons';
import {
  categoriesIn,
  compareRiskLevels,
  type RiskCategory,
  type RiskLevel,
  riskCategories,
  type SafetyScreen,
} from './types';

export type { RiskCategory, RiskLevel, SafetyScreen } from './types';

interface Finding {
  ruleId: string;
  category: RiskCategory;
  level: Exclude<RiskLevel, 'none'>;
  reason: string;
  negated: boolean;
  aboutSomeoneElse: boolean;
  /** Position of the rule in `riskRules`, so ties resolve the same way every time. */
  order: number;
}

interface Span {
  start: number;
  end: number;
}

/** How far back, within one sentence, to look for a negation or for who the sentence is about. */
const LOOK_BACK_CHARACTERS = 80;
const SENTENCE_END = /[.!?;\n]/;
/** A negation followed by at most three words and then the match: "never", "not going to". */
const NEGATION_BEFORE_MATCH = /(?:^|\s)(?:never|not|no longer)((?:\s[a-z]+){0,3})\s*$/;
/** Words after "not" / "never" that turn it into something other than a denial. */
const NOT_A_DENIAL =
  /^\s(?:stop|help|wait|sure|only|just|afraid|scared|able|allowed|supposed|okay|ok|fine|safe|coping|kidding|joking|lying)\b|\s(?:so|this|more|as)\b/;
/** A negation inside the match itself ("am not suicidal"); "trying not to" is an urge, not a denial. */
const NEGATION_IN_MATCH = /\b(?:never|not|no longer)\b(?! to\b)/;
const FIRST_PERSON = new Set(['i', 'me', 'my', 'myself', 'we', 'us', 'our', 'you']);
/** Words that name a person, the writer or another: the last one before a match says whom it is about. */
const PERSON_WORDS = [
  ...'i me my myself we us our you he she they him his her them their'.split(' '),
  ...'friend friends brother sister son daughter mom mum dad mother father wife husband partner'.split(' '),
  ...'boyfriend girlfriend kid kids child children student students client coworker colleague'.split(' '),
  ...'roommate cousin aunt uncle grandma grandpa grandmother grandfather someone somebody people'.split(' '),
  ...'teen teens teenager family parents baby niece nephew classmate patient'.split(' '),
  ...'character protagonist'.split(' '),
];
const PERSON_WORD = new RegExp(String.raw`\b${anyOf(...PERSON_WORDS)}\b`, 'g');
const MATCH_STARTS_WITH_WRITER = /^(?:i|me|my)\b/;

/** What the screen says of a message with no risk in it. */
export function noRisk(): SafetyScreen {
  return {
    level: 'none',
    categories: [],
    reason: riskReasons.none,
    matched: false,
    aboutSomeoneElse: false,
    signals: [],
  };
}

function findSpans(text: string, pattern: RegExp): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(pattern))
    spans.push({ start: match.index, end: match.index + match[0].length });
  return spans;
}

function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((span) => span.start < end && span.end > start);
}

/** The part of the match's sentence that comes before it, at most `LOOK_BACK_CHARACTERS` long. */
function clauseBefore(text: string, start: number): string {
  const window = text.slice(Math.max(0, start - LOOK_BACK_CHARACTERS), start);
  let sentenceStart = 0;
  for (let index = window.length - 1; index >= 0; index--) {
    if (SENTENCE_END.test(window[index]!)) {
      sentenceStart = index + 1;
      break;
    }
  }
  return window.slice(sentenceStart);
}

function isNegated(before: string, matchText: string): boolean {
  const negation = NEGATION_BEFORE_MATCH.exec(before);
  if (negation !== null) {
    // The words between the negation and the key term: "never felt so" is an intensifier, not a denial.
    const wordsAfterNegation = `${negation[1] ?? ''} ${matchText.split(' ').slice(0, 2).join(' ')}`;
    if (!NOT_A_DENIAL.test(wordsAfterNegation)) return true;
  }
  const inside = NEGATION_IN_MATCH.exec(matchText);
  return inside !== null && !NOT_A_DENIAL.test(matchText.slice(inside.index + inside[0].length));
}

/** Whether the last person named before the match is someone other than the writer. */
function isAboutSomeoneElse(before: string, matchText: string): boolean {
  if (MATCH_STARTS_WITH_WRITER.test(matchText)) return false;
  let lastPerson: string | undefined;
  for (const word of before.matchAll(PERSON_WORD)) lastPerson = word[0];
  return lastPerson !== undefined && !FIRST_PERSON.has(lastPerson);
}

function negatedReason(category: RiskCategory): string {
  if (category === 'suicide') return riskReasons.negatedSuicide;
  if (category === 'self_harm') return riskReasons.negatedSelfHarm;
  return riskReasons.negatedHarmingOthers;
}

function judge(
  rule: RiskRule,
  order: number,
  text: string,
  start: number,
  matchText: string,
): Finding | undefined {
  const before = clauseBefore(text, start);
  const negated = rule.whenNegated !== undefined && isNegated(before, matchText);
  if (negated && rule.whenNegated === 'dismiss') return undefined;
  const about = rule.about ?? 'self';
  const aboutSomeoneElse =
    about === 'someone_else' || (about === 'subject' && isAboutSomeoneElse(before, matchText));
  if (negated) {
    return {
      ruleId: rule.id,
      category: rule.category,
      level: 'elevated',
      reason: negatedReason(rule.category),
      negated,
      aboutSomeoneElse,
      order,
    };
  }
  if (aboutSomeoneElse && about === 'subject') {
    return {
      ruleId: rule.id,
      category: rule.category,
      level: 'elevated',
      reason: riskReasons.someoneElseAtRisk,
      negated,
      aboutSomeoneElse,
      order,
    };
  }
  return {
    ruleId: rule.id,
    category: rule.category,
    level: rule.level,
    reason: rule.reason,
    negated,
    aboutSomeoneElse,
    order,
  };
}

/**
 * Raises findings when the message also carries timing, a plan or means: high becomes imminent; with a
 * plan or means elevated becomes high. A worry about someone else rises to high at most. Denials stay.
 */
function escalate(findings: Finding[], markerKinds: ReadonlySet<EscalationMarker['kind']>): void {
  if (markerKinds.size === 0) return;
  const hasPlanOrMeans = markerKinds.has('plan') || markerKinds.has('means');
  for (const finding of findings) {
    if (finding.negated) continue;
    if (finding.level === 'high' && !finding.aboutSomeoneElse) {
      finding.level = 'imminent';
      finding.reason = `${finding.reason}, ${riskReasons.withPlanOrMeans}`;
    } else if (finding.level === 'elevated' && (hasPlanOrMeans || finding.aboutSomeoneElse)) {
      finding.level = 'high';
    }
  }
}

function summarise(findings: readonly Finding[]): SafetyScreen {
  const ranked = [...findings].sort((a, b) => compareRiskLevels(b.level, a.level) || a.order - b.order);
  const top = ranked[0]!;
  const reasons = [top.reason];
  for (const category of riskCategories) {
    const best = ranked.find((finding) => finding.category === category);
    if (best && best.category !== top.category && !reasons.includes(best.reason)) reasons.push(best.reason);
  }
  return {
    level: top.level,
    categories: categoriesIn(findings.map((finding) => finding.category)),
    reason: reasons.slice(0, 2).join('; '),
    matched: true,
    aboutSomeoneElse: findings.every((finding) => finding.aboutSomeoneElse),
    signals: [...new Set(ranked.map((finding) => finding.ruleId))],
  };
}

export function screenMessage(text: string): SafetyScreen {
  const normalized = normalizeForScreening(text);
  if (normalized === '') return noRisk();
  // Exceptions, gates and markers are worked out only when first needed: most messages need none of them.
  const exceptionSpans = new Map<RegExp, Span[]>();
  const isExcused = (rule: RiskRule, start: number, end: number): boolean =>
    rule.exceptionPatterns.some((exception) => {
      let spans = exceptionSpans.get(exception);
      if (spans === undefined) {
        spans = findSpans(normalized, exception);
        exceptionSpans.set(exception, spans);
      }
      return overlapsAny(spans, start, end);
    });
  let markerKinds: Set<EscalationMarker['kind']> | undefined;
  const gates = new Map<RegExp, boolean>();
  const passesGate = (gate: RegExp): boolean => {
    let passes = gates.get(gate);
    if (passes === undefined) {
      passes = gate.test(normalized);
      gates.set(gate, passes);
    }
    return passes;
  };
  const markers = (): Set<EscalationMarker['kind']> => {
    markerKinds ??= new Set(
      escalationMarkers
        .filter((marker) => normalized.search(marker.pattern) !== -1)
        .map((marker) => marker.kind),
    );
    return markerKinds;
  };
  const findings: Finding[] = [];
  riskRules.forEach((rule, order) => {
    if (rule.gate && !passesGate(rule.gate)) return;
    if (rule.onlyWithMeans && !markers().has('means')) return;
    for (const match of normalized.matchAll(rule.pattern)) {
      const start = match.index;
      if (isExcused(rule, start, start + match[0].length)) continue;
      const finding = judge(rule, order, normalized, start, match[0]);
      if (!finding) continue;
      findings.push(finding);
      // A plain match about the writer is the most this rule can say; later matches add nothing.
      if (!finding.negated && !finding.aboutSomeoneElse) break;
    }
  });
  if (findings.length === 0) return noRisk();
  escalate(findings, markers());
  return summarise(findings);
}
