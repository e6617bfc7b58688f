/** How dates and periods read on the summary screens. */
export const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const sharedOn = (iso: string) =>
  `Shared ${new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })}`;

export const periodOf = (start: string, end: string) => `Covers ${dayOf(start)} to ${dayOf(end)}`;
