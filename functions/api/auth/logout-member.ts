import { logoutEndpoint } from '#functions/http/account-endpoints.ts';

/** Ends the member's server-side session (so the token stops working everywhere) and clears its cookie. */
export const handler = logoutEndpoint('POST /api/auth/logout', 'member');
