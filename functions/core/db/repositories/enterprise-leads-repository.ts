import * as z from 'zod/mini';
import { getItem, NO_ITEM_YET, putItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { parseStored } from '#functions/core/db/stored-records.ts';
import { type TeamSize, teamSizes } from '#shared/api/schemas/enterprise.ts';

/** A practice's request about the enterprise offer, as the contact form sent it. */
export interface EnterpriseLeadRecord {
  id: string;
  name: string;
  email: string;
  organisation: string;
  teamSize: TeamSize;
  message: string;
  createdAt: string;
}

/**
 * A lead is kept for a year: long enough to follow up and to find it again if the team's mail is
 * lost, not forever (it holds a person's name and work address).
 */
/** A stored lead as the repository answers it (its expiry is the table's, not the lead's). */
const storedEnterpriseLead = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organisation: z.string(),
  teamSize: z.enum(teamSizes.map((size) => size.value) as [TeamSize, ...TeamSize[]]),
  message: z.string(),
  createdAt: z.string(),
});

export const ENTERPRISE_LEAD_RETENTION_DAYS = 365;

export async function putEnterpriseLead(lead: EnterpriseLeadRecord): Promise<void> {
  const expiresAt = Math.floor(Date.parse(lead.createdAt) / 1000) + ENTERPRISE_LEAD_RETENTION_DAYS * 86_400;
  await putItem({ ...keys.enterpriseLead(lead.id), type: 'enterpriseLead', ...lead, expiresAt }, NO_ITEM_YET);
}

export async function getEnterpriseLead(leadId: string): Promise<EnterpriseLeadRecord | undefined> {
  const stored = await getItem(keys.enterpriseLead(leadId), { consistent: true });
  return stored ? parseStored(storedEnterpriseLead, stored) : undefined;
}
