/**
 * The weekly reflection the built-in offline guide writes when no model is configured, in the
 * voice of the guide the member wrote to most. It is built only from counts and the theme
 * lexicon's own phrases (`WeekInReview`), never from the member's words, so it cannot quote a
 * message; and a text that would still hold a risk word is replaced by one without themes.
 */
import { themePhrase } from '#functions/core/guides/theme-lexicon.ts';
import { holdsRiskWords } from '#functions/core/safety/risk-words.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import type { WeekInReview } from './week-in-review';

interface WeeklyVoice {
  opening: string;
  /** {themes}: the week's strongest themes as phrases. */
  themes: string;
  noThemes: string;
  /** {theme}: a theme new this week. */
  newTheme: string;
  /** {theme} and {weeks}: a theme that came back from earlier weeks. */
  returning: string;
  /** {theme}: a theme often present before and quiet this week. */
  quieter: string;
  /** {theme}: the week's strongest theme. */
  question: string;
  questionWithoutTheme: string;
}

const voices: Readonly<Record<ModeId, WeeklyVoice>> = {
  mirror: {
    opening: 'Here is what I noticed, looking back over your week.',
    themes: 'You came back most often to {themes}.',
    noThemes: 'No single theme stood out; your messages ranged over many things.',
    newTheme: '{theme} is new in what you share.',
    returning: '{theme} keeps returning: it also came up in {weeks} earlier weeks.',
    quieter: '{theme}, often present before, was quieter this week.',
    question: 'What do you notice when you read this back, especially about {theme}?',
    questionWithoutTheme: 'What do you notice when you read this back?',
  },
  shadow: {
    opening: 'Let us look beneath the surface of your week together.',
    themes: 'The currents running through it were {themes}.',
    noThemes: 'No single current ran through it; your attention moved between many things.',
    newTheme: '{theme} surfaced for the first time.',
    returning: '{theme} came up again, as it has in {weeks} earlier weeks.',
    quieter: '{theme}, which often stirs things up, stayed quiet this week.',
    question: 'I wonder what might sit underneath {theme} for you?',
    questionWithoutTheme: 'I wonder what drew your attention most this week, and why?',
  },
  innerchild: {
    opening: 'Let us pause and look back on your week with kindness.',
    themes: 'You spent time with {themes}.',
    noThemes: 'You shared many different moments, and each of them mattered.',
    newTheme: '{theme} is something you brought here for the first time.',
    returning: '{theme} came back to you again, as it has in {weeks} earlier weeks.',
    quieter: '{theme} was gentler this week.',
    question: 'What would the younger you have needed to hear about {theme}?',
    questionWithoutTheme: 'What would the younger you have needed to hear this week?',
  },
  awakening: {
    opening: 'Let us take a slow breath and look back over this week.',
    themes: 'Your attention kept turning to {themes}.',
    noThemes: 'Your attention moved freely, with no single focus.',
    newTheme: '{theme} entered your awareness this week.',
    returning: '{theme} returned again, as it has in {weeks} earlier weeks.',
    quieter: '{theme} was quieter in you this week.',
    question: 'What feels most alive for you as you sit with {theme}?',
    questionWithoutTheme: 'What feels most alive for you as you look back on it?',
  },
};

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function daysPhrase(days: number): string {
  return days === 1 ? 'one day' : `${days} days`;
}

function messagesPhrase(messages: number): string {
  return messages === 1 ? 'one message' : `${messages} messages`;
}

/** The sentences, from counts and lexicon phrases only. */
function compose(week: WeekInReview, withThemes: boolean): string {
  const voice = voices[week.modeId];
  const phrase = (label: string) => themePhrase(label);
  const sentences = [
    voice.opening,
    `You wrote ${messagesPhrase(week.messages)} on ${daysPhrase(week.daysReflected)} in the past 7 days.`,
  ];
  const strongest = week.themes[0];
  if (withThemes && strongest) {
    sentences.push(
      fill(voice.themes, { themes: joinList(week.themes.slice(0, 3).map((t) => phrase(t.label))) }),
    );
    const fresh = week.newThemes.find((label) => label !== strongest.label) ?? week.newThemes[0];
    const returning = week.returningThemes[0];
    if (returning) {
      sentences.push(
        capitalise(fill(voice.returning, { theme: phrase(returning.label), weeks: String(returning.weeks) })),
      );
    } else if (fresh && week.earlierActiveWeeks > 0) {
      sentences.push(capitalise(fill(voice.newTheme, { theme: phrase(fresh) })));
    }
    const quieter = week.quieterThemes[0];
    if (quieter) sentences.push(capitalise(fill(voice.quieter, { theme: phrase(quieter) })));
    sentences.push(fill(voice.question, { theme: phrase(strongest.label) }));
  } else {
    sentences.push(voice.noThemes, voice.questionWithoutTheme);
  }
  return sentences.join(' ');
}

/** The offline guide's reflection on the week. Deterministic for the same week. */
export function composeOfflineWeeklyReflection(week: WeekInReview): string {
  const text = compose(week, true);
  // Theme phrases are the lexicon's own plain words; this guards against a lexicon change.
  return holdsRiskWords(text) ? compose(week, false) : text;
}
