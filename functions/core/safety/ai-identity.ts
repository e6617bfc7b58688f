/**
 * Who is answering. Asked whether they are talking to a person, a human, a bot or a therapist, a
 * person always hears that the guide is an AI; and no guide ever says it is a person, a human, a
 * therapist, a counsellor or a doctor. Both read the screen's canonical form of the text
 * (normalize-text.ts), so "r u human", "are yоu rеal" (Cyrillic letters) and "I'm" are read alike.
 */
import { normalizeForScreening } from './normalize-text';

/** What a person may wonder the guide is: a person, a human, a bot, a therapist ... */
const AGENT =
  '(?:a |an )?(?:real |actual |live |licensed |qualified |trained )?(?:person|human|human being|bot|chat ?bot|robot|ai|a i|artificial intelligence|machine|computer program|program|chat ?gpt|gpt|therapist|psychotherapist|counsell?or|doctor|psychologist|psychiatrist|clinician|nurse|social worker|professional)(?![a-z])';
/** Vaguer words that still ask the same thing after "are you" or "am i talking to". */
const SOMEONE_REAL =
  '(?:real|a real one|(?:someone|somebody|anyone|anybody)(?: real| actual)?|a man|a woman|a guy|a girl)(?![a-z])';

/** The ways of asking who is on the other side, on the canonical text. */
const IDENTITY_QUESTIONS: readonly RegExp[] = [
  // "are you a real person", "r u human", "are you even real", "are you a therapist or a bot"
  new RegExp(`\\bare you (?:even |actually |really |just )?(?:${AGENT}|${SOMEONE_REAL})`),
  // "am i talking to a bot", "am i chatting with someone real"
  new RegExp(
    `\\b(?:am i|are we|was i) (?:really |actually |even |just )?(?:talking|speaking|chatting|texting|writing|messaging) (?:to|with) (?:${AGENT}|${SOMEONE_REAL})`,
  ),
  // "is this a real person", "is this ai", "is there a human reading this", "is it a bot"
  new RegExp(`\\bis (?:this|there) (?:really |actually |just )?${AGENT}`),
  /\bis it (?:really |actually |just )?(?:an? )?(?:ai|a i|bot|chat ?bot|robot|machine|real person|human)(?![a-z])/,
  // "does a real person read this", "will a therapist see this", "does anyone read these"
  new RegExp(
    `\\b(?:does|do|will|would|can|could) (?:${AGENT}|anyone|anybody|someone|somebody) (?:ever |actually |really )?(?:read|see|answer|reply|write|respond|check|look at)(?![a-z])`,
  ),
  // "who am i talking to", "who is on the other end", "what are you?", "what are you, a robot?"
  /\bwho (?:am i|are we) (?:talking|speaking|chatting|texting|writing) (?:to|with)\b/,
  /\bwho is (?:this|on the other (?:end|side))\b/,
  /\bwhat (?:exactly |really )?are you(?: exactly| really| even| anyway)?\s*(?:\?|,|$)/,
  // "you are a bot?", "you're human?", "u a real person?"
  new RegExp(`\\byou (?:are |a )?(?:not )?(?:just |really |actually )?(?:${AGENT}|${SOMEONE_REAL})\\s*\\?`),
];

/**
 * Whether the person is asking if they are talking to a person, a human, someone real, a bot or
 * a therapist, counsellor or doctor. The answer must always begin by saying it is an AI.
 */
export function asksWhetherHuman(text: string): boolean {
  if (!text.trim()) return false;
  const canonical = normalizeForScreening(text);
  return IDENTITY_QUESTIONS.some((question) => question.test(canonical));
}

/** What a guide must never claim to be. */
const CLAIMED_ROLE =
  '(?:human|human being|person|real person|man|woman|therapist|psychotherapist|counsell?or|doctor|physician|psychologist|psychiatrist|clinician|nurse|social worker|licensed|qualified (?:professional|practitioner))(?![a-z])';

/** "I am a therapist", "I'm a real person", "I have been a licensed counsellor", "as your doctor". */
const CLAIMS: readonly RegExp[] = [
  // "i am" then up to four words (no negation, no comma between) before the role.
  new RegExp(
    `\\bi (?:am|was|have been|will be|would be|work as) (?:(?!not |no |never |neither )[a-z']+ ){0,4}?${CLAIMED_ROLE}`,
  ),
  new RegExp(`\\b(?:as|speaking as) (?:a|an|your) (?:real |licensed |qualified |trained )?${CLAIMED_ROLE}`),
  /\bi am (?:totally |really |very |completely )?real(?![a-z])/,
];

/**
 * Whether a guide's text says it is a person, a human, a therapist, a counsellor, a doctor or
 * another clinician. "I'm an AI, not a person or a therapist" is no such claim.
 */
export function claimsToBeHumanOrClinician(text: string): boolean {
  const canonical = normalizeForScreening(text);
  return CLAIMS.some((claim) => claim.test(canonical));
}
