import { logoutEndpoint } from '#functions/http/account-endpoints.ts';

/** Ends the therapist's server-side session and clears its cookie. */
export const handler = logoutEndpoint('POST /api/therapist/logout', 'therapist');
