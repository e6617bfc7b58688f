import type { ModeId } from './modes';

/** A life area the member keeps returning to (work, family, sleep ...), counted once per message. */
export interface MemoryTheme {
  label: string;
  /** How many member messages touched this theme. */
  count: number;
  /** Ids of the member messages it came from, most recent last (capped). */
  messageIds: string[];
  /** ISO 8601 time of the latest message that touched it. */
  lastSeenAt: string;
}

/** What one guide remembers about one member. Each mode keeps its own. */
export interface GuideMemory {
  modeId: ModeId;
  /** Strongest first (capped). */
  themes: MemoryTheme[];
  /** Short observations such as 'Returns often to work' (capped). */
  patterns: string[];
  /** A short journey summary. */
  summary: string;
  /** Member messages this guide has taken in. */
  exchanges: number;
  /** ISO 8601; empty when the guide has heard nothing yet. */
  updatedAt: string;
}
