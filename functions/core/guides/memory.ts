/**
 * Each guide's memory of a member: themes with counts and the messages they came from, recurring
 * patterns and a short journey summary. `updateMemoryOffline` is deterministic and needs no model;
 * `summariseMemoryWithModel` (memory-model.ts) can refine patterns and summary when a model is set.
 */
import { getMode, type ModeId } from '#shared/domain/modes.ts';
import { cleanMemoryNote } from './memory-notes';
import { toSingleLine, truncateChars } from './text';
import { detectThemes } from './theme-lexicon';
import type { GuideMemory, MemoryTheme } from './types';

export const MEMORY_LIMITS = {
  themes: 12,
  messageIdsPerTheme: 20,
  patterns: 6,
  summaryChars: 600,
  themeLabelChars: 40,
  patternChars: 120,
  /** A theme seen this many times becomes a pattern. */
  recurringThemeCount: 3,
  /** Two themes that share this many messages become a pattern. */
  linkedThemeMessages: 2,
} as const;

export interface MemoryUpdate {
  modeId: ModeId;
  userMessage: string;
  userMessageId: string;
  /** ISO 8601; defaults to the current time. */
  now?: string;
}

export function emptyMemory(modeId: ModeId, now: string = new Date().toISOString()): GuideMemory {
  return { modeId, themes: [], patterns: [], summary: '', exchanges: 0, updatedAt: now };
}

/** Takes one member message into this mode's memory. Never mutates `memory`. */
export function updateMemoryOffline(memory: GuideMemory | null, update: MemoryUpdate): GuideMemory {
  const { modeId, userMessage, userMessageId } = update;
  const now = update.now ?? new Date().toISOString();
  if (memory && memory.modeId !== modeId) {
    throw new Error(`This memory belongs to the ${memory.modeId} guide, not ${modeId}.`);
  }
  const base = memory ?? emptyMemory(modeId, now);
  const themes = base.themes.map((theme) => ({ ...theme, messageIds: [...theme.messageIds] }));
  const touched = new Set<string>();

  for (const definition of detectThemes(userMessage)) {
    touched.add(definition.label);
    const existing = themes.find((theme) => theme.label === definition.label);
    if (!existing) {
      themes.push({ label: definition.label, count: 1, messageIds: [userMessageId], lastSeenAt: now });
    } else if (!existing.messageIds.includes(userMessageId)) {
      existing.count += 1;
      existing.messageIds = [...existing.messageIds, userMessageId].slice(-MEMORY_LIMITS.messageIdsPerTheme);
      existing.lastSeenAt = now;
    }
  }

  const keptThemes = capThemes(themes, touched);
  const exchanges = base.exchanges + 1;
  return {
    modeId,
    themes: keptThemes,
    patterns: mergePatterns(derivePatterns(keptThemes), base.patterns),
    summary: buildSummary(modeId, keptThemes, exchanges, touched),
    exchanges,
    updatedAt: now,
  };
}

/** Strongest first: by count, then most recently seen, then label. */
export function compareThemes(a: MemoryTheme, b: MemoryTheme): number {
  return b.count - a.count || b.lastSeenAt.localeCompare(a.lastSeenAt) || a.label.localeCompare(b.label);
}

/** Keeps the strongest themes; themes touched by the current message are never the ones dropped. */
export function capThemes(
  themes: MemoryTheme[],
  protectedLabels: ReadonlySet<string> = new Set(),
): MemoryTheme[] {
  const sorted = [...themes].sort(compareThemes);
  if (sorted.length <= MEMORY_LIMITS.themes) return sorted;
  const protectedThemes = sorted.filter((theme) => protectedLabels.has(theme.label));
  const others = sorted.filter((theme) => !protectedLabels.has(theme.label));
  const room = Math.max(0, MEMORY_LIMITS.themes - protectedThemes.length);
  return [...protectedThemes.slice(0, MEMORY_LIMITS.themes), ...others.slice(0, room)].sort(compareThemes);
}

/** Patterns that follow from the counts: themes that return often, and themes that come up together. */
export function derivePatterns(themes: readonly MemoryTheme[]): string[] {
  const patterns: string[] = [];
  for (const theme of [...themes].sort(compareThemes)) {
    if (theme.count >= MEMORY_LIMITS.recurringThemeCount) patterns.push(`Returns often to ${theme.label}`);
  }
  for (const [a, b] of linkedThemePairs(themes)) patterns.push(`Often links ${a} and ${b}`);
  return patterns.slice(0, MEMORY_LIMITS.patterns);
}

/** Pairs of theme labels that share several messages, strongest first. */
function linkedThemePairs(themes: readonly MemoryTheme[]): Array<[string, string]> {
  const pairs: Array<{ labels: [string, string]; shared: number }> = [];
  const sorted = [...themes].sort(compareThemes);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const first = sorted[i]!;
      const second = sorted[j]!;
      const ids = new Set(first.messageIds);
      const shared = second.messageIds.filter((id) => ids.has(id)).length;
      if (shared >= MEMORY_LIMITS.linkedThemeMessages)
        pairs.push({ labels: [first.label, second.label], shared });
    }
  }
  return pairs.sort((x, y) => y.shared - x.shared).map((pair) => pair.labels);
}

/** New patterns first, then earlier ones (which may have come from a model), without duplicates, capped. */
export function mergePatterns(fresh: readonly string[], earlier: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const pattern of [...fresh, ...earlier]) {
    const clean = truncateChars(toSingleLine(pattern), MEMORY_LIMITS.patternChars);
    const key = clean.toLowerCase();
    if (!clean || seen.has(key)) continue;
    seen.add(key);
    merged.push(clean);
  }
  return merged.slice(0, MEMORY_LIMITS.patterns);
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A short, deterministic journey summary built from the strongest themes and the exchange count. */
export function buildSummary(
  modeId: ModeId,
  themes: readonly MemoryTheme[],
  exchanges: number,
  latestLabels: ReadonlySet<string> = new Set(),
): string {
  const modeName = getMode(modeId).name;
  const sentences = [`${capitalise(howManyExchanges(exchanges))} in ${modeName}.`];
  const top = [...themes].sort(compareThemes).slice(0, 4);
  if (top.length > 0) {
    sentences.push(
      `Most present: ${joinList(top.map((theme) => `${theme.label} (${howOften(theme.count)})`))}.`,
    );
  } else {
    sentences.push('No clear themes yet.');
  }
  const linked = linkedThemePairs(themes)[0];
  if (linked) sentences.push(`${capitalise(linked[0])} and ${linked[1]} often come up together.`);
  const latest = top.filter((theme) => latestLabels.has(theme.label)).map((theme) => theme.label);
  if (latest.length > 0) sentences.push(`Latest focus: ${joinList(latest)}.`);
  return truncateChars(sentences.join(' '), MEMORY_LIMITS.summaryChars);
}

/**
 * Counts in words, not digits: what the guide needs is how present a theme is, and words keep the
 * memory notes the same size however long the member's journey gets (the prompt must not grow).
 */
export function howOften(count: number): string {
  if (count <= 1) return 'once';
  if (count === 2) return 'twice';
  if (count <= 5) return 'several times';
  return 'often';
}

function howManyExchanges(exchanges: number): string {
  if (exchanges <= 1) return 'one exchange';
  if (exchanges < 10) return 'a few exchanges';
  return 'many exchanges';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The memory as notes for the prompt, which quotes them as data (build-prompt.ts). Parts of it may
 * have come from a model, so every note is cleaned again here (memory-notes.ts), also those kept
 * before cleaning existed. Empty when there is nothing yet.
 */
export function memoryForPrompt(memory: GuideMemory | null): string {
  if (!memory || (memory.exchanges === 0 && memory.themes.length === 0 && !memory.summary)) return '';
  const lines = [`Notes from ${howManyExchanges(memory.exchanges)} with this guide:`];
  const themes = memory.themes
    .slice(0, MEMORY_LIMITS.themes)
    .map((theme) => ({
      label: cleanMemoryNote(theme.label, MEMORY_LIMITS.themeLabelChars),
      count: theme.count,
    }))
    .filter((theme) => theme.label)
    .map((theme) => `${theme.label} (${howOften(theme.count)})`);
  if (themes.length > 0) lines.push(`- Themes: ${themes.join(', ')}`);
  const patterns = memory.patterns
    .slice(0, MEMORY_LIMITS.patterns)
    .map((pattern) => cleanMemoryNote(pattern, MEMORY_LIMITS.patternChars))
    .filter(Boolean);
  if (patterns.length > 0) lines.push(`- Patterns: ${patterns.join('; ')}`);
  const summary = cleanMemoryNote(memory.summary, MEMORY_LIMITS.summaryChars);
  if (summary) lines.push(`- Summary: ${summary}`);
  return lines.join('\n');
}
