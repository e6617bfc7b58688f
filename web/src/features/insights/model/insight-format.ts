import type { MessageLink, ThemeTrend } from '#shared/api/schemas/insights.ts';
import { paths } from '#web/app/paths.ts';

/** Opens the conversation in the member chat, scrolled to the message and highlighted. */
export function messageHref(link: Pick<MessageLink, 'conversationId' | 'messageId'>): string {
  const query = new URLSearchParams({ conversation: link.conversationId, message: link.messageId });
  return `${paths.chat}?${query.toString()}`;
}

/** A date as the member reads it, in their own time zone: '26 Nov 2026'. */
export function formatDay(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A date and time, so links to two messages of one conversation can be told apart: '26 Nov 2026, 18:48'. */
export function formatMoment(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A week's Monday as a short axis label: '23 Nov'. */
export function formatWeekStart(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const directionWords: Record<ThemeTrend['direction'], string> = {
  new: 'new in the last 4 weeks',
  rising: 'more often lately',
  steady: 'steadily',
  easing: 'less often lately',
};

/** 'Work came up in 5 of the last 12 weeks, more often lately' */
export function trendSentence(trend: ThemeTrend, weeks: number): string {
  return `${capitalise(trend.label)} came up in ${trend.weeksPresent} of the last ${weeks} weeks, ${directionWords[trend.direction]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
