import { tableName } from '#functions/core/db/client.ts';
import { getItem } from '#functions/core/db/item-operations.ts';
import { type ItemKey, keys } from '#functions/core/db/keys.ts';
import {
  type NamedWrite,
  TransactionRefusedError,
  type TransactionWrite,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';
import { setAttributes } from '#functions/core/db/set-attributes.ts';
import { parseStored, storedTherapist } from '#functions/core/db/stored-records.ts';
import type { ConsentRecord } from '#shared/domain/legal.ts';
import type { PracticePlanId, TherapeuticApproach } from '#shared/domain/practice.ts';
import { claimedId, isAccountItemLive, passwordChangeWrite } from './account-items';

/**
 * A therapist and their practice: one item at `TENANT#<id>` / `PROFILE`. The tenant id is the
 * therapist's id. Branding and AI configuration live on the same item (one read serves a portal).
 */
export interface TherapistRecord {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  licenseNumber?: string;
  /** USPS code; decides the practice's jurisdiction (shared/domain/jurisdictions.ts). */
  licenseState?: string;
  subdomain: string;
  practiceWebsite?: string;
  /** The practice's name as given at sign-up; absent: '{First Last}'s Practice' (practiceNameOf). */
  practiceName?: string;
  therapeuticApproach: TherapeuticApproach;
  referralCode: string;
  /** The referral code this therapist signed up with, if any. */
  referredBy?: string;
  referralCredits: number;
  plan: PracticePlanId;
  /** The plan's subscription state; 'trialing' until billing says otherwise. */
  subscriptionStatus: 'trialing' | 'active' | 'past_due' | 'canceled';
  trialEndsAt: string;
  clientLimit: number;
  emailVerified: boolean;
  isActive: boolean;
  deletedAt?: string;
  /** The Terms and Privacy notice the therapist agreed to at sign-up, and their age confirmation. */
  consent?: ConsentRecord;
  createdAt: string;
  updatedAt: string;
  /** Other attributes later features keep on the practice (branding, AI configuration ...). */
  [attribute: string]: unknown;
}

/** What a practice holds alone, in the order a sign-up claims it. */
const UNIQUE_CLAIMS = ['email', 'subdomain', 'referral-code'] as const;
type UniqueClaim = (typeof UNIQUE_CLAIMS)[number];

/** Which unique claim a sign-up lost. */
export class TherapistClaimConflictError extends Error {
  override readonly name = 'TherapistClaimConflictError';
  constructor(readonly claim: UniqueClaim) {
    super(`${claim} already claimed`);
  }
}

/**
 * Creates the practice with its three unique claims (email, subdomain, referral code) in one
 * transaction: under concurrent sign-ups each claim has exactly one winner, and a loser leaves
 * nothing behind.
 */
export async function createTherapistWithClaims(therapist: TherapistRecord): Promise<void> {
  const claim = (key: { pk: string; sk: string }, type: string): TransactionWrite => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, type, tenantId: therapist.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const writes: NamedWrite<'profile' | UniqueClaim>[] = [
    {
      name: 'profile',
      write: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.therapist(therapist.id), type: 'therapist', ...therapist },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    { name: 'email', write: claim(keys.therapistEmailClaim(therapist.email), 'therapistEmailClaim') },
    { name: 'subdomain', write: claim(keys.subdomainClaim(therapist.subdomain), 'subdomainClaim') },
    {
      name: 'referral-code',
      write: claim(keys.referralCodeClaim(therapist.referralCode), 'referralCodeClaim'),
    },
  ];
  try {
    await writeNamedTransaction(writes);
  } catch (error) {
    if (error instanceof TransactionRefusedError && !error.refusedBy('profile')) {
      // The first claim lost is the one the person is told about (the email before the subdomain).
      const lost = UNIQUE_CLAIMS.find((claim) => error.refusedBy(claim));
      if (lost) throw new TherapistClaimConflictError(lost);
    }
    throw error;
  }
}

function toTherapistRecord(item: Record<string, unknown>): TherapistRecord {
  return parseStored(storedTherapist, item);
}

/** The practice; undefined when there is none or its deletion has begun. */
export async function getTherapistById(
  tenantId: string,
  options: { consistent?: boolean } = {},
): Promise<TherapistRecord | undefined> {
  const item = await getItem(keys.therapist(tenantId), options);
  return item && !item.deletedAt ? toTherapistRecord(item) : undefined;
}

/** Whether the therapist's account exists and is not being deleted (checked with every session). */
export function isTherapistAccountLive(tenantId: string): Promise<boolean> {
  return isAccountItemLive(keys.therapist(tenantId));
}

const claimOwner = (claim: ItemKey) => claimedId(claim, 'tenantId');

export function findTherapistIdByEmail(email: string): Promise<string | undefined> {
  return claimOwner(keys.therapistEmailClaim(email));
}

export async function getTherapistByEmail(email: string): Promise<TherapistRecord | undefined> {
  const tenantId = await findTherapistIdByEmail(email);
  return tenantId ? getTherapistById(tenantId, { consistent: true }) : undefined;
}

/** The practice a subdomain belongs to (portals find their practice this way). */
export function findTenantIdBySubdomain(subdomain: string): Promise<string | undefined> {
  return claimOwner(keys.subdomainClaim(subdomain));
}

/** The practice a referral code belongs to. */
export function findTenantIdByReferralCode(code: string): Promise<string | undefined> {
  return claimOwner(keys.referralCodeClaim(code));
}

/** The write that sets a therapist's new password, for a transaction (the account must still exist). */
export function therapistPasswordChange(
  tenantId: string,
  passwordHash: string,
  changedAt: string,
): TransactionWrite {
  return passwordChangeWrite(keys.therapist(tenantId), passwordHash, changedAt);
}

/**
 * Sets top-level attributes of the practice (never its keys, email, subdomain or password: those
 * have their own paths). The practice must exist.
 */
export async function updateTherapistAttributes(
  tenantId: string,
  attributes: Record<string, unknown>,
): Promise<void> {
  const forbidden = ['pk', 'sk', 'id', 'email', 'subdomain', 'passwordHash', 'referralCode', 'type'];
  const allowed = Object.entries(attributes).filter(([name]) => !forbidden.includes(name));
  await setAttributes(
    keys.therapist(tenantId),
    { ...Object.fromEntries(allowed), updatedAt: new Date().toISOString() },
    { onlyIf: { expression: 'attribute_exists(pk)' } },
  );
}
