import { ulid } from 'ulid';
import { type ServerConfig, serverConfig } from '#functions/core/config/server-config.ts';
import { putEnterpriseLead } from '#functions/core/db/repositories/enterprise-leads-repository.ts';
import { sendMail } from '#functions/core/mail/send-mail.ts';
import { renderMail } from '#functions/core/mail/templates.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import type { EnterpriseLeadInput } from '#shared/api/schemas/enterprise.ts';
import { teamSizes } from '#shared/api/schemas/enterprise.ts';

/** The team's inbox when neither TEAM_EMAIL nor MAIL_FROM names one (the product's own). */
export const DEFAULT_TEAM_EMAIL = 'hello@mirrorwell.app';

/**
 * Where enquiries go: TEAM_EMAIL, else the address MAIL_FROM sends from (in AWS the mail routes
 * always have MAIL_FROM, so a deployment without TEAM_EMAIL still reaches a mailbox it owns).
 */
export function teamAddress(config: ServerConfig = serverConfig()): string {
  if (config.TEAM_EMAIL) return config.TEAM_EMAIL;
  const fromAddress = config.MAIL_FROM?.match(/<([^<>\s]+@[^<>\s]+)>\s*$/)?.[1] ?? config.MAIL_FROM;
  return fromAddress && !fromAddress.includes(' ') ? fromAddress : DEFAULT_TEAM_EMAIL;
}

export interface SubmittedLead {
  id: string;
  /** The lead is stored either way; a failed mail is logged by the caller (never its content). */
  mailFailed: boolean;
  errorName?: string;
}

/**
 * Stores a practice's enquiry and mails it to the team. One network may send a few an hour: enough
 * for a colleague to send a second with a correction, too few to flood the team's inbox.
 */
export async function submitEnterpriseLead(
  input: EnterpriseLeadInput,
  address: string,
): Promise<SubmittedLead> {
  await enforceLimit(
    'enterpriseLeadsPerAddress',
    address,
    'Too many enquiries from your network. We have the ones you sent.',
  );
  const lead = { id: ulid(), ...input, createdAt: new Date().toISOString() };
  await putEnterpriseLead(lead);
  const teamSizeLabel = teamSizes.find((size) => size.value === input.teamSize)?.label ?? input.teamSize;
  try {
    const mail = renderMail('enterpriseLead', { ...input, teamSize: teamSizeLabel, leadId: lead.id });
    await sendMail({ to: teamAddress(), ...mail });
    return { id: lead.id, mailFailed: false };
  } catch (error) {
    return { id: lead.id, mailFailed: true, errorName: error instanceof Error ? error.name : 'Error' };
  }
}
