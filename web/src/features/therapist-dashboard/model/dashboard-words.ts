/** How the dashboard writes counts, days and lengths, as a person would read them. */

/** '1 rating', '2 ratings', '0 ratings'. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The spec's badge '{n} Pending Reviews', in the singular for one. */
export function pendingReviewsLabel(count: number): string {
  return countOf(count, 'Pending Review');
}

/** A calendar day `YYYY-MM-DD` as '31 Oct' (the day itself, whatever the viewer's time zone). */
export function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** A calendar day `YYYY-MM-DD` in full, for screen readers and tooltips: 'Saturday, 31 October 2026'. */
export function longDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A session's length: 'under 1 min' for a short one rather than '0 min'. */
export function minutesText(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return 'under 1 min';
  return `${Math.round(minutes)} min`;
}
