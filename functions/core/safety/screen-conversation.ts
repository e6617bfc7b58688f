/**
 * The graded safety screen: what runs on every message from a person before any model call.
 * Offline and deterministic, in four layers, each recorded by id on the safety event:
 *
 * 1. The word rules (screen-message.ts) on the message: explicit statements, with reasons a person
 *    can read. Their ids are the signals.
 * 2. The classifier (classifier/) on the message: meaning no rule spells out ("took everything in
 *    the medicine cabinet"). At or above its check-in threshold the person gets a check-in, at or
 *    above its crisis threshold the crisis reply; timing, a plan or means in the same message
 *    raise that as they raise a rule's match. Signal `classifier:<category>`. A rule's crisis reply
 *    needs the classifier to read some risk too (its check-in threshold): a match it reads as
 *    everyday talk gets a check-in instead, still with the resources (`classifier:clearly-benign`);
 *    a rule's imminent grade is never lowered. A long message is also read a passage at a time
 *    (classifier/passages.ts), so risk buried in a journal entry is not outweighed by the rest
 *    (`classifier-passage:<category>`).
 * 3. Context: the person's last few messages since the last safety reply, read together, by the
 *    rules and the classifier, so risk that builds over several messages is seen
 *    (`context:<signal>`). A safety reply starts the window again, so a person who goes on talking
 *    after one is not answered with the same resources over and over.
 * 4. The answer to a check-in: after our check-in (or a guide in its own words) asked "Are you
 *    having thoughts of ending your life?", "yes", "sometimes" or "I've thought about it" is read as an answer to it and gets the
 *    crisis reply (`check-in-answer:yes`); a "no" ends the check-in (the word rules read it, and
 *    the classifier reads only what follows its first sentence, for clear risk: it would take the
 *    denial's own words for risk).
 *
 * The model check (model-risk-check.ts), when a model is configured, runs after this as a further
 * layer for what this screen passes.
 */
import {
  asksIfSafe,
  type CheckInAnswer,
  readCheckInAnswer,
  readSafeAnswer,
  safetyQuestionAsked,
} from './check-in-answer';
import type { RiskClassifier, RiskScore } from './classifier/model';
import { passagesOf } from './classifier/passages';
import { riskClassifier } from './classifier/risk-classifier';
import { normalizeForScreening } from './normalize-text';
import { riskReasons } from './risk-reasons';
import { mentionRuleIds } from './rules/all-rules';
import { escalationMarkers } from './rules/escalation-markers';
import { noRisk, screenMessage } from './screen-message';
import {
  compareRiskLevels,
  type RiskCategory,
  type RiskLevel,
  riskCategories,
  type SafetyGrade,
  type SafetyScreen,
} from './types';

const DENIALS: ReadonlySet<string> = new Set([
  riskReasons.negatedSuicide,
  riskReasons.negatedSelfHarm,
  riskReasons.negatedHarmingOthers,
]);

/** How many of the person's earlier messages are read with the new one. */
export const CONTEXT_MESSAGES = 3;

/** An earlier message of the conversation, as the screen needs it (oldest first). */
export interface EarlierTurn {
  role: 'user' | 'assistant';
  text: string;
  /** On a safety reply: what it answered. */
  safety?: { grade: SafetyGrade; categories: readonly RiskCategory[]; aboutSomeoneElse: boolean };
}

export interface ConversationScreenInput {
  /** The new message, as the person wrote it. */
  message: string;
  /** The conversation before it, oldest first (only the last few are read). */
  earlier: readonly EarlierTurn[];
}

function isMoreUrgent(level: RiskLevel, than: RiskLevel): boolean {
  return compareRiskLevels(level, than) > 0;
}

function withCategory(categories: readonly RiskCategory[], added: RiskCategory): RiskCategory[] {
  return riskCategories.filter((category) => category === added || categories.includes(category));
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
 * At most this many words, a message is too short for the classifier alone to be sure of clear
 * risk: it gets a check-in that asks (a rule's explicit match, or a plan or means, still gives the
 * crisis reply). On validation none of the risky messages this short got the crisis reply from the
 * classifier alone, and two ordinary ones did.
 */
const SHORT_MESSAGE_MAX_WORDS = 4;

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The classifier's level for a text, raised by timing, a plan or means as a rule's would be. */
function classifierLevel(
  text: string,
  score: RiskScore,
  classifier: RiskClassifier,
): { level: RiskLevel; category: RiskCategory; signals: string[] } {
  const { checkIn, crisis, clearRisk } = classifier.thresholds;
  // Sure of risk, but risk that reads as possible or indirect, or told in a few words that leave
  // the classifier guessing: a check-in asks, the crisis reply would tell.
  const possibleRisk = score.risk >= crisis && score.clearRisk < clearRisk;
  const tooShort = score.risk >= crisis && !possibleRisk && wordCount(text) <= SHORT_MESSAGE_MAX_WORDS;
  const base: RiskLevel =
    score.risk >= crisis && !possibleRisk && !tooShort ? 'high' : score.risk >= checkIn ? 'elevated' : 'none';
  const signals = base === 'none' ? [] : [`classifier:${score.category}`];
  if (possibleRisk) signals.push('classifier:possible-risk');
  if (tooShort) signals.push('classifier:short-message');
  return { level: raisedByMarkers(text, base, signals), category: score.category, signals };
}

/**
 * A classifier's level raised by timing, a plan or means in the text, as a rule's match is: the
 * crisis reply becomes imminent, a check-in with a plan or means the crisis reply. The markers that
 * raised it join `signals`.
 */
function raisedByMarkers(text: string, base: RiskLevel, signals: string[]): RiskLevel {
  if (base === 'none') return base;
  const markers = markerKindsIn(text);
  let level: RiskLevel = base;
  if (base === 'high' && markers.size > 0) level = 'imminent';
  else if (base === 'elevated' && (markers.has('plan') || markers.has('means'))) level = 'high';
  if (level !== base) signals.push(...[...markers].map((kind) => `marker:${kind}`));
  return level;
}

/**
 * A long message whose whole reads as no risk, but one of whose passages the classifier is sure of
 * (a sentence or two of risk buried in a journal entry): a check-in, raised to the crisis reply by
 * a plan or means in the message. Signal `classifier-passage:<category>`.
 */
function passageLevel(
  text: string,
  classifier: RiskClassifier,
): { level: RiskLevel; category: RiskCategory; signals: string[] } | undefined {
  let riskiest: RiskScore | undefined;
  for (const passage of passagesOf(text)) {
    const score = classifier.score(passage);
    if (score.risk >= classifier.thresholds.passage && score.risk > (riskiest?.risk ?? 0)) riskiest = score;
  }
  if (!riskiest) return undefined;
  const signals = [`classifier-passage:${riskiest.category}`];
  return { level: raisedByMarkers(text, 'elevated', signals), category: riskiest.category, signals };
}

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

/** Layers 1 and 2 on one text: the rules, then the classifier where it says more. */
function screenText(text: string, classifier: RiskClassifier): SafetyScreen {
  // Scored at most once, and only when a step needs it.
  let score: RiskScore | undefined;
  const scoreOfText = () => {
    score ??= classifier.score(text);
    return score;
  };
  const byRules = screenMessage(text);
  const screen: SafetyScreen = {
    ...byRules,
    categories: [...byRules.categories],
    signals: [...byRules.signals],
  };
  if (byRules.level === 'high' && !byRules.aboutSomeoneElse) {
    if (scoreOfText().risk < classifier.thresholds.checkIn) {
      screen.level = 'elevated';
      screen.reason = riskReasons.explicitWordsInBenignContext;
      screen.signals.push('classifier:clearly-benign');
    }
  }
  // A match that only names a subject ("my essay on suicide", "five years free of self-harm") is
  // risk when the classifier also reads risk in the message; otherwise it is everyday talk.
  if (isMentionOnly(byRules) && scoreOfText().risk < classifier.thresholds.checkIn) {
    return noRisk();
  }
  // Who a message is about, and a denial ("i would never kill myself"), are the rules' call: the
  // classifier reads risk, not whose, and takes a denial's words for the thing denied.
  if (byRules.aboutSomeoneElse || DENIALS.has(byRules.reason)) return screen;
  const wholeText = classifierLevel(text, scoreOfText(), classifier);
  const byClassifier = wholeText.level === 'none' ? (passageLevel(text, classifier) ?? wholeText) : wholeText;
  if (!isMoreUrgent(byClassifier.level, screen.level)) return screen;
  return {
    level: byClassifier.level,
    categories: withCategory(screen.categories, byClassifier.category),
    reason: screen.matched ? screen.reason : riskReasons.classifierNoticedRisk,
    matched: true,
    aboutSomeoneElse: false,
    signals: [...screen.signals, ...byClassifier.signals],
  };
}

/** The person's messages since the last safety reply, at most CONTEXT_MESSAGES, oldest first. */
function recentUserMessages(earlier: readonly EarlierTurn[]): string[] {
  const texts: string[] = [];
  for (let index = earlier.length - 1; index >= 0 && texts.length < CONTEXT_MESSAGES; index--) {
    const turn = earlier[index] as EarlierTurn;
    if (turn.role === 'assistant' && turn.safety && turn.safety.grade !== 'none') break;
    if (turn.role === 'user' && turn.text.trim()) texts.unshift(turn.text);
  }
  return texts;
}

interface OpenCheckIn {
  categories: readonly RiskCategory[];
  /** The question was "are you safe?": a "no" or a doubt is the risk, a "yes" is not. */
  asksIfSafe?: boolean;
}

/**
 * The check-in this message answers: our check-in about the writer, or a guide that asked directly
 * in its own words ("are you thinking about suicide?", "are you safe right now?").
 */
function openCheckIn(earlier: readonly EarlierTurn[]): OpenCheckIn | undefined {
  const lastReply = earlier.findLast((turn) => turn.role === 'assistant');
  if (!lastReply) return undefined;
  const { safety } = lastReply;
  if (safety) return safety.grade === 'check-in' && !safety.aboutSomeoneElse ? safety : undefined;
  const askedAbout = safetyQuestionAsked(lastReply.text);
  if (askedAbout.length > 0) return { categories: askedAbout };
  return asksIfSafe(lastReply.text) ? { categories: ['suicide'], asksIfSafe: true } : undefined;
}

/** The answer to the open check-in, as risk ("yes") or none ("no"), whichever way it was asked. */
function answerTo(checkIn: OpenCheckIn | undefined, message: string): CheckInAnswer {
  if (!checkIn) return 'unclear';
  if (!checkIn.asksIfSafe) return readCheckInAnswer(message);
  const safe = readSafeAnswer(message);
  return safe === 'unsafe' ? 'yes' : safe === 'safe' ? 'no' : 'unclear';
}

/**
 * The message our check-in interrupted, when this message is a plain "no" to it ("no, I'm okay"):
 * the guide then thanks the person and comes back to what they were saying, instead of answering
 * the "no" as if it were the topic. Only our own check-in about the writer counts.
 */
export function messageBeforeDeclinedCheckIn({
  message,
  earlier,
}: ConversationScreenInput): string | undefined {
  const checkInAt = earlier.findLastIndex((turn) => turn.role === 'assistant');
  const checkIn = earlier[checkInAt];
  if (checkIn?.safety?.grade !== 'check-in' || checkIn.safety.aboutSomeoneElse) return undefined;
  if (readCheckInAnswer(message) !== 'no') return undefined;
  const interrupted = earlier.slice(0, checkInAt).findLast((turn) => turn.role === 'user');
  return interrupted?.text.trim() ? interrupted.text : undefined;
}

function raisedBy(screen: SafetyScreen, other: SafetyScreen, reason: string, prefix: string): SafetyScreen {
  if (!isMoreUrgent(other.level, screen.level)) return screen;
  return {
    level: other.level,
    categories: riskCategories.filter(
      (category) => screen.categories.includes(category) || other.categories.includes(category),
    ),
    reason: screen.matched ? screen.reason : reason,
    matched: true,
    aboutSomeoneElse: screen.matched
      ? screen.aboutSomeoneElse && other.aboutSomeoneElse
      : other.aboutSomeoneElse,
    signals: [...screen.signals, ...other.signals.map((signal) => `${prefix}${signal}`)],
  };
}

/** The opening sentence of a message: "no." in "no. i already gave the cat to my sister". */
const FIRST_SENTENCE = /^[^.!?\n]*[.!?\n]+/;

/**
 * A "no" to a check-in ends it. A denial of what was asked ("no, I'm not suicidal, just tired") is
 * the answer, not a new risk, so it is not asked again; an explicit statement (a rule) still counts.
 * What the person goes on to say after the first sentence is still read by the classifier, and risk
 * it reads there as clear ("not really. i keep looking at the beam") gets the crisis reply
 * (`after-no:<signal>`); a possible risk there does not ask again what was just answered.
 */
function screenDeclinedCheckIn(message: string, classifier: RiskClassifier): SafetyScreen {
  const byRules = screenMessage(message);
  const screen = DENIALS.has(byRules.reason) ? noRisk() : byRules;
  const rest = message.replace(FIRST_SENTENCE, '').trim();
  if (!rest || rest === message.trim()) return screen;
  const afterNo = screenText(rest, classifier);
  if (!isMoreUrgent(afterNo.level, 'elevated')) return screen;
  return raisedBy(screen, afterNo, riskReasons.classifierNoticedRisk, 'after-no:');
}

function isBareAnswer(message: string): boolean {
  return wordCount(message) <= SHORT_MESSAGE_MAX_WORDS && readCheckInAnswer(message) !== 'unclear';
}

/**
 * Screens a new message with the conversation before it. The classifier is the committed one;
 * training passes the one it just trained, to measure the whole screen on its validation split.
 */
export function screenConversation(
  { message, earlier }: ConversationScreenInput,
  classifier: RiskClassifier = riskClassifier(),
): SafetyScreen {
  const checkIn = openCheckIn(earlier);
  const answer = answerTo(checkIn, message);
  if (answer === 'no') return screenDeclinedCheckIn(message, classifier);
  // "yes", "sometimes", "nope" with no question before them say nothing on their own, and the
  // classifier would only be guessing from a word or two: the rules read them, and the context.
  let screen = isBareAnswer(message) ? screenMessage(message) : screenText(message, classifier);
  if (checkIn && answer === 'yes') {
    const byRules = screen.signals.some((signal) => !signal.startsWith('classifier:'));
    screen = {
      level: isMoreUrgent('high', screen.level) ? 'high' : screen.level,
      categories: riskCategories.filter(
        (category) => checkIn.categories.includes(category) || screen.categories.includes(category),
      ),
      reason: byRules
        ? screen.reason
        : checkIn.asksIfSafe
          ? riskReasons.notSureTheyAreSafe
          : riskReasons.answeredYesToCheckIn,
      matched: true,
      aboutSomeoneElse: false,
      signals: [
        ...screen.signals,
        checkIn.asksIfSafe ? 'safe-question-answer:unsafe' : 'check-in-answer:yes',
      ],
    };
  }
  const context = recentUserMessages(earlier);
  if (context.length === 0) return screen;
  const together = screenText([...context, message].join('\n'), classifier);
  return raisedBy(screen, together, riskReasons.riskBuildingOverMessages, 'context:');
}
