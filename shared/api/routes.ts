/**
 * THE route table: every `/api` endpoint, once. The CDK ApiStack and the local runtime are both
 * generated from it. Adding an endpoint is one line here plus one handler file at
 * `functions/api/<handler>.ts` that exports `handler`.
 */

/** Who may call an endpoint. Each kind of account has its own session and is never mixed. */
export type Access = 'public' | 'member' | 'therapist' | 'client';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an endpoint's Lambda may touch. Its IAM grants are derived from this list and nothing
 * else (infra/lib/route-grants.ts), and an infra test holds each function's policy against it.
 */
export type Capability =
  /** Get, batch-get and query items (confirming a session is a read). */
  | 'table:read'
  /** Put, update and delete items. */
  | 'table:write'
  /** Verify session tokens with the public keys. Every non-public route needs it. */
  | 'sessions:verify'
  /** Sign session tokens with the private key: only the endpoints that create sessions. */
  | 'sessions:sign'
  /** Call the model provider (its API key). */
  | 'model'
  /** Send mail (Amazon SES). */
  | 'mail'
  /** Stripe's API and webhook keys. */
  | 'payments'
  /** The origin-verify value, to trust CloudFront's viewer address for per-address limits. */
  | 'caller-address';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway style path, with `{param}` segments. */
  readonly path: string;
  /** Handler module below `functions/api/`, without extension. */
  readonly handler: string;
  readonly access: Access;
  /** Streams its reply (Server-Sent Events) when the caller asks for `text/event-stream`. */
  readonly stream?: boolean;
  /** Lambda timeout; defaults to 10 s. API Gateway's own limit is 29 s for buffered replies. */
  readonly timeoutSeconds?: number;
  /** Everything the endpoint touches; nothing else is granted. */
  readonly uses: readonly Capability[];
  /**
   * Therapist portals ({subdomain}.ROOT_DOMAIN) are other origins than the app: they may send
   * cookie-authenticated changes only to routes marked here (the client endpoints). Default: none.
   */
  readonly portals?: boolean;
}

const SESSION = ['sessions:verify', 'table:read'] as const;
const SESSION_WRITES = [...SESSION, 'table:write'] as const;
const CREATES_SESSIONS = ['table:read', 'table:write', 'sessions:sign', 'caller-address'] as const;

export const routes = [
  { method: 'GET', path: '/api/health', handler: 'health/get-health', access: 'public', uses: [] },
  {
    method: 'POST',
    path: '/api/auth/register',
    handler: 'auth/register-member',
    access: 'public',
    uses: CREATES_SESSIONS,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    handler: 'auth/login-member',
    access: 'public',
    uses: CREATES_SESSIONS,
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    handler: 'auth/logout-member',
    access: 'public',
    uses: ['sessions:verify', 'table:write'],
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    handler: 'auth/request-password-reset',
    access: 'public',
    uses: ['table:read', 'table:write', 'mail', 'caller-address'],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    handler: 'auth/reset-member-password',
    access: 'public',
    uses: ['table:read', 'table:write'],
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    handler: 'auth/get-current-member',
    access: 'member',
    uses: SESSION,
  },
  { method: 'GET', path: '/api/modes', handler: 'modes/list-modes', access: 'public', uses: [] },
  {
    method: 'POST',
    path: '/api/chat',
    handler: 'chat/send-chat-message',
    access: 'member',
    stream: true,
    timeoutSeconds: 60,
    uses: [...SESSION_WRITES, 'model'],
  },
  {
    method: 'GET',
    path: '/api/conversations',
    handler: 'conversations/list-conversations',
    access: 'member',
    uses: SESSION,
  },
  {
    // POST with the words in the body: a query string would carry them into access logs.
    method: 'POST',
    path: '/api/conversations/search',
    handler: 'conversations/search-conversations',
    access: 'member',
    uses: SESSION,
  },
  {
    method: 'GET',
    path: '/api/conversations/{id}/messages',
    handler: 'conversations/list-conversation-messages',
    access: 'member',
    uses: SESSION,
  },
  {
    method: 'PATCH',
    path: '/api/conversations/{id}',
    handler: 'conversations/rename-conversation',
    access: 'member',
    uses: SESSION_WRITES,
  },
  {
    method: 'DELETE',
    path: '/api/conversations/{id}',
    handler: 'conversations/delete-conversation',
    access: 'member',
    uses: SESSION_WRITES,
  },
  {
    method: 'GET',
    path: '/api/memory',
    handler: 'memory/list-guide-memories',
    access: 'member',
    uses: SESSION,
  },
  {
    method: 'DELETE',
    path: '/api/memory/{modeId}',
    handler: 'memory/clear-guide-memory',
    access: 'member',
    uses: SESSION_WRITES,
  },
  { method: 'GET', path: '/api/usage', handler: 'usage/get-usage', access: 'member', uses: SESSION },
  {
    method: 'GET',
    path: '/api/me/export',
    handler: 'account/export-member-data',
    access: 'member',
    timeoutSeconds: 29,
    uses: SESSION,
  },
  {
    method: 'DELETE',
    path: '/api/me',
    handler: 'account/delete-member-account',
    access: 'member',
    timeoutSeconds: 29,
    uses: SESSION_WRITES,
  },
  {
    method: 'POST',
    path: '/api/billing/webhook',
    handler: 'billing/receive-stripe-webhook',
    access: 'public',
    uses: ['table:read', 'table:write', 'payments'],
  },
  {
    method: 'POST',
    path: '/api/coupons/redeem',
    handler: 'coupons/redeem-coupon',
    access: 'member',
    uses: SESSION_WRITES,
  },
  // @section billing-checkout
  // @section insights
  // @section downloads
  // @section enterprise
  // @section guest
  // @section openapi

  // Therapists: their own kind of account (audience `therapist`, its own cookie).
  {
    method: 'POST',
    path: '/api/therapist/register',
    handler: 'therapist/register-therapist',
    access: 'public',
    uses: CREATES_SESSIONS,
  },
  {
    method: 'POST',
    path: '/api/therapist/check-subdomain',
    handler: 'therapist/check-subdomain',
    access: 'public',
    uses: ['table:read', 'table:write', 'caller-address'],
  },
  {
    method: 'POST',
    path: '/api/therapist/login',
    handler: 'therapist/login-therapist',
    access: 'public',
    uses: CREATES_SESSIONS,
  },
  {
    method: 'POST',
    path: '/api/therapist/logout',
    handler: 'therapist/logout-therapist',
    access: 'public',
    uses: ['sessions:verify', 'table:write'],
  },
  {
    method: 'POST',
    path: '/api/therapist/forgot-password',
    handler: 'therapist/request-therapist-password-reset',
    access: 'public',
    uses: ['table:read', 'table:write', 'mail', 'caller-address'],
  },
  {
    method: 'POST',
    path: '/api/therapist/reset-password',
    handler: 'therapist/reset-therapist-password',
    access: 'public',
    uses: ['table:read', 'table:write'],
  },
  {
    method: 'GET',
    path: '/api/therapist/me',
    handler: 'therapist/get-current-therapist',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'GET',
    path: '/api/therapist/onboarding',
    handler: 'therapist/get-onboarding',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'PUT',
    path: '/api/therapist/onboarding',
    handler: 'therapist/save-onboarding-step',
    access: 'therapist',
    uses: SESSION_WRITES,
  },
  {
    method: 'POST',
    path: '/api/therapist/onboarding/complete',
    handler: 'therapist/complete-onboarding',
    access: 'therapist',
    timeoutSeconds: 29,
    uses: [...SESSION_WRITES, 'model'],
  },
  {
    method: 'GET',
    path: '/api/therapist/clients',
    handler: 'therapist/list-clients',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'POST',
    path: '/api/therapist/clients',
    handler: 'therapist/add-client',
    access: 'therapist',
    uses: SESSION_WRITES,
  },
  {
    method: 'PATCH',
    path: '/api/therapist/clients/{clientId}',
    handler: 'therapist/update-client',
    access: 'therapist',
    uses: SESSION_WRITES,
  },
  {
    method: 'POST',
    path: '/api/therapist/clients/{clientId}/invite',
    handler: 'therapist/invite-client',
    access: 'therapist',
    uses: [...SESSION_WRITES, 'mail'],
  },
  {
    method: 'GET',
    path: '/api/therapist/dashboard-stats',
    handler: 'therapist/get-dashboard-stats',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'GET',
    path: '/api/therapist/analytics',
    handler: 'therapist/get-practice-analytics',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'GET',
    path: '/api/therapist/conversations',
    handler: 'therapist/list-conversations',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'GET',
    path: '/api/therapist/conversations/{conversationId}',
    handler: 'therapist/get-conversation-review',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'PATCH',
    path: '/api/therapist/conversations/{conversationId}',
    handler: 'therapist/update-conversation-review',
    access: 'therapist',
    uses: SESSION_WRITES,
  },
  {
    method: 'GET',
    path: '/api/therapist/ai-config',
    handler: 'therapist/get-ai-config',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'PUT',
    path: '/api/therapist/ai-config',
    handler: 'therapist/save-ai-config',
    access: 'therapist',
    // With a model configured, the configuration is tried on a few borderline messages first.
    timeoutSeconds: 29,
    uses: [...SESSION_WRITES, 'model'],
  },
  {
    method: 'POST',
    path: '/api/therapist/test-ai',
    handler: 'therapist/test-ai-config',
    access: 'therapist',
    timeoutSeconds: 29,
    uses: [...SESSION_WRITES, 'model'],
  },
  {
    method: 'GET',
    path: '/api/referral-stats',
    handler: 'referrals/get-referral-stats',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'GET',
    path: '/api/referral-history',
    handler: 'referrals/get-referral-history',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'POST',
    path: '/api/send-referral',
    handler: 'referrals/send-referral',
    access: 'therapist',
    uses: [...SESSION_WRITES, 'mail'],
  },
  {
    method: 'PUT',
    path: '/api/referral-persona',
    handler: 'referrals/save-referral-persona',
    access: 'therapist',
    uses: SESSION_WRITES,
  },
  {
    method: 'GET',
    path: '/api/white-label/therapist/{subdomain}',
    handler: 'white-label/get-practice-profile',
    access: 'public',
    uses: ['table:read'],
  },
  {
    method: 'POST',
    path: '/api/white-label/chat',
    handler: 'white-label/send-visitor-message',
    access: 'public',
    stream: true,
    timeoutSeconds: 60,
    portals: true,
    uses: ['table:read', 'table:write', 'model', 'caller-address', 'mail'],
  },
  {
    method: 'POST',
    path: '/api/white-label/session-feedback',
    handler: 'white-label/save-visitor-feedback',
    access: 'public',
    portals: true,
    uses: ['table:read', 'table:write'],
  },

  // Clients of a practice: their own kind of account (audience `client`), valid only for their
  // practice. Portals on subdomains are other origins: these routes are open to them.
  {
    method: 'POST',
    path: '/api/client/register',
    handler: 'client/register-client',
    access: 'public',
    portals: true,
    uses: [...CREATES_SESSIONS, 'mail'],
  },
  {
    method: 'POST',
    path: '/api/client/login',
    handler: 'client/login-client',
    access: 'public',
    portals: true,
    uses: CREATES_SESSIONS,
  },
  {
    method: 'POST',
    path: '/api/client/logout',
    handler: 'client/logout-client',
    access: 'public',
    portals: true,
    uses: ['sessions:verify', 'table:write'],
  },
  {
    method: 'GET',
    path: '/api/client/me',
    handler: 'client/get-current-client',
    access: 'client',
    uses: SESSION,
  },
  {
    method: 'POST',
    path: '/api/client/forgot-password',
    handler: 'client/request-client-password-reset',
    access: 'public',
    portals: true,
    uses: ['table:read', 'table:write', 'mail', 'caller-address'],
  },
  {
    method: 'POST',
    path: '/api/client/reset-password',
    handler: 'client/reset-client-password',
    access: 'public',
    portals: true,
    uses: ['table:read', 'table:write'],
  },
  {
    method: 'GET',
    path: '/api/client/export',
    handler: 'client/export-client-data',
    access: 'client',
    uses: SESSION,
  },
  {
    method: 'DELETE',
    path: '/api/client/account',
    handler: 'client/delete-client-account',
    access: 'client',
    portals: true,
    uses: SESSION_WRITES,
  },
  {
    method: 'POST',
    path: '/api/therapy/chat',
    handler: 'therapy/send-therapy-message',
    access: 'client',
    stream: true,
    timeoutSeconds: 60,
    portals: true,
    uses: [...SESSION_WRITES, 'model', 'mail'],
  },
  {
    method: 'GET',
    path: '/api/therapy/conversations',
    handler: 'therapy/list-therapy-sessions',
    access: 'client',
    uses: SESSION,
  },
  {
    method: 'GET',
    path: '/api/therapy/conversation/{sessionId}',
    handler: 'therapy/get-therapy-session',
    access: 'client',
    uses: SESSION,
  },
  {
    method: 'PATCH',
    path: '/api/therapy/conversation/{sessionId}',
    handler: 'therapy/update-therapy-session',
    access: 'client',
    portals: true,
    uses: SESSION_WRITES,
  },
  {
    method: 'GET',
    path: '/api/therapy/journal',
    handler: 'therapy/list-journal-entries',
    access: 'client',
    uses: SESSION,
  },
  {
    method: 'POST',
    path: '/api/therapy/journal',
    handler: 'therapy/add-journal-entry',
    access: 'client',
    portals: true,
    uses: [...SESSION_WRITES, 'mail'],
  },
  {
    method: 'GET',
    path: '/api/therapist/branding',
    handler: 'therapist/get-branding',
    access: 'therapist',
    uses: SESSION,
  },
  {
    method: 'PUT',
    path: '/api/therapist/branding',
    handler: 'therapist/save-branding',
    access: 'therapist',
    uses: SESSION_WRITES,
  },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type RouteKey = `${Route['method']} ${Route['path']}`;

export function routeKey(route: RouteDefinition): string {
  return `${route.method} ${route.path}`;
}

export function findRoute(key: RouteKey): Route {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`No route ${key} in shared/api/routes.ts`);
  return route;
}

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; pathParameters: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] };

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = path.replace(/\/+$/, '').split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < patternParts.length; index++) {
    const expected = patternParts[index] as string;
    const actual = pathParts[index] as string;
    if (expected.startsWith('{') && expected.endsWith('}')) {
      if (actual === '') return null;
      try {
        params[expected.slice(1, -1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** Resolves a request the way API Gateway does: literal segments win over `{params}`. */
export function matchRoute(
  method: string,
  path: string,
  table: readonly RouteDefinition[] = routes,
): RouteMatch {
  const candidates = table
    .map((route) => ({ route, params: matchPath(route.path, path) }))
    .filter((candidate): candidate is { route: RouteDefinition; params: Record<string, string> } =>
      Boolean(candidate.params),
    )
    .sort((a, b) => paramCount(a.route.path) - paramCount(b.route.path));
  if (candidates.length === 0) return { kind: 'not-found' };
  const bestPath = candidates[0]?.route.path;
  const samePath = candidates.filter((candidate) => candidate.route.path === bestPath);
  const hit = samePath.find((candidate) => candidate.route.method === method.toUpperCase());
  if (hit) return { kind: 'found', route: hit.route, pathParameters: hit.params };
  return { kind: 'method-not-allowed', allowed: samePath.map((candidate) => candidate.route.method) };
}

function paramCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}
