import { randomUUID, timingSafeEqual } from 'node:crypto';
import { hashLinkToken, newLinkToken } from '#functions/core/accounts/link-tokens.ts';
import { portalLink } from '#functions/core/config/app-links.ts';
import {
  addClientWithinLimit,
  type ClientRecord,
  ClientWriteRefusedError,
  getClient,
  listClientsOfPractice,
  saveClientInvitation,
  setClientActive,
  updateClientDetails,
} from '#functions/core/db/repositories/clients-repository.ts';
import { deliverMail } from '#functions/core/mail/deliver-mail.ts';
import { renderMail } from '#functions/core/mail/templates.ts';
import { getTherapistOfSession } from '#functions/core/practices/therapist-of-session.ts';
import { countPracticeAction } from '#functions/core/rate-limits/limits.ts';
import type { AddClientInput, PracticeClient } from '#shared/api/schemas/clients.ts';
import { clientLimitMessage } from '#shared/domain/practice.ts';
import { AppError } from '#shared/errors.ts';
import { clientStatusOf } from './client-status';

/** An invitation link works for this long, and only the newest one of a client. */
export const INVITATION_VALID_DAYS = 14;
const CLIENT_NOT_FOUND = 'Client not found';
const EMAIL_IN_PRACTICE = 'A client with this email is already in your practice.';

export function toPracticeClient(client: ClientRecord): PracticeClient {
  return {
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email ?? null,
    clientIdentifier: client.clientIdentifier ?? null,
    notes: client.notes ?? null,
    isActive: client.isActive,
    status: clientStatusOf(client),
    totalSessions: client.totalSessions ?? 0,
    lastSessionDate: client.lastSessionDate ?? null,
    invitedAt: client.invitedAt ?? null,
    hasAccount: Boolean(client.accountId),
    createdAt: client.createdAt,
  };
}

async function limitRefusal(tenantId: string): Promise<AppError> {
  const therapist = await getTherapistOfSession(tenantId);
  return new AppError('FORBIDDEN', clientLimitMessage(therapist.plan));
}

/** Adds a client to the practice, within its plan's limit (checked atomically). */
export async function addClient(
  tenantId: string,
  input: Required<{ [K in keyof AddClientInput]: string }>,
): Promise<PracticeClient> {
  const now = new Date().toISOString();
  const client: ClientRecord = {
    id: randomUUID(),
    tenantId,
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.email ? { email: input.email } : {}),
    ...(input.clientIdentifier ? { clientIdentifier: input.clientIdentifier } : {}),
    ...(input.notes ? { notes: input.notes } : {}),
    isActive: true,
    totalSessions: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await addClientWithinLimit(client);
  } catch (error) {
    if (error instanceof ClientWriteRefusedError) {
      if (error.refusal === 'limit') throw await limitRefusal(tenantId);
      throw new AppError('CONFLICT', EMAIL_IN_PRACTICE, { errors: { email: EMAIL_IN_PRACTICE } });
    }
    throw error;
  }
  return toPracticeClient(client);
}

/** The practice's clients, newest first. */
export async function listClients(tenantId: string): Promise<PracticeClient[]> {
  const clients = await listClientsOfPractice(tenantId);
  return clients.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toPracticeClient);
}

async function clientOfPractice(tenantId: string, clientId: string): Promise<ClientRecord> {
  const client = await getClient(tenantId, clientId);
  if (!client) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return client;
}

/** Deactivates or reactivates a client, or changes its ID or notes. */
export async function updateClient(
  tenantId: string,
  clientId: string,
  change: {
    isActive?: boolean | undefined;
    clientIdentifier?: string | undefined;
    notes?: string | undefined;
  },
): Promise<PracticeClient> {
  await clientOfPractice(tenantId, clientId);
  if (change.isActive !== undefined) {
    try {
      await setClientActive(tenantId, clientId, change.isActive);
    } catch (error) {
      if (error instanceof ClientWriteRefusedError) throw await limitRefusal(tenantId);
      throw error;
    }
  }
  if (change.clientIdentifier !== undefined || change.notes !== undefined) {
    await updateClientDetails(tenantId, clientId, {
      ...(change.clientIdentifier !== undefined ? { clientIdentifier: change.clientIdentifier } : {}),
      ...(change.notes !== undefined ? { notes: change.notes } : {}),
    });
  }
  return toPracticeClient(await clientOfPractice(tenantId, clientId));
}

/**
 * Mails a client the practice's portal link and a sign-up link bound to this client record. The
 * link carries the client id and a random token; only the token's SHA-256 is stored.
 */
export async function inviteClient(tenantId: string, clientId: string): Promise<PracticeClient> {
  const client = await clientOfPractice(tenantId, clientId);
  if (!client.email) {
    throw new AppError('BAD_REQUEST', 'Add an email address to this client before sending an invitation.');
  }
  if (!client.isActive)
    throw new AppError('BAD_REQUEST', 'Reactivate this client before sending an invitation.');
  if (client.accountId) throw new AppError('CONFLICT', 'This client already has an account in your portal.');
  await countPracticeAction(
    'clientInvitationsPerPractice',
    tenantId,
    'You have sent many invitations in the last hour.',
  );
  const therapist = await getTherapistOfSession(tenantId);
  const { token, tokenHash } = newLinkToken();
  const now = Date.now();
  const invitedAt = new Date(now).toISOString();
  await saveClientInvitation(tenantId, clientId, {
    tokenHash,
    expiresAt: Math.floor(now / 1000) + INVITATION_VALID_DAYS * 24 * 60 * 60,
    invitedAt,
  });
  const mail = renderMail('clientInvitation', {
    clientFirstName: client.firstName,
    therapistName: `${therapist.firstName} ${therapist.lastName}`,
    portalUrl: portalLink(therapist.subdomain),
    signUpUrl: portalLink(therapist.subdomain, '/client/register', { invite: `${client.id}.${token}` }),
    validDays: INVITATION_VALID_DAYS,
  });
  // The invitation stands; a mail the transport will not take is recorded as failed (deliver-mail.ts).
  await deliverMail({ to: client.email, ...mail }, 'clientInvitation');
  return toPracticeClient({ ...client, invitedAt });
}

/**
 * The client record an invitation link is bound to, for the portal's sign-up: only the newest
 * link, unexpired, for a client without an account yet. Undefined otherwise.
 */
export async function findClientByInvitation(
  tenantId: string,
  invitation: string,
): Promise<ClientRecord | undefined> {
  const [clientId = '', token = ''] = invitation.split('.');
  if (!/^[0-9a-f-]{36}$/.test(clientId) || !token) return undefined;
  const client = await getClient(tenantId, clientId);
  if (!client?.inviteTokenHash || client.accountId || !client.isActive) return undefined;
  if ((client.inviteExpiresAt ?? 0) <= Math.floor(Date.now() / 1000)) return undefined;
  const expected = Buffer.from(client.inviteTokenHash, 'hex');
  const actual = Buffer.from(hashLinkToken(token), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? client : undefined;
}
