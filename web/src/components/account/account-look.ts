/**
 * The two looks of the account screens: the app's own pages (members, therapists) and a practice's
 * portal (its clients), whose links take the practice's text colour and whose buttons its brand.
 */
export type AccountLook = 'app' | 'portal';

export const linkColor: Record<AccountLook, string> = { app: 'brand.fg', portal: 'fg' };

/** The submit button's colour: the portal names the practice's brand palette. */
export const submitPalette: Record<AccountLook, string | undefined> = { app: undefined, portal: 'brand' };
