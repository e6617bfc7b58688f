import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import type { TeamSize } from '#shared/api/schemas/enterprise.ts';

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
export const ENTERPRISE_LEAD_RETENTION_DAYS = 365;

export async function putEnterpriseLead(lead: EnterpriseLeadRecord): Promise<void> {
  const expiresAt = Math.floor(Date.parse(lead.createdAt) / 1000) + ENTERPRISE_LEAD_RETENTION_DAYS * 86_400;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.enterpriseLead(lead.id), type: 'enterpriseLead', ...lead, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getEnterpriseLead(leadId: string): Promise<EnterpriseLeadRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.enterpriseLead(leadId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, expiresAt: _expiresAt, ...lead } = result.Item;
  return lead as EnterpriseLeadRecord;
}
