import { readFileSync } from 'node:fs';
import { readPhraseSet } from '#functions/core/safety/phrase-sets/phrase-set.ts';
import { screenMessage } from '#functions/core/safety/screen-message.ts';
import type { SafetyGrade, SafetyScreen } from '#functions/core/safety/types.ts';

/**
 * The held-out sets, in one shape: phrase set C and sets D and E (written blind, with grades, styles
 * and conversations), set J: ordinary reflective messages, none risky, as members write them, and
 * set K: ordinary conversations, every member message read with the conversation before it; sets S
 * and T, the same two kinds written blind again for the graded screen with its note. Nothing
 * was trained or tuned on them; they are only read here, to measure.
 */
export type HeldOutKind = 'suicide' | 'self-harm' | 'harm-to-others';

export interface HeldOutItem {
  id: string;
  text: string;
  risk: HeldOutKind | 'none';
  /** What the writer judged the message needs. */
  grade: SafetyGrade;
  style: string;
  context?: { role: 'user' | 'assistant'; text: string }[];
}

export interface HeldOutSet {
  id: 'C' | 'D' | 'E' | 'J' | 'K' | 'S' | 'T';
  description: string;
  items: HeldOutItem[];
}

const kindOf = { suicide: 'suicide', self_harm: 'self-harm', harm_to_others: 'harm-to-others' } as const;

function readHeldOutFile(name: 'set-d' | 'set-e' | 'set-j' | 'set-k' | 'set-s' | 'set-t'): HeldOutItem[] {
  const url = new URL(`../../functions/core/safety/held-out/${name}.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { items: HeldOutItem[] }).items;
}

export function readHeldOutSets(): HeldOutSet[] {
  const setC = readPhraseSet('set-c');
  return [
    {
      id: 'C',
      description: 'held-out phrase set C (single messages)',
      items: [
        ...setC.risky.map((phrase, index) => ({
          id: `c-risky-${index}`,
          text: phrase.text,
          risk: kindOf[phrase.category],
          grade: 'crisis' as const,
          style: phrase.aboutSomeoneElse ? 'third-party' : 'single message',
        })),
        ...setC.benign.map((text, index) => ({
          id: `c-benign-${index}`,
          text,
          risk: 'none' as const,
          grade: 'none' as const,
          style: 'benign',
        })),
      ],
    },
    { id: 'D', description: 'held-out set D (messages and conversations)', items: readHeldOutFile('set-d') },
    { id: 'E', description: 'held-out set E (messages and conversations)', items: readHeldOutFile('set-e') },
    {
      id: 'J',
      description: 'held-out set J (ordinary reflective messages, none risky)',
      items: readHeldOutFile('set-j'),
    },
    {
      id: 'K',
      description:
        'held-out set K (ordinary conversations: each member message read with the conversation before it, none risky)',
      items: readHeldOutFile('set-k'),
    },
    {
      id: 'S',
      description: 'held-out set S (633 ordinary reflective messages by three blind writers, none risky)',
      items: readHeldOutFile('set-s'),
    },
    {
      id: 'T',
      description:
        'held-out set T (70 ordinary conversations by a blind writer, every member message read with the conversation before it)',
      items: readHeldOutFile('set-t'),
    },
  ];
}

/** The word rules alone on the message alone: the screen as it was before the graded screen. */
export function screenWithRulesAlone(item: HeldOutItem): SafetyScreen {
  return screenMessage(item.text);
}

export { screenInConversation } from '#infra/safety/replay-conversation.ts';
