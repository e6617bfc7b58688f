/**
 * The guides: personas, the prompt budget, each mode's memory, the offline guide and the
 * OpenAI-compatible engine. No HTTP and no storage here; the safety policy is passed in.
 */

export {
  type BuildPromptInput,
  type BuiltPrompt,
  buildPrompt,
  DEFAULT_PROMPT_BUDGET_TOKENS,
  estimateMessageTokens,
  estimateTokens,
  truncateToTokens,
} from './build-prompt';
export { completeReply, createGuideEngine, type GuideEngineConfig } from './engine';
export {
  GUIDE_UNAVAILABLE_MESSAGES,
  type GuideFailureKind,
  GuideUnavailableError,
  isGuideUnavailableError,
} from './errors';
export {
  emptyMemory,
  MEMORY_LIMITS,
  type MemoryUpdate,
  memoryForPrompt,
  updateMemoryOffline,
} from './memory';
export {
  MEMORY_SUMMARY_DEFAULTS,
  type SummariseMemoryOptions,
  summariseMemoryWithModel,
} from './memory-model';
export {
  composeOfflineReply,
  createOfflineGuide,
  OFFLINE_GUIDE_LABEL,
  type OfflineGuideOptions,
  type OfflineReplyInput,
} from './offline-guide';
export { createOpenAiGuide, type OpenAiGuideConfig } from './openai-guide';
export { OPENAI_GUIDE_DEFAULTS } from './openai-guide-defaults';
export { guidePersonas, personaFor } from './personas';
export { themeLexicon } from './theme-lexicon';
export type {
  ChatTurn,
  GuideCompletionRequest,
  GuideEngine,
  GuideMemory,
  GuideReplyRequest,
  MemoryTheme,
  PromptMessage,
} from './types';
