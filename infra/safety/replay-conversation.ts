import type { RiskClassifier } from '#functions/core/safety/classifier/model.ts';
import { type EarlierTurn, screenConversation } from '#functions/core/safety/screen-conversation.ts';
import { gradeOf, type SafetyScreen } from '#functions/core/safety/types.ts';

/** A written message with the conversation before it, as the labelled sets hold them. */
export interface WrittenMessage {
  text: string;
  context?: { role: 'user' | 'assistant'; text: string }[];
}

/**
 * The graded screen as the product runs it on a written conversation: an earlier message that the
 * screen flags gets a safety reply in place of the writer's assistant turn, so a later "yes" answers
 * our check-in, and the context window starts again after it, as it would in a real conversation.
 */
export function screenInConversation(item: WrittenMessage, classifier?: RiskClassifier): SafetyScreen {
  return screenConversation(
    { message: item.text, earlier: replayEarlierTurns(item, classifier) },
    classifier,
  );
}

/** The conversation before the message as the product would have stored it (see above). */
export function replayEarlierTurns(item: WrittenMessage, classifier?: RiskClassifier): EarlierTurn[] {
  const earlier: EarlierTurn[] = [];
  let replaced = false;
  for (const turn of item.context ?? []) {
    if (turn.role === 'assistant') {
      if (!replaced) earlier.push({ role: 'assistant', text: turn.text });
      replaced = false;
      continue;
    }
    const screen = screenConversation({ message: turn.text, earlier }, classifier);
    earlier.push({ role: 'user', text: turn.text });
    replaced = screen.matched;
    if (screen.matched) {
      const safety = {
        grade: gradeOf(screen.level),
        categories: screen.categories,
        aboutSomeoneElse: screen.aboutSomeoneElse,
      };
      earlier.push({ role: 'assistant', text: 'safety reply', safety });
    }
  }
  return earlier;
}
