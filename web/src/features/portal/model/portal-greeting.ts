import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { therapistNameOf } from './portal-text';

/**
 * The assistant's first words in a portal, for a first visit or a return. A practice writes one
 * greeting; when it speaks of an earlier session ("since our last session", "welcome back") it
 * fits only a returning client, so a first visit gets a welcome that fits a first conversation.
 * The person's name is always in it.
 */
export type PortalVisitKind = 'first' | 'returning';

const EARLIER_SESSION =
  /\b(since (our|we|you|the) |last (session|time|visit|conversation|chat|week)|previous (session|conversation|chat)|welcome back|good to see you again|again\b|as we (discussed|talked))/i;

/** Whether a practice's greeting speaks of an earlier session. */
export function speaksOfEarlierSession(greeting: string): boolean {
  return EARLIER_SESSION.test(greeting);
}

const SALUTATION = /^(hi|hello|hey|welcome|good (?:morning|afternoon|evening))(\s+there)?\s*([,!.])?\s*/i;

/** "Hello, I'm…" becomes "Hello Ana, I'm…"; a greeting without a salutation gets "Hi Ana." first. */
export function withName(greeting: string, name: string): string {
  if (!name) return greeting;
  const salutation = greeting.match(SALUTATION);
  if (!salutation) return `Hi ${name}. ${greeting}`;
  const [whole, word, , punctuation] = salutation;
  return `${word} ${name}${punctuation ?? ','} ${greeting.slice(whole.length)}`;
}

/** Who the assistant says it is: the practice's assistant by its name, else the therapist's practice's. */
export function assistantIntroduction(
  practice: Pick<PublicPracticeProfile, 'practiceName' | 'firstName' | 'lastName'>,
): string {
  const practiceName = practice.practiceName?.trim();
  return practiceName
    ? `the AI assistant for ${practiceName}`
    : `the AI assistant of ${therapistNameOf(practice)}'s practice`;
}

export function portalGreeting(
  practice: Pick<PublicPracticeProfile, 'greetingMessage' | 'practiceName' | 'firstName' | 'lastName'>,
  name: string,
  visit: PortalVisitKind,
): string {
  const own = practice.greetingMessage.trim();
  if (visit === 'returning') {
    const question = own && speaksOfEarlierSession(own) ? own : "What's on your mind since our last session?";
    return name ? `Welcome back, ${name}. ${question}` : `Welcome back. ${question}`;
  }
  if (own && !speaksOfEarlierSession(own)) return withName(own, name);
  const hello = name ? `Hello ${name}, I'm` : "Hello, I'm";
  return `${hello} ${assistantIntroduction(practice)}. What would you like to talk about today?`;
}
