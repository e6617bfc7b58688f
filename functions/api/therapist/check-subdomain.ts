import { checkSubdomainAvailability } from '#functions/core/practices/therapist-accounts.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { checkSubdomainSchema, subdomainAvailabilitySchema } from '#shared/api/schemas/therapist.ts';

/** Whether a subdomain can still be claimed; an invalid or reserved one is a 400 with the field's message. */
export const handler = defineEndpoint(
  'POST /api/therapist/check-subdomain',
  { body: checkSubdomainSchema, response: subdomainAvailabilitySchema },
  async ({ body, request }) =>
    ok(await checkSubdomainAvailability(body.subdomain, await callerAddress(request))),
);
