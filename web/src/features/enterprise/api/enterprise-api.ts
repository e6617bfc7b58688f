import type { EnterpriseLeadInput, EnterpriseLeadReceived } from '#shared/api/schemas/enterprise.ts';
import { api } from '#web/lib/api-client.ts';

/** Sends the contact form; resolves to the server's thank-you. */
export function submitEnterpriseLead(input: EnterpriseLeadInput): Promise<EnterpriseLeadReceived> {
  return api('POST /api/enterprise/leads', { body: input });
}
