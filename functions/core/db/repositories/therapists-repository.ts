import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import type { ConsentRecord } from '#shared/domain/legal.ts';
import type { PracticePlanId, TherapeuticApproach } from '#shared/domain/practice.ts';
import type { TransactionWrite } from './password-resets-repository';

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

/** Which unique claim a sign-up lost. */
export class TherapistClaimConflictError extends Error {
  override readonly name = 'TherapistClaimConflictError';
  constructor(readonly claim: 'email' | 'subdomain' | 'referral-code') {
    super(`${claim} already claimed`);
  }
}

/**
 * Creates the practice with its three unique claims (email, subdomain, referral code) in one
 * transaction: under concurrent sign-ups each claim has exactly one winner, and a loser leaves
 * nothing behind.
 */
export async function createTherapistWithClaims(therapist: TherapistRecord): Promise<void> {
  const claim = (key: { pk: string; sk: string }, type: string) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, type, tenantId: therapist.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const order = ['profile', 'email', 'subdomain', 'referral-code'] as const;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.therapist(therapist.id), type: 'therapist', ...therapist },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          claim(keys.therapistEmailClaim(therapist.email), 'therapistEmailClaim'),
          claim(keys.subdomainClaim(therapist.subdomain), 'subdomainClaim'),
          claim(keys.referralCodeClaim(therapist.referralCode), 'referralCodeClaim'),
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { name?: string; CancellationReasons?: { Code?: string }[] })
      .CancellationReasons;
    if ((error as { name?: string }).name === 'TransactionCanceledException' && reasons) {
      const lost = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      const which = order[lost];
      if (which === 'email' || which === 'subdomain' || which === 'referral-code') {
        throw new TherapistClaimConflictError(which);
      }
    }
    throw error;
  }
}

function toTherapistRecord(item: Record<string, unknown>): TherapistRecord {
  const { pk: _pk, sk: _sk, type: _type, ...record } = item;
  return record as TherapistRecord;
}

/** The practice; undefined when there is none or its deletion has begun. */
export async function getTherapistById(
  tenantId: string,
  options: { consistent?: boolean } = {},
): Promise<TherapistRecord | undefined> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.therapist(tenantId),
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return result.Item && !result.Item.deletedAt ? toTherapistRecord(result.Item) : undefined;
}

/** Whether the therapist's account exists and is not being deleted (checked with every session). */
export async function isTherapistAccountLive(tenantId: string): Promise<boolean> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.therapist(tenantId),
      ProjectionExpression: 'pk, deletedAt',
      ConsistentRead: true,
    }),
  );
  return Boolean(result.Item) && !result.Item?.deletedAt;
}

async function claimOwner(key: { pk: string; sk: string }): Promise<string | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return typeof result.Item?.tenantId === 'string' ? result.Item.tenantId : undefined;
}

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
  return {
    Update: {
      TableName: tableName(),
      Key: keys.therapist(tenantId),
      UpdateExpression: 'SET passwordHash = :passwordHash, passwordChangedAt = :at, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':passwordHash': passwordHash, ':at': changedAt },
    },
  };
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
  const entries = Object.entries({ ...attributes, updatedAt: new Date().toISOString() }).filter(
    ([name, value]) => !forbidden.includes(name) && value !== undefined,
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.therapist(tenantId),
      UpdateExpression: `SET ${entries.map((_, index) => `#a${index} = :v${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#a${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
    }),
  );
}
