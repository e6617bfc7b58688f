import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  cancelledTransaction as cancelled,
  mockedDocumentClient,
} from '#functions/test-support/mocked-document-client.ts';
import {
  createMemberWithEmailClaim,
  EmailAlreadyClaimedError,
  type MemberRecord,
  SignUpWriteRefusedError,
} from './members-repository';
import {
  createTherapistWithClaims,
  TherapistClaimConflictError,
  type TherapistRecord,
} from './therapists-repository';

/** Sign-up transactions tell which claim was lost by its name, wherever DynamoDB lists it. */

const dynamo = mockedDocumentClient();

const member = { id: 'm1', email: 'ada@example.com' } as MemberRecord;
const paidCheckoutClaim = {
  name: 'paid checkout claim',
  write: { ConditionCheck: { TableName: 't', Key: { pk: 'p', sk: 's' }, ConditionExpression: 'x' } },
};
const therapist = {
  id: 't1',
  email: 'maya@example.com',
  subdomain: 'maya',
  referralCode: 'ABC',
} as TherapistRecord;

describe('createMemberWithEmailClaim', () => {
  it('says the email is taken when the claim on it was refused', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    await expect(createMemberWithEmailClaim(member, [paidCheckoutClaim])).rejects.toBeInstanceOf(
      EmailAlreadyClaimedError,
    );
  });

  it('names the added write that was refused, or met another claim at that moment', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed']));
    await expect(createMemberWithEmailClaim(member, [paidCheckoutClaim])).rejects.toMatchObject({
      write: 'paid checkout claim',
      conflict: false,
    });

    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'TransactionConflict']));
    const contended = await createMemberWithEmailClaim(member, [paidCheckoutClaim]).catch(
      (error: unknown) => error,
    );
    expect(contended).toBeInstanceOf(SignUpWriteRefusedError);
    expect(contended).toMatchObject({ write: 'paid checkout claim', conflict: true });
    // Told at once, not retried: someone else is claiming the same purchase.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('createTherapistWithClaims', () => {
  it('names the first unique claim lost: the subdomain, the referral code', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(cancelled(['None', 'None', 'ConditionalCheckFailed', 'ConditionalCheckFailed']));
    await expect(createTherapistWithClaims(therapist)).rejects.toEqual(
      new TherapistClaimConflictError('subdomain'),
    );

    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'None', 'ConditionalCheckFailed']));
    const lost = await createTherapistWithClaims(therapist).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(TherapistClaimConflictError);
    expect((lost as TherapistClaimConflictError).claim).toBe('referral-code');
  });
});
