import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulid';
import type { ClientConversationRecord } from '#functions/core/db/repositories/client-conversations-repository.ts';
import { portalMessages } from '#shared/api/schemas/portal.ts';
import { AppError } from '#shared/errors.ts';

/**
 * Who may read or continue a portal conversation. A signed-in client's conversation is theirs by
 * the client id on it. An anonymous visitor has no account: their session id carries a secret
 * (`<ulid>.<secret>`, 256 random bits) whose hash is all the table keeps, so only the browser that
 * started the conversation can go on with it. Anyone else gets the same "not found" as for an id
 * that never existed.
 */
export type PortalSpeaker =
  | { kind: 'visitor'; name: string; address: string }
  | { kind: 'client'; clientId: string; firstName: string };

export interface NewSession {
  conversationId: string;
  sessionId: string;
  /** Stored on an anonymous conversation; never the secret itself. */
  visitorKeyHash?: string;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function newSession(speaker: PortalSpeaker): NewSession {
  const conversationId = ulid();
  if (speaker.kind === 'client') return { conversationId, sessionId: conversationId };
  const secret = randomBytes(32).toString('base64url');
  return { conversationId, sessionId: `${conversationId}.${secret}`, visitorKeyHash: hashOf(secret) };
}

export function conversationIdOf(sessionId: string): string {
  return sessionId.split('.')[0] as string;
}

export const sessionNotFound = () => new AppError('NOT_FOUND', portalMessages.session);

/** Whether this speaker holds this conversation (the caller already matched the practice). */
export function ownsConversation(
  speaker: PortalSpeaker,
  sessionId: string,
  conversation: ClientConversationRecord,
): boolean {
  if (speaker.kind === 'client') {
    return conversation.clientId === speaker.clientId && !sessionId.includes('.');
  }
  const secret = sessionId.split('.')[1];
  if (conversation.clientId || !conversation.visitorKeyHash || !secret) return false;
  const presented = Buffer.from(hashOf(secret));
  const stored = Buffer.from(conversation.visitorKeyHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
