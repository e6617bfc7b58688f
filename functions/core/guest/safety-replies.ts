import type { MessageSafety } from '#functions/core/db/repositories/chat-items.ts';
import {
  crisisReply,
  gradeOf,
  type RiskCategory,
  type RiskLevel,
  riskCategories,
} from '#functions/core/safety/index.ts';
import { CRISIS_RESOURCES_BY_REGION } from '#shared/domain/crisis-resources.ts';

/**
 * A guest conversation is held by the browser, so the server cannot look up which earlier reply
 * was the safety screen's. It can recognise one: a member's crisis reply is a pure function of the
 * screen's level, categories and whether it was about someone else, so every possible reply is
 * known in advance (3 levels x 8 category sets x 2 = 48 texts for each country's lines). An earlier reply is a safety reply
 * exactly when its text is one of them; a browser's claim about it is never read.
 */
export interface RecognisedSafetyReply extends MessageSafety {
  level: RiskLevel;
}

const levels: readonly RiskLevel[] = ['elevated', 'high', 'imminent'];

/** Every subset of the categories, smallest first. */
function categorySets(): RiskCategory[][] {
  const sets: RiskCategory[][] = [[]];
  for (const category of riskCategories) {
    for (const set of [...sets]) sets.push([...set, category]);
  }
  return sets.sort((a, b) => a.length - b.length);
}

let known: Map<string, RecognisedSafetyReply> | undefined;

function knownReplies(): Map<string, RecognisedSafetyReply> {
  if (known) return known;
  known = new Map();
  for (const resources of Object.values(CRISIS_RESOURCES_BY_REGION)) {
    for (const level of levels) {
      for (const aboutSomeoneElse of [false, true]) {
        for (const categories of categorySets()) {
          const text = crisisReply({
            screen: { level, categories, aboutSomeoneElse, matched: true, reason: '', signals: [] },
            audience: 'member',
            resources,
          });
          // The same words for several screens: the most urgent level counts (a worry about someone
          // else reads alike at every level), and of one level the fewest categories.
          const earlier = known.get(text);
          if (!earlier || earlier.level !== level) {
            known.set(text, { level, grade: gradeOf(level), categories, aboutSomeoneElse });
          }
        }
      }
    }
  }
  return known;
}

/** What an earlier reply answered, when its text is one the safety screen sends; otherwise undefined. */
export function recogniseSafetyReply(content: string): RecognisedSafetyReply | undefined {
  return knownReplies().get(content.trim());
}
