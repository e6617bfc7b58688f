/** The therapist landing's tab title (its screen name; see lib/document-title.ts). */
export const THERAPIST_LANDING_TITLE = 'Mirrorwell for therapists';
