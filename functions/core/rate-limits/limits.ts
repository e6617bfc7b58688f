import { countAttemptInWindow } from '#functions/core/db/repositories/rate-limits-repository.ts';
import { AppError } from '#shared/errors.ts';
import { addressBucket } from './address-bucket';

/**
 * The abuse limits, in one place, each counted per caller address (an IPv6 address by its /64).
 * Sign-up allows an office behind one address to register together (30 an hour) while keeping the
 * "email taken" answer useless for harvesting addresses.
 */
export const limits = {
  signUpPerAddress: { scope: 'signup-address', limit: 30, windowSeconds: 60 * 60 },
  signInPerAddress: { scope: 'signin-address', limit: 100, windowSeconds: 60 * 60 },
  /**
   * Client sign-ups for one email at one practice, known or not: each mails its owner, so an inbox
   * gets at most 5 an hour, whoever asks (counted for every email, the refusal tells nothing).
   */
  signUpPerEmail: { scope: 'signup-email', limit: 5, windowSeconds: 60 * 60 },
  /**
   * Reset links: an inbox gets at most 5 an hour, whoever asks; one network may ask for 20 an
   * hour. A stranger who uses up an email's 5 has still sent its owner a working link (the newest).
   */
  passwordResetPerAddress: { scope: 'reset-address', limit: 20, windowSeconds: 60 * 60 },
  passwordResetPerEmail: { scope: 'reset-email', limit: 5, windowSeconds: 60 * 60 },
  /** The sign-up form checks a subdomain on blur: enough for typing, too few to list who is here. */
  subdomainCheckPerAddress: { scope: 'subdomain-check-address', limit: 60, windowSeconds: 10 * 60 },
  /** Client invitations a practice may send: enough for a busy day, too few to spam with. */
  clientInvitationsPerPractice: { scope: 'client-invite-practice', limit: 30, windowSeconds: 60 * 60 },
  /**
   * Messages anonymous visitors may send to one practice's portal in an hour, from every address
   * together (each visitor also has the fair-use limits): a flood cannot run up a practice's costs.
   */
  anonymousChatPerPractice: { scope: 'anonymous-chat-practice', limit: 600, windowSeconds: 60 * 60 },
  /** Test AI answers from the configuration screen and the sandbox chat. */
  testAiPerPractice: { scope: 'test-ai-practice', limit: 120, windowSeconds: 60 * 60 },
  /** Referral invitations a practice may send in a day. */
  referralInvitationsPerPractice: { scope: 'referral-practice', limit: 20, windowSeconds: 24 * 60 * 60 },
  /**
   * Checkouts a visitor starts from the landing page: each creates a Stripe session, so one
   * network gets enough for a few changes of mind, not a flood.
   */
  guestCheckoutPerAddress: { scope: 'guest-checkout-address', limit: 20, windowSeconds: 60 * 60 },
  /** Deleting an account asks for its password: a stolen session cannot guess it this way. */
  accountDeletionPerSession: { scope: 'delete-account', limit: 10, windowSeconds: 60 * 60 },
  /** Download links a session may ask for: the whole library many times over, too few to inflate its counts. */
  downloadLinksPerSession: { scope: 'download-session', limit: 30, windowSeconds: 60 * 60 },
  /**
   * Guest messages (no account) from one network. A guest conversation holds 10, and the browser
   * holds the conversation, so these keep a script that starts over with an empty one from
   * chatting on for free, while a household or an office can still try Mirror together.
   */
  guestChatPerAddress: { scope: 'guest-chat-address', limit: 30, windowSeconds: 60 * 60 },
  guestChatPerAddressDaily: { scope: 'guest-chat-address-day', limit: 100, windowSeconds: 24 * 60 * 60 },
  /** Enterprise enquiries (/enterprise): a correction or two is fine, a flood of the team's inbox is not. */
  enterpriseLeadsPerAddress: { scope: 'enterprise-lead-address', limit: 5, windowSeconds: 60 * 60 },
} as const;

export type LimitName = keyof typeof limits;

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return value === 1 ? '1 minute' : `${value} minutes`;
}

/** Counts one attempt from an address; beyond the limit throws a 429 that says when to try again. */
export async function enforceLimit(name: LimitName, address: string, message: string): Promise<void> {
  const { scope, limit, windowSeconds } = limits[name];
  const hit = await countAttemptInWindow(scope, addressBucket(address), limit, windowSeconds);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', `${message} Please try again in ${minutes(hit.retryAfterSeconds)}.`, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
}

export { minutes as describeMinutes };

/** Counts one action of a practice (not of an address); beyond the limit throws a 429. */
export async function countPracticeAction(name: LimitName, tenantId: string, message: string): Promise<void> {
  const { scope, limit, windowSeconds } = limits[name];
  const hit = await countAttemptInWindow(scope, `tenant-${tenantId}`, limit, windowSeconds);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', `${message} Please try again in ${minutes(hit.retryAfterSeconds)}.`, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
}
