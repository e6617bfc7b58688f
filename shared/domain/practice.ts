/**
 * A therapist's practice: the approaches a therapist can name at sign-up, the subdomain rules, and
 * the plans. Browser-safe: the sign-up form and the Lambdas read the same values.
 */

/** The approach a therapist names at sign-up (the AI configuration has its own, finer list). */
export const THERAPEUTIC_APPROACHES = [
  'CBT',
  'Somatic',
  'ACT',
  'Psychodynamic',
  'Humanistic',
  'Other',
] as const;
export type TherapeuticApproach = (typeof THERAPEUTIC_APPROACHES)[number];
export const DEFAULT_THERAPEUTIC_APPROACH: TherapeuticApproach = 'CBT';

export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 20;
export const SUBDOMAIN_PATTERN = /^[a-z0-9]+$/;

export const subdomainMessages = {
  tooShort: 'Subdomain must be at least 3 characters',
  tooLong: 'Subdomain must be less than 20 characters',
  pattern: 'Subdomain can only contain lowercase letters and numbers',
  reserved: 'This subdomain is reserved',
  taken: 'This subdomain is already taken',
} as const;

/**
 * Subdomains nobody may claim: the service names, and every top-level route of the app (a
 * portal is also served at `/{subdomain}`, so a practice named like a route would shadow it). A
 * web test holds this list against the router's paths.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  // Service names.
  'www',
  'api',
  'admin',
  'support',
  'help',
  'mail',
  'test',
  'dev',
  // Top-level routes of the app (their hyphens removed too, since subdomains have none).
  'mirrorwell',
  'mirrorwellchat',
  'chat',
  'client',
  'clients',
  'demo',
  'testdemo',
  'enterprise',
  'coupon',
  'subscribe',
  'sub',
  'safety',
  'privacy',
  'terms',
  'emailsetup',
  'workingtest',
  'therapist',
  'therapistlanding',
  'therapistregister',
  'therapistlogin',
  'therapistdashboard',
  'therapistonboarding',
  'therapistforgotpassword',
  'therapistresetpassword',
  'therapychat',
  'aicustomization',
  'referraldashboard',
  'clean',
  'cleanlogin',
  'cleanregister',
  'forgotpassword',
  'resetpassword',
  'login',
  'register',
  'logout',
  'insights',
  'downloads',
  'settings',
  'account',
  'static',
  'assets',
]);

/** A top-level route's name as a subdomain would spell it. */
export function subdomainFormOf(routeName: string): string {
  return routeName.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The subdomain the sign-up form proposes from a name: first and last name lowercased and joined,
 * anything but letters and digits removed, cut to the maximum; undefined under 3 characters.
 */
export function subdomainFromName(firstName: string, lastName: string): string | undefined {
  const joined = `${firstName}${lastName}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH);
  return joined.length >= SUBDOMAIN_MIN_LENGTH ? joined : undefined;
}

/** The plans of a practice, in one place (billing reads the same table). */
export const PRACTICE_PLANS = {
  trial: { name: 'Free trial', clientLimit: 10, days: 14 },
  professional: {
    name: 'Professional',
    clientLimit: 50,
    monthlyPriceUsd: 99,
    regularMonthlyPriceUsd: 199,
    setupFeeUsd: 0,
    regularSetupFeeUsd: 499,
  },
} as const;
export type PracticePlanId = keyof typeof PRACTICE_PLANS;

/** Where a practice stands: in its trial, after it, or subscribed. */
export type PlanStatus = 'trialing' | 'trial-ended' | 'active' | 'past-due' | 'canceled';

const DAY_MS = 24 * 60 * 60 * 1000;

export function trialEndsAt(createdAt: string): string {
  return new Date(Date.parse(createdAt) + PRACTICE_PLANS.trial.days * DAY_MS).toISOString();
}

/** Whole days left in a trial (0 once it has ended). */
export function trialDaysLeft(trialEnd: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(trialEnd) - now) / DAY_MS));
}

export function clientLimitOf(plan: PracticePlanId): number {
  return PRACTICE_PLANS[plan].clientLimit;
}

/** The refusal when a practice is at its plan's client limit. */
export function clientLimitMessage(plan: PracticePlanId): string {
  const { name, clientLimit } = PRACTICE_PLANS[plan];
  return plan === 'trial'
    ? `Your ${name.toLowerCase()} includes up to ${clientLimit} clients, and you have reached that limit. Subscribe to the ${PRACTICE_PLANS.professional.name} plan to add up to ${PRACTICE_PLANS.professional.clientLimit} clients.`
    : `Your ${name} plan includes up to ${clientLimit} clients, and you have reached that limit. Deactivate a client you no longer see to make room.`;
}
