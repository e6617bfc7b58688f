import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { SESSION, SESSION_WRITES } from './capability-sets';

/** Billing, insights, the downloads library, enterprise leads, guest start and the API document. */
export const publicSiteRoutes = [
  {
    method: 'GET',
    path: '/api/billing/config',
    handler: 'billing/get-billing-config',
    access: 'public',
    uses: ['payments'],
  },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    handler: 'billing/start-member-checkout',
    access: 'member',
    uses: [...SESSION, 'payments'],
  },
  {
    method: 'POST',
    path: '/api/billing/guest-checkout',
    handler: 'billing/start-guest-checkout',
    access: 'public',
    uses: ['table:read', 'table:write', 'payments', 'caller-address'],
  },
  {
    // Reads only what the verified webhook recorded: no Stripe call, so no Stripe key.
    method: 'POST',
    path: '/api/billing/claim-checkout',
    handler: 'billing/claim-paid-checkout',
    access: 'member',
    uses: SESSION_WRITES,
  },
  {
    method: 'POST',
    path: '/api/billing/portal',
    handler: 'billing/open-member-billing-portal',
    access: 'member',
    uses: [...SESSION, 'payments'],
  },
  {
    method: 'POST',
    path: '/api/therapist/billing/checkout',
    handler: 'billing/start-practice-checkout',
    access: 'therapist',
    uses: [...SESSION, 'payments'],
  },
  {
    method: 'POST',
    path: '/api/therapist/billing/portal',
    handler: 'billing/open-practice-billing-portal',
    access: 'therapist',
    uses: [...SESSION, 'payments'],
  },
  { method: 'GET', path: '/api/insights', handler: 'insights/get-insights', access: 'member', uses: SESSION },
  {
    method: 'POST',
    path: '/api/insights/weekly-reflection',
    handler: 'insights/write-weekly-reflection',
    access: 'member',
    timeoutSeconds: 29,
    uses: [...SESSION_WRITES, 'model'],
  },
  // The library is listed for everyone (the web marks what the member's tier opens); links are for members.
  {
    method: 'GET',
    path: '/api/downloads',
    handler: 'downloads/list-downloads',
    access: 'public',
    uses: ['table:read'],
  },
  {
    method: 'POST',
    path: '/api/downloads/{downloadId}',
    handler: 'downloads/create-download-link',
    access: 'member',
    uses: [...SESSION_WRITES, 'downloads'],
  },
  {
    // Public: a practice asks about the enterprise offer. Stored, mailed to the team, limited per address.
    method: 'POST',
    path: '/api/enterprise/leads',
    handler: 'enterprise/submit-enterprise-lead',
    access: 'public',
    uses: ['table:write', 'mail', 'caller-address'],
  },
  {
    // A visitor's message to Mirror without an account: nothing stored, only counted per network.
    // The session keys sign and check the proofs of Mirror's replies (guest-reply-proof.ts).
    method: 'POST',
    path: '/api/guest/chat',
    handler: 'guest/send-guest-message',
    access: 'public',
    stream: true,
    timeoutSeconds: 60,
    uses: ['table:write', 'model', 'caller-address', 'sessions:sign', 'sessions:verify'],
  },
  {
    // The API's own OpenAPI 3.1 document, written at build (`npm run openapi`) and bundled in.
    method: 'GET',
    path: '/api/openapi.json',
    handler: 'openapi/get-openapi-document',
    access: 'public',
    uses: [],
  },
] as const satisfies readonly RouteDefinition[];
