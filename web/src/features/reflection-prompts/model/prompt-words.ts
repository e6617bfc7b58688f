import type { OccurrenceStatus } from '#shared/domain/reflection-schedule.ts';

/** How statuses read on the dashboard and in the portal. */
export const statusLabels: Record<OccurrenceStatus, string> = {
  done: 'Done',
  skipped: 'Skipped',
  missed: 'Missed',
  open: 'Waiting',
  upcoming: 'Upcoming',
};

export const statusPalettes: Record<OccurrenceStatus, string> = {
  done: 'green',
  skipped: 'gray',
  missed: 'orange',
  open: 'blue',
  upcoming: 'gray',
};

/** "This week from Dr. Hart", "Today from …", "From …": how long the occurrence stays open. */
export function cardLead(frequency: 'once' | 'daily' | 'weekly' | 'days', from: string): string {
  if (frequency === 'weekly') return `This week from ${from}`;
  if (frequency === 'daily' || frequency === 'days') return `Today from ${from}`;
  return `From ${from}`;
}

export function shortDate(date: string): string {
  // A calendar day (`yyyy-mm-dd`) read as that day, whatever the browser's zone.
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
