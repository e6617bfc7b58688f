import type * as z from 'zod/mini';
import type { RouteKey } from './routes';
import { deleteAccountSchema } from './schemas/account';
import { aiConfigurationSchema, testAiReplySchema, testAiSchema } from './schemas/ai-configuration';
import { authResponseSchema, loginSchema, publicMemberSchema, registerMemberSchema } from './schemas/auth';
import {
  billingConfigSchema,
  billingRedirectSchema,
  claimCheckoutSchema,
  claimedCheckoutSchema,
  memberCheckoutSchema,
  stripeWebhookReplySchema,
} from './schemas/billing';
import {
  chatMessagesReplySchema,
  chatReplySchema,
  chatRequestSchema,
  chatStreamStartSchema,
  conversationPageSchema,
  conversationSearchResultsSchema,
  conversationSummarySchema,
  exportQuerySchema,
  listConversationsQuerySchema,
  renameConversationSchema,
  searchRequestSchema,
  usageSummarySchema,
} from './schemas/chat';
import {
  clientAuthResponseSchema,
  clientExportSchema,
  clientForgotPasswordSchema,
  clientResetPasswordSchema,
  clientSignUpReplySchema,
  confirmClientSignUpSchema,
  currentClientSchema,
  deleteClientAccountSchema,
  invitedClientSchema,
  loginClientSchema,
  readInvitationSchema,
  registerClientSchema,
} from './schemas/client-account';
import {
  addClientSchema,
  clientListSchema,
  clientSessionMetricsSchema,
  practiceClientSchema,
  updateClientSchema,
} from './schemas/clients';
import { redeemCouponSchema, redeemedCouponSchema } from './schemas/coupons';
import { downloadLinkResponseSchema, downloadListResponseSchema } from './schemas/downloads';
import { enterpriseLeadReceivedSchema, enterpriseLeadSchema } from './schemas/enterprise';
import { guestChatReplySchema, guestChatRequestSchema, guestChatStartSchema } from './schemas/guest-chat';
import { forgottenGuideMemoryReplySchema, guideMemoriesReplySchema } from './schemas/guide-memory';
import {
  insightsQuerySchema,
  insightsSchema,
  weeklyReflectionReplySchema,
  weeklyReflectionRequestSchema,
} from './schemas/insights';
import { memberExportSchema } from './schemas/member-export';
import { openApiDocumentSchema } from './schemas/openapi';
import {
  forgotPasswordSchema,
  passwordResetReplySchema,
  resetPasswordSchema,
} from './schemas/password-reset';
import {
  journalEntryListSchema,
  journalEntrySchema,
  portalChatReplySchema,
  portalSessionListSchema,
  portalSessionStateSchema,
  publicPracticeProfileSchema,
  savedFeedbackSchema,
  savedJournalEntrySchema,
  sessionFeedbackSchema,
  therapyChatRequestSchema,
  visitorFeedbackSchema,
  whiteLabelChatRequestSchema,
} from './schemas/portal';
import { portalStreamStartSchema } from './schemas/portal-chat-stream';
import { portalVisitRequestSchema, portalVisitSchema } from './schemas/portal-visit';
import { brandingSchema, brandingSettingsSchema, savedBrandingSchema } from './schemas/practice-branding';
import {
  conversationReviewSchema,
  conversationSummariesSchema,
  dashboardStatsSchema,
  practiceAnalyticsSchema,
  timeZoneQuery,
  updateConversationReviewSchema,
} from './schemas/practice-dashboard';
import { practiceNameSchema } from './schemas/practice-name';
import {
  sharedSummaryListSchema,
  sharedSummarySchema,
  shareSummarySchema,
  summaryDraftSchema,
  summaryWithdrawnSchema,
} from './schemas/pre-session-summary';
import {
  referralHistoryEntrySchema,
  referralHistorySchema,
  referralPersonaSchema,
  referralStatsSchema,
  sendReferralSchema,
} from './schemas/referrals';
import {
  clientReflectionPromptsSchema,
  newReflectionPromptSchema,
  portalPromptsSchema,
  practicePromptCompletionSchema,
  promptAnswerReplySchema,
  promptAnswerSchema,
  promptRemindersSchema,
  promptSkipReplySchema,
  therapistReflectionPromptSchema,
} from './schemas/reflection-prompts';
import { noContentSchema } from './schemas/reply-parts';
import { guideModesReplySchema, healthReplySchema } from './schemas/site';
import {
  checkSubdomainSchema,
  registerTherapistSchema,
  subdomainAvailabilitySchema,
  therapistAuthResponseSchema,
  therapistSelfSchema,
} from './schemas/therapist';
import { weeklyDigestSettingsSchema } from './schemas/therapist-digest';
import {
  completeOnboardingSchema,
  onboardingStateSchema,
  saveOnboardingStepSchema,
} from './schemas/therapist-onboarding';

/** What a route accepts (its JSON body, its query) and what it answers, as zod schemas. */
export interface RouteContract {
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  /** The success body; `noContentSchema` for a 204. */
  readonly response: z.ZodMiniType;
  /** For a streaming route: the data of its `start` event. */
  readonly streamStart?: z.ZodMiniType;
}

/**
 * Every route's contract, by its key in the route table: the very schemas its handler gives
 * `defineEndpoint` (a unit test holds each handler to this table), readable by the browser, whose
 * `api('GET /api/therapist/clients')` is typed from it and checks each answer with it. A route
 * missing here is a failing unit test (functions/http/response-contracts.test.ts), not a type error
 * in every file, so a new endpoint can be written before its entry.
 */
export const routeContracts = {
  // Members
  'GET /api/health': { response: healthReplySchema },
  'POST /api/auth/register': { body: registerMemberSchema, response: authResponseSchema },
  'POST /api/auth/login': { body: loginSchema, response: authResponseSchema },
  'POST /api/auth/logout': { response: noContentSchema },
  'POST /api/auth/forgot-password': { body: forgotPasswordSchema, response: passwordResetReplySchema },
  'POST /api/auth/reset-password': { body: resetPasswordSchema, response: passwordResetReplySchema },
  'GET /api/auth/user': { response: publicMemberSchema },
  'GET /api/modes': { response: guideModesReplySchema },
  'POST /api/chat': {
    body: chatRequestSchema,
    response: chatReplySchema,
    streamStart: chatStreamStartSchema,
  },
  'GET /api/conversations': { query: listConversationsQuerySchema, response: conversationPageSchema },
  'POST /api/conversations/search': { body: searchRequestSchema, response: conversationSearchResultsSchema },
  'GET /api/conversations/{id}/messages': { response: chatMessagesReplySchema },
  'PATCH /api/conversations/{id}': { body: renameConversationSchema, response: conversationSummarySchema },
  'DELETE /api/conversations/{id}': { response: noContentSchema },
  'GET /api/memory': { response: guideMemoriesReplySchema },
  'DELETE /api/memory/{modeId}': { response: forgottenGuideMemoryReplySchema },
  'GET /api/usage': { response: usageSummarySchema },
  'GET /api/me/export': { query: exportQuerySchema, response: memberExportSchema },
  'DELETE /api/me': { body: deleteAccountSchema, response: noContentSchema },
  'POST /api/billing/webhook': { response: stripeWebhookReplySchema },
  'POST /api/coupons/redeem': { body: redeemCouponSchema, response: redeemedCouponSchema },
  // The public site, billing and the library
  'GET /api/billing/config': { response: billingConfigSchema },
  'POST /api/billing/checkout': { body: memberCheckoutSchema, response: billingRedirectSchema },
  'POST /api/billing/guest-checkout': { body: memberCheckoutSchema, response: billingRedirectSchema },
  'POST /api/billing/claim-checkout': { body: claimCheckoutSchema, response: claimedCheckoutSchema },
  'POST /api/billing/portal': { response: billingRedirectSchema },
  'POST /api/therapist/billing/checkout': { response: billingRedirectSchema },
  'POST /api/therapist/billing/portal': { response: billingRedirectSchema },
  'GET /api/insights': { query: insightsQuerySchema, response: insightsSchema },
  'POST /api/insights/weekly-reflection': {
    body: weeklyReflectionRequestSchema,
    response: weeklyReflectionReplySchema,
  },
  'GET /api/downloads': { response: downloadListResponseSchema },
  'POST /api/downloads/{downloadId}': { response: downloadLinkResponseSchema },
  'POST /api/enterprise/leads': { body: enterpriseLeadSchema, response: enterpriseLeadReceivedSchema },
  'POST /api/guest/chat': {
    body: guestChatRequestSchema,
    response: guestChatReplySchema,
    streamStart: guestChatStartSchema,
  },
  'GET /api/openapi.json': { response: openApiDocumentSchema },
  // Therapists and their practice portals
  'POST /api/therapist/register': { body: registerTherapistSchema, response: therapistAuthResponseSchema },
  'POST /api/therapist/check-subdomain': {
    body: checkSubdomainSchema,
    response: subdomainAvailabilitySchema,
  },
  'POST /api/therapist/login': { body: loginSchema, response: therapistAuthResponseSchema },
  'POST /api/therapist/logout': { response: noContentSchema },
  'POST /api/therapist/forgot-password': { body: forgotPasswordSchema, response: passwordResetReplySchema },
  'POST /api/therapist/reset-password': { body: resetPasswordSchema, response: passwordResetReplySchema },
  'GET /api/therapist/me': { response: therapistSelfSchema },
  'PUT /api/therapist/practice-name': { body: practiceNameSchema, response: therapistSelfSchema },
  'GET /api/therapist/onboarding': { response: onboardingStateSchema },
  'PUT /api/therapist/onboarding': { body: saveOnboardingStepSchema, response: onboardingStateSchema },
  'POST /api/therapist/onboarding/complete': {
    body: completeOnboardingSchema,
    response: onboardingStateSchema,
  },
  'GET /api/therapist/clients': { response: clientListSchema },
  'POST /api/therapist/clients': { body: addClientSchema, response: practiceClientSchema },
  'PATCH /api/therapist/clients/{clientId}': { body: updateClientSchema, response: practiceClientSchema },
  'GET /api/therapist/clients/{clientId}/metrics': { response: clientSessionMetricsSchema },
  'POST /api/therapist/clients/{clientId}/invite': { response: practiceClientSchema },
  'GET /api/therapist/dashboard-stats': { query: timeZoneQuery, response: dashboardStatsSchema },
  'GET /api/therapist/analytics': { query: timeZoneQuery, response: practiceAnalyticsSchema },
  'GET /api/therapist/conversations': { response: conversationSummariesSchema },
  'GET /api/therapist/conversations/{conversationId}': { response: conversationReviewSchema },
  'PATCH /api/therapist/conversations/{conversationId}': {
    body: updateConversationReviewSchema,
    response: conversationReviewSchema,
  },
  'GET /api/therapist/ai-config': { response: aiConfigurationSchema },
  'PUT /api/therapist/ai-config': { body: aiConfigurationSchema, response: aiConfigurationSchema },
  'POST /api/therapist/test-ai': { body: testAiSchema, response: testAiReplySchema },
  'GET /api/therapist/branding': { response: brandingSettingsSchema },
  'PUT /api/therapist/branding': { body: brandingSchema, response: savedBrandingSchema },
  'GET /api/referral-stats': { response: referralStatsSchema },
  'GET /api/referral-history': { response: referralHistorySchema },
  'POST /api/send-referral': { body: sendReferralSchema, response: referralHistoryEntrySchema },
  'PUT /api/referral-persona': { body: referralPersonaSchema, response: referralStatsSchema },
  'GET /api/white-label/therapist/{subdomain}': { response: publicPracticeProfileSchema },
  'POST /api/white-label/chat': {
    body: whiteLabelChatRequestSchema,
    response: portalChatReplySchema,
    streamStart: portalStreamStartSchema,
  },
  'POST /api/white-label/visit': { body: portalVisitRequestSchema, response: portalVisitSchema },
  'POST /api/white-label/session-feedback': { body: visitorFeedbackSchema, response: savedFeedbackSchema },
  // Clients of a practice
  'POST /api/client/register': { body: registerClientSchema, response: clientSignUpReplySchema },
  'POST /api/client/register/confirm': {
    body: confirmClientSignUpSchema,
    response: clientAuthResponseSchema,
  },
  'POST /api/client/invitation': { body: readInvitationSchema, response: invitedClientSchema },
  'POST /api/client/login': { body: loginClientSchema, response: clientAuthResponseSchema },
  'POST /api/client/logout': { response: noContentSchema },
  'GET /api/client/me': { response: currentClientSchema },
  'POST /api/client/forgot-password': {
    body: clientForgotPasswordSchema,
    response: passwordResetReplySchema,
  },
  'POST /api/client/reset-password': { body: clientResetPasswordSchema, response: passwordResetReplySchema },
  'GET /api/client/export': { response: clientExportSchema },
  'DELETE /api/client/account': { body: deleteClientAccountSchema, response: noContentSchema },
  'POST /api/therapy/chat': {
    body: therapyChatRequestSchema,
    response: portalChatReplySchema,
    streamStart: portalStreamStartSchema,
  },
  'GET /api/therapy/conversations': { response: portalSessionListSchema },
  'GET /api/therapy/conversation/{sessionId}': { response: portalSessionStateSchema },
  'PATCH /api/therapy/conversation/{sessionId}': {
    body: sessionFeedbackSchema,
    response: savedFeedbackSchema,
  },
  'GET /api/therapy/journal': { response: journalEntryListSchema },
  'POST /api/therapy/journal': { body: journalEntrySchema, response: savedJournalEntrySchema },
  // Reflection prompts (issue 25): the therapist's side is counts and dates, never the client's words.
  'GET /api/therapist/clients/{clientId}/reflection-prompts': { response: clientReflectionPromptsSchema },
  'POST /api/therapist/clients/{clientId}/reflection-prompts': {
    body: newReflectionPromptSchema,
    response: therapistReflectionPromptSchema,
  },
  'DELETE /api/therapist/clients/{clientId}/reflection-prompts/{promptId}': {
    response: therapistReflectionPromptSchema,
  },
  'GET /api/therapist/reflection-prompts/completion': { response: practicePromptCompletionSchema },
  'GET /api/client/reflection-prompts': { response: portalPromptsSchema },
  'POST /api/client/reflection-prompts/{promptId}/answer': {
    body: promptAnswerSchema,
    response: promptAnswerReplySchema,
  },
  'POST /api/client/reflection-prompts/{promptId}/skip': { response: promptSkipReplySchema },
  'PUT /api/client/reflection-prompts/reminders': {
    body: promptRemindersSchema,
    response: promptRemindersSchema,
  },
  // Pre-session summaries and the weekly digest (issue 25): a therapist reads only what was shared.
  'POST /api/client/pre-session-summary/draft': { response: summaryDraftSchema },
  'GET /api/client/pre-session-summaries': { response: sharedSummaryListSchema },
  'POST /api/client/pre-session-summaries': { body: shareSummarySchema, response: sharedSummarySchema },
  'DELETE /api/client/pre-session-summaries/{summaryId}': { response: summaryWithdrawnSchema },
  'GET /api/therapist/clients/{clientId}/summaries': { response: sharedSummaryListSchema },
  'GET /api/therapist/weekly-digest': { response: weeklyDigestSettingsSchema },
  'PUT /api/therapist/weekly-digest': {
    body: weeklyDigestSettingsSchema,
    response: weeklyDigestSettingsSchema,
  },
} as const satisfies Partial<Record<RouteKey, RouteContract>>;

export type RouteContracts = typeof routeContracts;
/** A route whose contract is in the table above (a unit test requires every route of the table). */
export type ContractKey = keyof RouteContracts;
