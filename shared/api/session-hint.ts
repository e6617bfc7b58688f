/**
 * A readable "someone is signed in here" cookie per kind of account, set and cleared by the server
 * with the session cookie itself (which is httpOnly, so no script can see it). It holds no secret
 * and grants nothing: the browser reads it only to decide whether asking who is signed in is worth
 * a request. Without it, the app shows the visitor's view at once and asks the server nothing; with
 * it, the server still decides (an ended session answers 401, and the hint is forgotten).
 * Like the session cookie, it carries the `__Host-` prefix wherever the cookie is Secure.
 */
export const sessionHintCookieBaseNames = {
  member: 'mw_member_signed_in',
  therapist: 'mw_therapist_signed_in',
  client: 'mw_client_signed_in',
} as const;

export type SessionHintKind = keyof typeof sessionHintCookieBaseNames;

/** The hint's value while the session lasts. */
export const SESSION_HINT_VALUE = '1';
