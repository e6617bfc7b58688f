export {
  AI_DISCLOSURE,
  AI_DISCLOSURE_AFTER_ABSENCE_MS,
  AI_DISCLOSURE_INTERVAL_MS,
  type AiDisclosureTiming,
  type Instant,
  needsAiDisclosure,
} from './ai-disclosure';
export { asksWhetherHuman, claimsToBeHumanOrClinician } from './ai-identity';
export {
  CRISIS_RESOURCES,
  type CrisisAudience,
  type CrisisReplyInput,
  checkInQuestion,
  crisisReply,
  sanitizeTherapistText,
  THERAPIST_INSTRUCTIONS_MAX_LENGTH,
} from './crisis-response';
export { riskReasons } from './risk-reasons';
export { findRiskWords, holdsRiskWords, type RiskWordGroup, riskWordGroups } from './risk-words';
export { AI_IDENTITY_RULE, POSSIBLE_RISK_NOTE, SAFETY_POLICY, safetyPolicyFor } from './safety-policy';
export {
  CONTEXT_MESSAGES,
  type ConversationScreenInput,
  type EarlierTurn,
  messageBeforeDeclinedCheckIn,
  screenConversation,
} from './screen-conversation';
export { screenMessage } from './screen-message';
export {
  needsSecondReading,
  type RiskCheckModel,
  readAgainWithModel,
  SECOND_READING_DEADLINE_MS,
} from './second-reader';
export {
  compareRiskLevels,
  gradeOf,
  maxRiskLevel,
  type RiskCategory,
  type RiskLevel,
  riskCategories,
  riskLevels,
  type SafetyGrade,
  type SafetyScreen,
  safetyGrades,
} from './types';
