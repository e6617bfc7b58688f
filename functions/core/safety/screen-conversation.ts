/**
 * The graded safety screen: what runs on every message from a person before any model call.
 * Offline and deterministic, in four layers, each recorded by id on the safety event:
 *
 * 1. The word rules (screen-message.ts) on the message: explicit statements, with reasons a person
 *    can read. Their ids are the signals.
 * 2. The classifier (classifier/) on the message: meaning no rule spells out ("took everything in
 *    the medicine cabinet"). The rules' finding and the classifier's band (possible, probable,
 *    clear) decide the grade through one decision table (screen-text.ts): a note, a check-in, the
 *    crisis reply; timing, a plan or means raise what the classifier alone decided. A rule's
 *    imminent grade is never lowered, and its explicit statement never below a check-in. A long
 *    message is also read a passage at a time (classifier/passages.ts), so risk buried in a journal
 *    entry is not outweighed by the rest (`classifier-passage:<category>`).
 * 3. Context: the person's last few messages since the last safety reply, read together, by the
 *    rules and the classifier, so risk that builds over several messages is seen
 *    (`context:<signal>`). A reply the screen replaced starts the window again, so a person who goes
 *    on talking after one is not answered with the same resources over and over; a note does not.
 * 4. The answer to a check-in: after our check-in (or a guide in its own words) asked "Are you
 *    having thoughts of ending your life?", "yes", "sometimes" or "I've thought about it" is read as an answer to it and gets the
 *    crisis reply (`check-in-answer:yes`); a "no" ends the check-in (the word rules read it, and
 *    the classifier reads only what follows its first sentence, for clear risk: it would take the
 *    denial's own words for risk).
 *
 * What a person sees follows the grade (screen-text.ts): a note beside an ordinary reply, a check-in
 * or the crisis reply in its place. With a model configured, a check-in from the classifier alone is
 * read again by the model (second-reader.ts), which may lower or raise it.
 */
import {
  asksIfSafe,
  type CheckInAnswer,
  readCheckInAnswer,
  readSafeAnswer,
  safetyQuestionAsked,
} from './check-in-answer';
import type { RiskClassifier } from './classifier/model';
import { riskClassifier } from './classifier/risk-classifier';
import { riskReasons } from './risk-reasons';
import { noRisk, screenMessage } from './screen-message';
import { isDenial, SHORT_MESSAGE_MAX_WORDS, screenText, wordCount } from './screen-text';
import {
  categoriesIn,
  compareRiskLevels,
  type RiskCategory,
  type RiskLevel,
  type SafetyGrade,
  type SafetyScreen,
} from './types';

export { isMentionOnly, screenText } from './screen-text';

/** How many of the person's earlier messages are read with the new one. */
export const CONTEXT_MESSAGES = 3;

/** An earlier message of the conversation, as the screen needs it (oldest first). */
export interface EarlierTurn {
  role: 'user' | 'assistant';
  text: string;
  /** On a reply given with the screen's grade (a note, or a safety reply in place of the guide's): what it answered. */
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

/** Whether a reply was the screen's own, in place of the guide's (a check-in or the crisis reply). */
function isSafetyReply(turn: EarlierTurn): boolean {
  return (
    turn.role === 'assistant' &&
    turn.safety !== undefined &&
    turn.safety.grade !== 'none' &&
    turn.safety.grade !== 'note'
  );
}

/** The person's messages since the last safety reply, at most CONTEXT_MESSAGES, oldest first. */
function recentUserMessages(earlier: readonly EarlierTurn[]): string[] {
  const texts: string[] = [];
  for (let index = earlier.length - 1; index >= 0 && texts.length < CONTEXT_MESSAGES; index--) {
    const turn = earlier[index] as EarlierTurn;
    if (isSafetyReply(turn)) break;
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
  if (safety && isSafetyReply(lastReply))
    return safety.grade === 'check-in' && !safety.aboutSomeoneElse ? safety : undefined;
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
    categories: categoriesIn(screen.categories, other.categories),
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
  const screen = isDenial(byRules) ? noRisk() : byRules;
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
      categories: categoriesIn(checkIn.categories, screen.categories),
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
