import * as z from 'zod/mini';
import type { ClientExperience } from '#shared/domain/jurisdictions.ts';
import { LICENSE_STATES } from '#shared/domain/jurisdictions.ts';
import {
  DEFAULT_THERAPEUTIC_APPROACH,
  type PlanStatus,
  PRACTICE_PLANS,
  type PracticePlanId,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_MIN_LENGTH,
  SUBDOMAIN_PATTERN,
  subdomainMessages,
  THERAPEUTIC_APPROACHES,
  type TherapeuticApproach,
} from '#shared/domain/practice.ts';
import { PRACTICE_NAME_MAX_LENGTH } from '#shared/domain/practice-branding.ts';
import { consentFields, emailField, messages, nameField, newPasswordField } from './fields';
import { timestampField } from './reply-parts';

/** A subdomain as typed: trimmed and lowercased first (people type "JaneDoe"), then the rules in order. */
export const subdomainField = z.string({ error: subdomainMessages.tooShort }).check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(SUBDOMAIN_MIN_LENGTH, subdomainMessages.tooShort),
  // "less than 20" in the message, and 20 itself allowed: the rule is 3 to 20 characters.
  z.maxLength(SUBDOMAIN_MAX_LENGTH, subdomainMessages.tooLong),
  z.regex(SUBDOMAIN_PATTERN, subdomainMessages.pattern),
  z.refine((value) => !RESERVED_SUBDOMAINS.has(value), subdomainMessages.reserved),
);

const licenseStateCodes = new Set(LICENSE_STATES.map((state) => state.code));
const optionalText = (max: number, message: string) =>
  z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, message)));

export const therapistMessages = {
  licenseNumber: 'Please use at most 40 characters for the licence number',
  licenseState: 'Please choose a US state from the list',
  practiceWebsite: 'Please enter a full web address, like https://example.com',
  practiceName: `Please use at most ${PRACTICE_NAME_MAX_LENGTH} characters for the practice name`,
  approach: 'Please choose one of the listed approaches',
  referral: 'This referral code is not valid',
} as const;

export const registerTherapistSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField(messages.firstName),
  lastName: nameField(messages.lastName),
  /** How clients will see the practice named (optional: '{First Last}'s Practice' otherwise). */
  practiceName: optionalText(PRACTICE_NAME_MAX_LENGTH, therapistMessages.practiceName),
  licenseNumber: optionalText(40, therapistMessages.licenseNumber),
  licenseState: z.optional(
    z.string({ error: therapistMessages.licenseState }).check(
      z.trim(),
      z.toUpperCase(),
      z.refine((value) => value === '' || licenseStateCodes.has(value), therapistMessages.licenseState),
    ),
  ),
  subdomain: subdomainField,
  practiceWebsite: z.optional(
    z.string({ error: therapistMessages.practiceWebsite }).check(
      z.trim(),
      z.maxLength(200, therapistMessages.practiceWebsite),
      z.refine((value) => value === '' || isWebAddress(value), therapistMessages.practiceWebsite),
    ),
  ),
  therapeuticApproach: z._default(
    z.enum(THERAPEUTIC_APPROACHES, { error: therapistMessages.approach }),
    DEFAULT_THERAPEUTIC_APPROACH,
  ),
  ...consentFields,
  /** The `ref` query parameter of the sign-up link: a colleague's referral code. */
  referralCode: z.optional(
    z.nullable(
      z
        .string({ error: therapistMessages.referral })
        .check(z.trim(), z.maxLength(32, therapistMessages.referral)),
    ),
  ),
});
export type RegisterTherapistInput = z.input<typeof registerTherapistSchema>;

export const checkSubdomainSchema = z.object({ subdomain: subdomainField });

/** An http(s) address with a host that has a dot (a practice website). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The therapist as their own screens see them (`GET /api/therapist/me`): never the hash or keys. */
export const therapistSelfSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The practice's name: the one given at sign-up, or '{First Last}'s Practice'. */
  practiceName: z.string(),
  subdomain: z.string(),
  therapeuticApproach: z.enum(THERAPEUTIC_APPROACHES),
  licenseState: z.nullable(z.string()),
  licenseNumber: z.nullable(z.string()),
  practiceWebsite: z.nullable(z.string()),
  referralCode: z.string(),
  plan: z.object({
    id: z.enum(Object.keys(PRACTICE_PLANS) as [PracticePlanId, ...PracticePlanId[]]),
    status: z.enum(['trialing', 'trial-ended', 'active', 'past-due', 'canceled'] satisfies PlanStatus[]),
    clientLimit: z.number(),
    trialEndsAt: z.nullable(timestampField),
    trialDaysLeft: z.nullable(z.number()),
  }),
  /** Whether this practice's clients get AI chat or, where the law forbids it, a private journal. */
  clientExperience: z.enum(['ai-chat', 'private-journal'] satisfies ClientExperience[]),
  createdAt: timestampField,
});
export type TherapistSelf = z.output<typeof therapistSelfSchema>;

export const therapistAuthResponseSchema = z.object({
  token: z.string(),
  subdomain: z.string(),
  therapist: therapistSelfSchema,
});
export type TherapistAuthResponse = z.output<typeof therapistAuthResponseSchema>;

export const subdomainAvailabilitySchema = z.object({
  subdomain: z.string(),
  available: z.boolean(),
  /** Why not, in the field's words ('This subdomain is already taken'). */
  message: z.optional(z.string()),
});
export type SubdomainAvailability = z.output<typeof subdomainAvailabilitySchema>;

export type { TherapeuticApproach };
