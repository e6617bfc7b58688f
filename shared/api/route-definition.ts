/**
 * What a route of the table says about itself: who may call it, what its Lambda may touch, how it
 * answers. The table itself is in `routes.ts`, split by audience under `route-table/`.
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
  /**
   * Sign with the session key: the endpoints that create sessions, and the guest chat, which signs
   * proofs of Mirror's replies (tokens of their own audience, which never open a session).
   */
  | 'sessions:sign'
  /** Call the model provider (its API key). */
  | 'model'
  /** Send mail (Amazon SES). */
  | 'mail'
  /** Stripe's API and webhook keys. */
  | 'payments'
  /** The origin-verify value, to trust CloudFront's viewer address for per-address limits. */
  | 'caller-address'
  /** Read the downloads library's files (S3), to sign short-lived links to them. */
  | 'downloads';

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
