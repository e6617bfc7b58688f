/**
 * Life-area themes the offline memory recognises. Keywords go through the same `stem` as the
 * member's words, so 'worried', 'worries' and 'worrying' all match 'worry'. Phrases of several words
 * match as a whole. Labels are plain, non-clinical words: they are shown to the member.
 */
import { compileKeywords, type KeywordMatcher, keywordPositions, messageStems } from './text';

export interface ThemeDefinition {
  /** Shown to the member and stored in memory. */
  label: string;
  /** How the guide names it in a sentence: "You've mentioned {phrase} several times". */
  phrase: string;
  keywords: readonly string[];
}

/** 'a, b c, d' -> ['a', 'b c', 'd'] */
function keywordList(commaSeparated: string): string[] {
  return commaSeparated
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

export const themeLexicon: readonly ThemeDefinition[] = [
  {
    label: 'work',
    phrase: 'work',
    keywords: keywordList(
      'work, job, boss, career, office, colleague, coworker, co-worker, manager, deadline, meetings, team meeting, work meeting, promotion, fired, layoff, laid off, workplace, shift, project, team lead, employer, interview, salary review, overtime',
    ),
  },
  {
    label: 'family',
    phrase: 'your family',
    keywords: keywordList(
      'family, mum, mom, mother, dad, father, parent, sister, brother, sibling, son, daughter, grandma, grandmother, grandpa, grandfather, aunt, uncle, cousin, in-laws, stepmother, stepfather, stepmom, stepdad',
    ),
  },
  {
    label: 'relationships',
    phrase: 'your relationships',
    keywords: keywordList(
      'relationship, partner, boyfriend, girlfriend, husband, wife, spouse, dating, marriage, married, breakup, break up, broke up, divorce, my ex, romantic, crush, fiance, fiancee',
    ),
  },
  {
    label: 'self-worth',
    phrase: 'how you see your own worth',
    keywords: keywordList(
      'worthless, not good enough, failure, confidence, self-esteem, self esteem, insecure, inadequate, imposter, impostor, useless, deserve, compare myself, comparing myself, hate myself, self-worth, stupid, ugly',
    ),
  },
  {
    label: 'anxiety',
    phrase: 'worry',
    keywords: keywordList(
      'anxious, anxiety, worry, nervous, panic, overthink, overthinking, dread, fear, afraid, scared, on edge, restless, what if',
    ),
  },
  {
    label: 'stress',
    phrase: 'stress',
    keywords: keywordList(
      'stress, stressed, stressful, pressure, overwhelmed, overwhelm, burnout, burned out, burnt out, busy, swamped',
    ),
  },
  {
    label: 'grief',
    phrase: 'grief',
    keywords: keywordList(
      'grief, grieve, grieving, loss, passed away, died, death, funeral, mourning, mourn, miss her, miss him, miss them, bereavement',
    ),
  },
  {
    label: 'sleep',
    phrase: 'sleep',
    keywords: keywordList('sleep, insomnia, awake at night, nightmare, tired, exhausted, nap, bedtime'),
  },
  {
    label: 'health',
    phrase: 'your health',
    keywords: keywordList(
      'health, feel sick, feeling sick, been sick, got sick, ill, illness, pain, doctor, hospital, diet, exercise, injury',
    ),
  },
  {
    label: 'money',
    phrase: 'money',
    keywords: keywordList(
      "money, debt, rent, bills, salary, afford, i'm broke, am broke, savings, financial, finances, loan, mortgage, expensive, paycheck",
    ),
  },
  {
    label: 'friendship',
    phrase: 'your friendships',
    keywords: keywordList('friend, friendship, bestie, best friend, buddy, mates, social, party'),
  },
  {
    label: 'creativity',
    phrase: 'your creativity',
    keywords: keywordList(
      'creative, creativity, art, artist, writing, paint, painting, music, song, draw, drawing, design, poem, poetry, novel',
    ),
  },
  {
    label: 'purpose',
    phrase: 'your sense of purpose',
    keywords: keywordList(
      'purpose, meaning of life, meaningful, meaningless, direction, my calling, a calling, goal, passion, what am i doing, point of it, fulfilled, unfulfilled',
    ),
  },
  {
    label: 'childhood',
    phrase: 'your childhood',
    keywords: keywordList(
      'childhood, growing up, grew up, when i was little, when i was young, when i was a kid, as a child, as a kid, little me, younger self, school days',
    ),
  },
  {
    label: 'anger',
    phrase: 'anger',
    keywords: keywordList(
      'angry, anger, mad, furious, rage, irritated, annoyed, resent, resentment, frustrated, frustration, snapped, yelled, shouted',
    ),
  },
  {
    label: 'loneliness',
    phrase: 'feeling alone',
    keywords: keywordList(
      'lonely, loneliness, alone, isolated, isolation, left out, disconnected, invisible, unseen, no one, nobody',
    ),
  },
  {
    label: 'change',
    phrase: 'change',
    keywords: keywordList(
      'change, changing, moving, move out, new job, transition, starting over, start over, decision, uncertain, crossroads',
    ),
  },
  {
    label: 'boundaries',
    phrase: 'boundaries',
    keywords: keywordList(
      'boundary, boundaries, say no, saying no, people pleasing, people-pleasing, people pleaser, taken advantage, overcommit',
    ),
  },
  {
    label: 'spirituality',
    phrase: 'your spiritual life',
    keywords: keywordList(
      'spiritual, spirituality, soul, universe, faith, meditation, meditate, prayer, pray, consciousness, awakening, presence, mindful, mindfulness',
    ),
  },
];

let compiledThemes: ReadonlyArray<{ definition: ThemeDefinition; matcher: KeywordMatcher }> | undefined;

/** The lexicon compiled to stems, on first use (not at a Lambda's start-up), then kept. */
function themeMatchers(): ReadonlyArray<{ definition: ThemeDefinition; matcher: KeywordMatcher }> {
  compiledThemes ??= themeLexicon.map((definition) => ({
    definition,
    matcher: compileKeywords(definition.keywords),
  }));
  return compiledThemes;
}

/** Themes in `text`, each at most once, in lexicon order. */
export function detectThemes(text: string): ThemeDefinition[] {
  const stemsOfText = messageStems(text);
  if (stemsOfText.length === 0) return [];
  return themeMatchers()
    .filter(({ matcher }) => keywordPositions(stemsOfText, matcher).length > 0)
    .map(({ definition }) => definition);
}

/** The lexicon entry for a stored label, if it is one of ours (model-added labels are not). */
export function themeDefinition(label: string): ThemeDefinition | undefined {
  return themeLexicon.find((definition) => definition.label === label);
}

/** How to name a theme in a sentence. */
export function themePhrase(label: string): string {
  return themeDefinition(label)?.phrase ?? label;
}
