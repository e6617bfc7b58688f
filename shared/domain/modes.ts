import type { Tier } from './tiers';

/** The four guides. System prompts are server-only (functions/core/guides). */
export const modeIds = ['mirror', 'shadow', 'innerchild', 'awakening'] as const;
export type ModeId = (typeof modeIds)[number];

export interface Mode {
  id: ModeId;
  name: string;
  description: string;
  requiredTier: Tier;
  /** Typed at the start of a message to switch to this guide inside a conversation. */
  slashCommand: string;
}

export const modes: readonly Mode[] = [
  {
    id: 'mirror',
    name: 'Mirror Mode',
    description: 'Objective self-reflection: see your own words clearly and notice the patterns in them.',
    requiredTier: 'freemium',
    slashCommand: '/mirror',
  },
  {
    id: 'shadow',
    name: 'Shadow Mode',
    description:
      'Explore unconscious patterns: the reactions, habits and hidden beliefs beneath the surface.',
    requiredTier: 'standard',
    slashCommand: '/shadowmode',
  },
  {
    id: 'innerchild',
    name: 'Inner Child Mode',
    description: 'Healing and nurturing: meet your younger self with patience, warmth and care.',
    requiredTier: 'pro',
    slashCommand: '/innerchild',
  },
  {
    id: 'awakening',
    name: 'Awakening Mode',
    description: 'Spiritual growth: widen your awareness, meaning and sense of connection.',
    requiredTier: 'pro',
    slashCommand: '/awakeningmode',
  },
];

export const DEFAULT_MODE: ModeId = 'mirror';

export function isModeId(value: unknown): value is ModeId {
  return typeof value === 'string' && (modeIds as readonly string[]).includes(value);
}

export function getMode(id: ModeId): Mode {
  return modes.find((mode) => mode.id === id) as Mode;
}
