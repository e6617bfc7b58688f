import { submitEnterpriseLead } from '#functions/core/enterprise/enterprise-leads.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { logger } from '#functions/http/logger.ts';
import { created } from '#functions/http/reply.ts';
import {
  ENTERPRISE_LEAD_RECEIVED,
  type EnterpriseLeadReceived,
  enterpriseLeadReceivedSchema,
  enterpriseLeadSchema,
} from '#shared/api/schemas/enterprise.ts';

/** A practice asks about the enterprise offer: stored, mailed to the team, limited per address. */
export const handler = defineEndpoint(
  'POST /api/enterprise/leads',
  { body: enterpriseLeadSchema, response: enterpriseLeadReceivedSchema },
  async ({ body, request }) => {
    const lead = await submitEnterpriseLead(body, await callerAddress(request));
    if (lead.mailFailed) {
      // The lead id finds the stored enquiry; nothing the person wrote goes into the log.
      logger.error('enterprise lead mail not sent', {
        requestId: request.requestId,
        leadId: lead.id,
        errorName: lead.errorName,
      });
    }
    const reply: EnterpriseLeadReceived = { id: lead.id, message: ENTERPRISE_LEAD_RECEIVED };
    return created(reply);
  },
);
