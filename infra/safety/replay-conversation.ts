import type { RiskClassifier } from '#functions/core/safety/classifier/model.ts';
import { type EarlierTurn, screenConversation } from '#functions/core/safety/screen-conversation.ts';
import { gradeOf, type SafetyScreen } from '#functions/core/safety/types.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';

/** A written message with the conversation before it, as the labelled sets hold them. */
export interface WrittenMessage {
  text: string;
  context?: { role: 'user' | 'assistant'; text: string }[];
}

/**
 * The graded screen as the product runs it on a written conversation: an earlier message whose reply
 * the screen replaces gets a safety reply in place of the writer's assistant turn, so a later "yes"
 * answers our check-in, and the context window starts again after it, as it would in a real
 * conversation; an earlier message given a note keeps the writer's reply, marked with the note.
 */
export function screenInConversation(item: WrittenMessage, classifier?: RiskClassifier): SafetyScreen {
  return screenConversation(
    { message: item.text, earlier: replayEarlierTurns(item, classifier) },
    classifier,
  );
}

/** The same, and whether an earlier message of the conversation was given resources in any form. */
export function screenWholeConversation(
  item: WrittenMessage,
  classifier?: RiskClassifier,
): { screen: SafetyScreen; earlierMatched: boolean } {
  const replay = replayConversation(item, classifier);
  return {
    screen: screenConversation({ message: item.text, earlier: replay.earlier }, classifier),
    earlierMatched: replay.earlierMatched,
  };
}

/** The conversation before the message as the product would have stored it (see above). */
export function replayEarlierTurns(item: WrittenMessage, classifier?: RiskClassifier): EarlierTurn[] {
  return replayConversation(item, classifier).earlier;
}

function replayConversation(
  item: WrittenMessage,
  classifier?: RiskClassifier,
): { earlier: EarlierTurn[]; earlierMatched: boolean } {
  const earlier: EarlierTurn[] = [];
  let earlierMatched = false;
  let pending: SafetyScreen | undefined;
  for (const turn of item.context ?? []) {
    if (turn.role === 'assistant') {
      if (!pending) earlier.push({ role: 'assistant', text: turn.text });
      else if (!replacesReply(gradeOf(pending.level)))
        earlier.push({ role: 'assistant', text: turn.text, safety: safetyOf(pending) });
      pending = undefined;
      continue;
    }
    const screen = screenConversation({ message: turn.text, earlier }, classifier);
    earlier.push({ role: 'user', text: turn.text });
    pending = screen.matched ? screen : undefined;
    earlierMatched ||= screen.matched;
    if (pending && replacesReply(gradeOf(pending.level)))
      earlier.push({ role: 'assistant', text: 'safety reply', safety: safetyOf(pending) });
  }
  return { earlier, earlierMatched };
}

function safetyOf(screen: SafetyScreen): NonNullable<EarlierTurn['safety']> {
  return {
    grade: gradeOf(screen.level),
    categories: screen.categories,
    aboutSomeoneElse: screen.aboutSomeoneElse,
  };
}
