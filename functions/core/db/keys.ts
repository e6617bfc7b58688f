/**
 * Every key of the single table is spelled here and nowhere else. Items that belong to a
 * therapist's practice start with `TENANT#<tenantId>` so one IAM LeadingKeys condition can fence
 * a practice.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

export const keys = {
  member: (memberId: string): ItemKey => ({ pk: `USER#${memberId}`, sk: 'PROFILE' }),
  memberEmailClaim: (email: string): ItemKey => ({ pk: `EMAIL#${email}`, sk: 'MEMBER' }),
  session: (sessionId: string): ItemKey => ({ pk: `SESSION#${sessionId}`, sk: 'SESSION' }),
  /** A fixed-window counter: `scope` names what is limited, `subject` who (an address, an email). */
  rateWindow: (scope: string, subject: string, windowStart: number): ItemKey => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  /** Failed sign-ins for one account kind and email. */
  loginFailures: (accountKind: string, email: string): ItemKey => ({
    pk: `LOGINFAIL#${accountKind}#${email}`,
    sk: 'COUNTER',
  }),
};
