import { billingConfig } from '#functions/core/billing/billing-config.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { billingConfigSchema } from '#shared/api/schemas/billing.ts';

/** Kept briefly by browsers and CloudFront: it changes only when the operator sets Stripe's keys. */
const CONFIG_CACHE_SECONDS = 60;

/** Whether checkout can start on this deployment: every checkout button reads it (always a 200). */
export const handler = defineEndpoint(
  'GET /api/billing/config',
  { response: billingConfigSchema },
  async () =>
    ok(await billingConfig(), { headers: { 'Cache-Control': `public, max-age=${CONFIG_CACHE_SECONDS}` } }),
);
