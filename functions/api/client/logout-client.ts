import { logoutEndpoint } from '#functions/http/account-endpoints.ts';

/** Ends the client's server-side session and clears its cookie. */
export const handler = logoutEndpoint('POST /api/client/logout', 'client');
