/**
 * Every key of the single table is spelled here and nowhere else. A member's own items all live
 * in their `USER#<id>` partition (profile, conversations, messages, memory, usage, safety events),
 * so export and deletion read one partition. Items that belong to a therapist's practice start
 * with `TENANT#<tenantId>` so one IAM LeadingKeys condition can fence a practice.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** The three kinds of account: each has its own sessions, sign-in counters and reset links. */
export const ACCOUNT_KINDS = ['member', 'therapist', 'client'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

const memberPartition = (memberId: string) => `USER#${memberId}`;
const signInAttemptsPartition = (accountKind: AccountKind, email: string) => `SIGNIN#${accountKind}#${email}`;
const fairUsePartition = (speakerId: string) => `FAIRUSE#${speakerId}`;
/** Everything that belongs to one therapist's practice lives under this prefix. */
const tenantPartition = (tenantId: string) => `TENANT#${tenantId}`;
/** Every safety count of one UTC month (`yyyy-mm`). */
const safetyCountsPartition = (month: string) => `SAFETYCOUNT#${month}`;

export const keys = {
  member: (memberId: string): ItemKey => ({ pk: memberPartition(memberId), sk: 'PROFILE' }),
  memberEmailClaim: (email: string): ItemKey => ({ pk: `EMAIL#${email}`, sk: 'MEMBER' }),
  session: (sessionId: string): ItemKey => ({ pk: `SESSION#${sessionId}`, sk: 'SESSION' }),
  /**
   * When every session of an account was last ended (a password reset, a deletion): read with each
   * session, so a session the sessions index had not yet listed when they were ended is refused too.
   */
  sessionsEnded: (accountKind: AccountKind, subjectId: string): ItemKey => ({
    pk: `SESSIONS#${accountKind}#${subjectId}`,
    sk: 'ENDED',
  }),
  /** A fixed-window counter: `scope` names what is limited, `subject` who (an address, an email). */
  rateWindow: (scope: string, subject: string, windowStart: number): ItemKey => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  /**
   * Sign-in attempts for one account (kind and email) share a partition, so a password reset can
   * lift them all: one counter per caller address (an IPv6 /64), and one for the whole account.
   */
  signInAttemptsFromAddress: (accountKind: AccountKind, email: string, address: string): ItemKey => ({
    pk: signInAttemptsPartition(accountKind, email),
    sk: `ADDRESS#${address}`,
  }),
  signInAttemptsOfAccount: (accountKind: AccountKind, email: string): ItemKey => ({
    pk: signInAttemptsPartition(accountKind, email),
    sk: 'ACCOUNT',
  }),
  /** A password reset link, found by the SHA-256 of its token (the token itself is never stored). */
  passwordResetToken: (accountKind: AccountKind, tokenHash: string): ItemKey => ({
    pk: `PWRESET#${accountKind}#${tokenHash}`,
    sk: 'TOKEN',
  }),
  /** Which reset link of one account is the newest (only that one works). */
  latestPasswordReset: (accountKind: AccountKind, subjectId: string): ItemKey => ({
    pk: `PWRESET#${accountKind}#ACCOUNT#${subjectId}`,
    sk: 'LATEST',
  }),
  /**
   * Chat messages one speaker (a member, or later a practice's client or anonymous visitor) sent
   * in one UTC day, with a count per minute: the fair-use limits. Expires with a TTL.
   */
  fairUseDay: (speakerId: string, day: string): ItemKey => ({
    pk: fairUsePartition(speakerId),
    sk: `DAY#${day}`,
  }),

  conversation: (memberId: string, conversationId: string): ItemKey => ({
    pk: memberPartition(memberId),
    sk: `CONV#${conversationId}`,
  }),
  /** Message ids are ULIDs, so a conversation's messages sort oldest first. */
  message: (memberId: string, conversationId: string, messageId: string): ItemKey => ({
    pk: memberPartition(memberId),
    sk: `MSG#${conversationId}#${messageId}`,
  }),
  memory: (memberId: string, modeId: string): ItemKey => ({
    pk: memberPartition(memberId),
    sk: `MEM#${modeId}`,
  }),
  /** New conversations counted in one calendar month (UTC), `yyyy-mm`. */
  usage: (memberId: string, month: string): ItemKey => ({
    pk: memberPartition(memberId),
    sk: `USAGE#${month}`,
  }),
  safetyEvent: (memberId: string, eventId: string): ItemKey => ({
    pk: memberPartition(memberId),
    sk: `SAFETY#${eventId}`,
  }),

  /** The weekly reflection a guide wrote for a member, one per ISO week (`2026-W48`, UTC). */
  weeklyReflection: (memberId: string, isoWeek: string): ItemKey => ({
    pk: memberPartition(memberId),
    sk: `REFLECTION#${isoWeek}`,
  }),
  /** How often one item of the downloads library has been downloaded: one counter, `ADD` only. */
  downloadCounter: (downloadId: string): ItemKey => ({ pk: `DOWNLOAD#${downloadId}`, sk: 'COUNT' }),
  /** One download by a member, in their own partition (export and deletion include it); ULID ids sort by time. */
  memberDownload: (memberId: string, eventId: string): ItemKey => ({
    pk: memberPartition(memberId),
    sk: `DOWNLOAD#${eventId}`,
  }),
  /** A request from a practice about the enterprise offer, by its ULID (the team is mailed at once). */
  enterpriseLead: (leadId: string): ItemKey => ({ pk: `LEAD#${leadId}`, sk: 'LEAD' }),
  /**
   * A paid Checkout Session (its Stripe id), written only by a verified webhook: which product was
   * paid and which member holds it. A visitor's payment waits here until an account claims it.
   */
  paidCheckout: (sessionId: string): ItemKey => ({ pk: `PAIDCHECKOUT#${sessionId}`, sk: 'CHECKOUT' }),
  /** The paid checkout that started a Stripe subscription, so its later events find the member. */
  paidSubscription: (subscriptionId: string): ItemKey => ({
    pk: `PAIDSUBSCRIPTION#${subscriptionId}`,
    sk: 'CHECKOUT',
  }),

  /** A Stripe event already processed (its id), so a redelivery changes nothing; kept 90 days. */
  billingEvent: (eventId: string): ItemKey => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'EVENT' }),
  /** A therapist's practice: profile, branding, AI configuration, plan. The tenant id is the therapist's id. */
  therapist: (tenantId: string): ItemKey => ({ pk: tenantPartition(tenantId), sk: 'PROFILE' }),
  therapistEmailClaim: (email: string): ItemKey => ({ pk: `EMAIL#${email}`, sk: 'THERAPIST' }),
  /** A subdomain belongs to one practice: claimed in the sign-up transaction, found by portals. */
  subdomainClaim: (subdomain: string): ItemKey => ({ pk: `SUBDOMAIN#${subdomain}`, sk: 'CLAIM' }),
  /** A referral code belongs to one practice. */
  referralCodeClaim: (code: string): ItemKey => ({ pk: `REFCODE#${code}`, sk: 'CLAIM' }),
  /** The practice's 8-step onboarding: answers, current step, done or skipped. */
  onboarding: (tenantId: string): ItemKey => ({ pk: tenantPartition(tenantId), sk: 'ONBOARDING' }),

  /** A client record of a practice (added by the therapist, or created by a client signing up). */
  client: (tenantId: string, clientId: string): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `CLIENT#${clientId}`,
  }),
  /**
   * A sign-up without an invitation, waiting for its mailed link (`SIGNUP#` + the link token's
   * SHA-256): the account is made only when the link is opened, so no answer tells who is a client.
   */
  pendingClientSignUp: (tenantId: string, tokenHash: string): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `SIGNUP#${tokenHash}`,
  }),
  /** A client email is unique within its practice only (the same person may see two therapists). */
  clientEmailClaim: (tenantId: string, email: string): ItemKey => ({
    pk: `${tenantPartition(tenantId)}#EMAIL#${email}`,
    sk: 'CLIENT',
  }),
  /** A client conversation (signed-in client or anonymous visitor): metrics, flag, review, sharing. */
  clientConversation: (tenantId: string, conversationId: string): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `CCONV#${conversationId}`,
  }),
  /** Messages of one client conversation; ULID ids sort oldest first. */
  clientMessage: (tenantId: string, conversationId: string, messageId: string): ItemKey => ({
    pk: `${tenantPartition(tenantId)}#CCONV#${conversationId}`,
    sk: `MSG#${messageId}`,
  }),
  /**
   * A pre-session summary a client shared with their therapist (ULID ids sort by time). Withdrawing
   * deletes it: the therapist never reads a withdrawn summary.
   */
  preSessionSummary: (tenantId: string, clientId: string, summaryId: string): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `SUMMARY#${clientId}#${summaryId}`,
  }),
  /** A therapist's choice about the weekly digest mail (opt-in), and whether it may name clients. */
  weeklyDigestSettings: (tenantId: string): ItemKey => ({ pk: tenantPartition(tenantId), sk: 'DIGEST' }),
  /** The list the scheduled digest reads: one item per practice that opted in, holding only its id. */
  weeklyDigestSubscriber: (tenantId: string): ItemKey => ({ pk: 'DIGEST#WEEKLY', sk: `TENANT#${tenantId}` }),
  /** A reflection prompt a therapist set for one client (ULID ids sort by when it was set). */
  reflectionPrompt: (tenantId: string, clientId: string, promptId: string): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `RPROMPT#${clientId}#${promptId}`,
  }),
  /** The client's answer (done or skipped) to one occurrence of a prompt, by its due day: statuses, never words. */
  reflectionAnswer: (tenantId: string, clientId: string, promptId: string, dueDate: string): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `RPANSWER#${clientId}#${promptId}#${dueDate}`,
  }),
  /** That a reminder went out for one occurrence (so it goes once); expires with a TTL. */
  reflectionReminderSent: (
    tenantId: string,
    clientId: string,
    promptId: string,
    dueDate: string,
  ): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `RPREMINDED#${clientId}#${promptId}#${dueDate}`,
  }),
  /** A client's choice about prompt reminder mails (absent: reminders on). */
  reflectionReminderSettings: (tenantId: string, clientId: string): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `RPSETTINGS#${clientId}`,
  }),
  /** A referral invitation a therapist sent, by the invited address (one per address). */
  referral: (tenantId: string, referredEmail: string): ItemKey => ({
    pk: tenantPartition(tenantId),
    sk: `REFERRAL#${referredEmail}`,
  }),

  /**
   * A count of safety replies (SB 243's yearly report): one UTC month (`yyyy-mm`), one grade, one
   * audience, and nothing that names a person, a practice or a conversation. Each count is spread
   * over a few shards (0..n-1) so that turns at the same moment seldom write the same item; the
   * report adds them up.
   */
  safetyCount: (month: string, grade: string, audience: string, shard: number): ItemKey => ({
    pk: safetyCountsPartition(month),
    sk: `GRADE#${grade}#AUDIENCE#${audience}#SHARD#${shard}`,
  }),

  /**
   * A mail the transport would not take after its retries, kept for an operator (30 days): what it
   * was for, to whom, when and why, never its body (reset and sign-up links are secrets). One UTC
   * day (`yyyy-mm-dd`) a partition; the sort key starts with the time, so a day lists in order.
   */
  failedMail: (day: string, failedAt: string, id: string): ItemKey => ({
    pk: `MAILFAILED#${day}`,
    sk: `${failedAt}#${id}`,
  }),
};

/** Sort-key prefixes for queries inside a partition. */
export const prefixes = {
  memberPartition,
  signInAttemptsPartition,
  fairUsePartition,
  conversations: 'CONV#',
  messages: 'MSG#',
  messagesOf: (conversationId: string) => `MSG#${conversationId}#`,
  memories: 'MEM#',
  usage: 'USAGE#',
  safetyEvents: 'SAFETY#',
  tenantPartition,
  clients: 'CLIENT#',
  clientConversations: 'CCONV#',
  referrals: 'REFERRAL#',
  reflectionPrompts: 'RPROMPT#',
  reflectionPromptsOf: (clientId: string) => `RPROMPT#${clientId}#`,
  reflectionAnswers: 'RPANSWER#',
  reflectionAnswersOf: (clientId: string) => `RPANSWER#${clientId}#`,
  reflectionRemindersSentOf: (clientId: string) => `RPREMINDED#${clientId}#`,
  preSessionSummaries: 'SUMMARY#',
  preSessionSummariesOf: (clientId: string) => `SUMMARY#${clientId}#`,
  weeklyDigestSubscribers: 'DIGEST#WEEKLY',
  clientMessagesPartition: (tenantId: string, conversationId: string) =>
    `${tenantPartition(tenantId)}#CCONV#${conversationId}`,
  safetyCountsPartition,
};

/** Index keys: gsi1 lists a member's conversations by last activity, gsi2 an account's sessions. */
export const indexKeys = {
  conversationByActivity: (memberId: string, updatedAt: string, conversationId: string) => ({
    gsi1pk: `USER#${memberId}#CONVS`,
    gsi1sk: `${updatedAt}#${conversationId}`,
  }),
  conversationsOf: (memberId: string) => `USER#${memberId}#CONVS`,
  sessionOfAccount: (accountKind: AccountKind, subjectId: string, createdAt: string) => ({
    gsi2pk: `SESSIONS#${accountKind}#${subjectId}`,
    gsi2sk: createdAt,
  }),
  sessionsOf: (accountKind: AccountKind, subjectId: string) => `SESSIONS#${accountKind}#${subjectId}`,
  /** A practice's conversations waiting for review (flagged, not yet reviewed), newest first. */
  pendingReview: (tenantId: string, flaggedAt: string, conversationId: string) => ({
    gsi1pk: `TENANT#${tenantId}#REVIEW`,
    gsi1sk: `${flaggedAt}#${conversationId}`,
  }),
  pendingReviewsOf: (tenantId: string) => `TENANT#${tenantId}#REVIEW`,
  /** Every running reflection prompt of every practice, by end date: the reminder job reads those not yet ended. */
  runningReflectionPrompt: (endDate: string, tenantId: string, promptId: string) => ({
    gsi1pk: 'REFLECTION_PROMPTS',
    gsi1sk: `${endDate}#${tenantId}#${promptId}`,
  }),
  runningReflectionPrompts: 'REFLECTION_PROMPTS',
};
