/** What the offline guide remembers of the questions it asked, so it never asks one again too soon. */

/** A reply asks no question that one of the guide's last this-many replies asked. */
export const QUESTION_MEMORY = 5;

/** A question's keys: all its words, and its first five alone (one template asked about another feeling). */
export function questionKeys(question: string): string[] {
  const questionWords = question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return [questionWords.join(' '), `opening:${questionWords.slice(0, 5).join(' ')}`];
}

/** The keys of every question in the guide's last `QUESTION_MEMORY` replies. */
export function questionsAskedIn(replies: readonly string[]): Set<string> {
  const asked = new Set<string>();
  for (const reply of replies.slice(-QUESTION_MEMORY)) {
    for (const question of reply.match(/[^.!?…"]*\?/g) ?? []) {
      for (const key of questionKeys(question)) asked.add(key);
    }
  }
  return asked;
}
