import type {
  ConversationTitle,
  MemberMessage,
} from '#functions/core/db/repositories/insights-repository.ts';
import { MEMORY_LIMITS } from '#functions/core/guides/memory.ts';
import { cleanMemoryNote } from '#functions/core/guides/memory-notes.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import { holdsRiskWords } from '#functions/core/safety/risk-words.ts';
import type { GuideThemes, MessageLink } from '#shared/api/schemas/insights.ts';
import { getMode, modes } from '#shared/domain/modes.ts';
import { type Tier, tierIncludes } from '#shared/domain/tiers.ts';

/** Source links shown per theme: the most recent ones. */
export const SOURCES_PER_THEME = 5;

/** A theme label as shown: cleaned like every memory note, and never one holding words no guide repeats. */
function shownLabel(label: string): string {
  const clean = cleanMemoryNote(label, MEMORY_LIMITS.themeLabelChars);
  return clean && !holdsRiskWords(clean) ? clean : '';
}

/** The guides worth showing: those the plan opens, and any other that remembers something. */
function shownMemories(memories: readonly GuideMemory[], tier: Tier) {
  return modes
    .map((mode) => ({
      mode,
      open: tierIncludes(tier, mode.requiredTier),
      memory: memories.find((memory) => memory.modeId === mode.id),
    }))
    .filter(({ open, memory }) => open || (memory?.themes.length ?? 0) > 0);
}

/**
 * The member messages the shown themes point to and that are still in the window, newest first
 * per theme: their conversations are the only ones whose titles need reading.
 */
export function sourceMessagesOfThemes(
  memories: readonly GuideMemory[],
  tier: Tier,
  messagesById: ReadonlyMap<string, MemberMessage>,
): MemberMessage[] {
  return shownMemories(memories, tier).flatMap(({ memory }) =>
    (memory?.themes ?? []).flatMap((theme) =>
      [...theme.messageIds]
        .reverse()
        .map((id) => messagesById.get(id))
        .filter((message): message is MemberMessage => Boolean(message))
        .slice(0, SOURCES_PER_THEME),
    ),
  );
}

/**
 * A link names the conversation and the date, never the message's text. A title is the start of
 * the conversation's first message, so a title holding risk words is replaced by the guide's name.
 */
export function messageLink(message: MemberMessage, conversation: ConversationTitle): MessageLink {
  const title = conversation.title.trim();
  return {
    conversationId: message.conversationId,
    messageId: message.id,
    conversationTitle:
      title && !holdsRiskWords(title) ? title : `${getMode(conversation.modeId).name} conversation`,
    sentAt: message.createdAt,
  };
}

/**
 * Per guide, the themes it noticed (its memory: counted by the shared theme lexicon, refined by a
 * model when one is configured), strongest first, each with links to the messages it came from.
 */
export function guideThemes(
  memories: readonly GuideMemory[],
  tier: Tier,
  messagesById: ReadonlyMap<string, MemberMessage>,
  titles: ReadonlyMap<string, ConversationTitle>,
): GuideThemes[] {
  return shownMemories(memories, tier).map(({ mode, open, memory }) => ({
    modeId: mode.id,
    name: mode.name,
    open,
    exchanges: memory?.exchanges ?? 0,
    themes: (memory?.themes ?? []).flatMap((theme) => {
      const label = shownLabel(theme.label);
      if (!label) return [];
      const sources = [...theme.messageIds]
        .reverse()
        .flatMap((id) => {
          const message = messagesById.get(id);
          const conversation = message && titles.get(message.conversationId);
          return message && conversation ? [messageLink(message, conversation)] : [];
        })
        .slice(0, SOURCES_PER_THEME);
      return [{ label, count: theme.count, lastSeenAt: theme.lastSeenAt, sources }];
    }),
  }));
}

/** The patterns each guide has noted, cleaned as the prompt cleans them. */
export function guidePatterns(memories: readonly GuideMemory[]) {
  return modes.flatMap((mode) => {
    const memory = memories.find((candidate) => candidate.modeId === mode.id);
    const patterns = (memory?.patterns ?? [])
      .map((pattern) => cleanMemoryNote(pattern, MEMORY_LIMITS.patternChars))
      .filter((pattern) => pattern && !holdsRiskWords(pattern));
    return patterns.length > 0 ? [{ modeId: mode.id, name: mode.name, patterns }] : [];
  });
}
