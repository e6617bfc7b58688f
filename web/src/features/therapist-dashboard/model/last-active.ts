const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a client was last active, as the Clients tab says it: 'No sessions yet', '1 day ago',
 * '{n} days ago' under 7 days, '{n} weeks ago' under 30 days, otherwise the date. A session earlier
 * today reads 'Today'.
 */
export function lastActiveText(lastSessionDate: string | null, now: Date = new Date()): string {
  if (!lastSessionDate) return 'No sessions yet';
  const then = new Date(lastSessionDate);
  const days = Math.floor((now.getTime() - then.getTime()) / DAY_MS);
  if (days < 1) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return then.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A person's initials, for the avatar. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}
