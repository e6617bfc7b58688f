import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';

/** The words every portal shows, whatever the practice configured. */

export function therapistNameOf(practice: Pick<PublicPracticeProfile, 'firstName' | 'lastName'>): string {
  return `${practice.firstName} ${practice.lastName}`.trim();
}

export function initialsOf(practice: Pick<PublicPracticeProfile, 'firstName' | 'lastName'>): string {
  return `${practice.firstName.charAt(0)}${practice.lastName.charAt(0)}`.toUpperCase();
}

/** Only what the deployment can back: 'HIPAA Secure' needs HIPAA_MODE (BAAs signed). */
export function secureNoteOf(practice: Pick<PublicPracticeProfile, 'hipaaMode'>): string {
  return practice.hipaaMode ? 'HIPAA Secure' : 'Encrypted & private';
}

/** The fixed legal disclaimer, beside the therapist's own. */
export const LEGAL_DISCLAIMER =
  'This assistant is a reflective support tool, not therapy. It does not give medical or diagnostic advice and is not a substitute for professional treatment. For urgent concerns, contact your therapist or emergency services.';

/** Exactly what the therapist can see (decisions: privacy). */
export function privacyNoticeOf(practice: Pick<PublicPracticeProfile, 'firstName' | 'lastName'>): string {
  return `${therapistNameOf(practice)} sees only session metrics (how many sessions, how long, when, and the ratings you give) and safety flags, never what you write, unless you choose "Share with my therapist" for a conversation. You can stop sharing at any time.`;
}

export function aiNoticeOf(practice: Pick<PublicPracticeProfile, 'firstName' | 'lastName'>): string {
  return `Replies come from an AI assistant, not from ${therapistNameOf(practice)} or any other person. It can make mistakes; bring what matters to your sessions.`;
}

/** Said before the first message: the person knows from the start that this is an AI. */
export const AI_DISCLOSURE_NOTE = "You'll be talking with an AI assistant, not a person or a therapist.";

export function supervisedByOf(practice: Pick<PublicPracticeProfile, 'firstName' | 'lastName'>): string {
  return `Supervised by ${therapistNameOf(practice)} · An AI assistant, not a therapist`;
}

/** A phone number as a `tel:` link (digits and + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
