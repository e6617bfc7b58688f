/**
 * The offline pre-session summary: extractive, from the client's own sentences and the guide's
 * theme lexicon (functions/core/guides/theme-lexicon.ts). Nothing is invented: each part is a
 * sentence the client wrote, under the theme or section it belongs to. Hard moments (graded note
 * or above) come last, marked, for the client to keep or leave out.
 */
import { themeDefinition } from '#functions/core/guides/theme-lexicon.ts';
import type { SummarySection } from '#shared/api/schemas/pre-session-summary.ts';
import { type ClientSentence, isHardMoment } from './client-sentences';

export interface ComposedPart {
  section: SummarySection;
  text: string;
  hardMoment: boolean;
}

export const EXTRACTIVE_LIMITS = {
  /** Themes named, strongest first (beyond the first 3, only those of 2 conversations or more). */
  themes: 5,
  /** Sentences under "What I tried" and under "What I want to bring". */
  perSection: 4,
  /** Hard moments offered to the client (the most recent). */
  hardMoments: 3,
} as const;

/** What a client tried: "I tried", "I started", "I went for a walk", "breathing helped" ... */
const TRIED =
  /\b(i (?:have |had |'ve )?(?:tried|started|began|practi[sc]ed|went|used|wrote|made|took|called|talked|told|kept|did|set|turned|stopped|said no)\b|i've been (?:trying|doing|using|going)|(?:it|that|this|walking|breathing|writing|journaling) (?:helped|worked))/i;
/** What a client wants to bring: wishes, questions, "next session", "talk about" ... */
const BRING =
  /\b(i (?:want|would like|'d like|need|wish|hope) to|i'm not sure (?:how|why|what|whether)|i don't know (?:how|why|what|whether)|talk about|bring (?:this |it )?up|next session|ask (?:her|him|them|my therapist)|i keep wondering|how (?:do|can) i)\b/i;

const byNewest = (a: ClientSentence, b: ClientSentence) => b.createdAt.localeCompare(a.createdAt);

/** How many conversations each theme came up in, strongest first (ties: lexicon order). */
export function themeCounts(
  sentences: readonly ClientSentence[],
): { label: string; conversations: number }[] {
  const seen = new Map<string, Set<string>>();
  for (const sentence of sentences) {
    if (sentence.hardMoment) continue;
    for (const label of sentence.themes) {
      const conversations = seen.get(label) ?? new Set<string>();
      conversations.add(sentence.conversationId);
      seen.set(label, conversations);
    }
  }
  return [...seen.entries()]
    .map(([label, conversations]) => ({ label, conversations: conversations.size }))
    .sort((a, b) => b.conversations - a.conversations);
}

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

function themePart(label: string, conversations: number, example: ClientSentence | undefined): string {
  const times = conversations === 1 ? 'in 1 conversation' : `in ${conversations} conversations`;
  const name = capitalised(themeDefinition(label)?.label ?? label);
  return example ? `${name} (${times}): “${example.text}”` : `${name} (${times}).`;
}

/** The offline summary's parts: themes, what was tried, what to bring, then hard moments. */
export function composeExtractiveSummary(sentences: readonly ClientSentence[]): ComposedPart[] {
  const ordinary = sentences.filter((sentence) => !sentence.hardMoment).sort(byNewest);
  const used = new Set<string>();
  const take = (sentence: ClientSentence | undefined) => {
    if (sentence) used.add(sentence.text.toLowerCase());
    return sentence;
  };
  const unused = (sentence: ClientSentence) => !used.has(sentence.text.toLowerCase());

  // A theme's part quotes its most recent sentence whose part, read whole, the screen grades none.
  const parts: ComposedPart[] = themeCounts(sentences)
    .filter((theme, rank) => rank < 3 || theme.conversations >= 2)
    .slice(0, EXTRACTIVE_LIMITS.themes)
    .map(({ label, conversations }) => {
      const fits = (sentence: ClientSentence) =>
        sentence.themes.includes(label) &&
        unused(sentence) &&
        !isHardMoment(themePart(label, conversations, sentence));
      // Sentences of what they tried or want to bring are kept for those sections: a theme found
      // only in those is named without a quote.
      const example = ordinary.find(
        (sentence) => fits(sentence) && !TRIED.test(sentence.text) && !BRING.test(sentence.text),
      );
      take(example);
      return {
        section: 'themes' as const,
        text: themePart(label, conversations, example),
        hardMoment: false,
      };
    });

  for (const [section, pattern] of [
    ['tried', TRIED],
    ['bring', BRING],
  ] as const) {
    const picked = ordinary
      .filter((sentence) => pattern.test(sentence.text) && unused(sentence))
      .slice(0, EXTRACTIVE_LIMITS.perSection);
    for (const sentence of picked) {
      take(sentence);
      parts.push({ section, text: sentence.text, hardMoment: false });
    }
  }

  const hard = sentences.filter((sentence) => sentence.hardMoment).sort(byNewest);
  const hardSeen = new Set<string>();
  for (const sentence of hard) {
    if (hardSeen.size >= EXTRACTIVE_LIMITS.hardMoments) break;
    if (hardSeen.has(sentence.text.toLowerCase())) continue;
    hardSeen.add(sentence.text.toLowerCase());
    parts.push({ section: 'bring', text: sentence.text, hardMoment: true });
  }
  return parts;
}
