import * as z from 'zod/mini';
import type { ChatMessage } from '#shared/api/schemas/chat.ts';
import type { GuestConversation, GuestTranscriptTurn } from '#shared/api/schemas/guest-chat.ts';
import { fitGuestTranscript } from '#shared/domain/guest-start.ts';

/**
 * A visitor's conversation with Mirror before they have an account. It lives in this tab's
 * sessionStorage only: a reload keeps it, another tab or a closed browser does not, and nothing of
 * it is stored on the server. The guest chat writes it; sign-up carries it into the new account and
 * then clears it. Storage can be unavailable (private modes): it then lasts as long as the page.
 */
const GUEST_CONVERSATION_KEY = 'mirrorwell.guestConversation';

/**
 * One message as the guest chat shows it (a finished exchange: the visitor's words and the reply).
 * A reply keeps the proof the server sent with it: sent back, it shows the reply is Mirror's.
 */
export type GuestStoredMessage = Pick<ChatMessage, 'id' | 'role' | 'content' | 'createdAt'> &
  Pick<ChatMessage, 'stopped' | 'safetyReply' | 'safetyGrade'> & {
    proof?: string;
    /** Beside a graded reply: whose crisis lines to show (only the region is kept and read). */
    resources?: { region: string };
  };

const storedShape = z.array(
  z.looseObject({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    createdAt: z.string(),
    stopped: z.optional(z.boolean()),
    safetyReply: z.optional(z.boolean()),
    safetyGrade: z.optional(z.enum(['note', 'check-in', 'crisis', 'imminent'])),
    // Only the region is ever read back (the lines themselves come from the app's own table).
    resources: z.optional(z.looseObject({ region: z.string() })),
    proof: z.optional(z.string()),
  }),
);

/** Yours, Mirror's ...: anything after the last whole exchange is dropped (it was never answered). */
function wholeExchanges(messages: GuestStoredMessage[]): GuestStoredMessage[] {
  const whole: GuestStoredMessage[] = [];
  for (let index = 0; index + 1 < messages.length; index += 2) {
    const [mine, reply] = [messages[index], messages[index + 1]] as [GuestStoredMessage, GuestStoredMessage];
    if (mine.role !== 'user' || reply.role !== 'assistant') break;
    whole.push(mine, reply);
  }
  return whole;
}

export function readGuestConversation(): GuestStoredMessage[] {
  try {
    const raw = window.sessionStorage.getItem(GUEST_CONVERSATION_KEY);
    if (!raw) return [];
    const parsed = storedShape.safeParse(JSON.parse(raw));
    return parsed.success ? wholeExchanges(parsed.data) : [];
  } catch {
    return [];
  }
}

export function saveGuestConversation(messages: readonly GuestStoredMessage[]): void {
  try {
    window.sessionStorage.setItem(GUEST_CONVERSATION_KEY, JSON.stringify(messages));
  } catch {
    // Nothing to keep it in: the conversation lasts as long as the page.
  }
}

export function clearGuestConversation(): void {
  try {
    window.sessionStorage.removeItem(GUEST_CONVERSATION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The conversation as a request carries it: roles, words, times and the replies' proofs, the oldest
 * shortened to fit.
 */
export function guestTranscriptOf(messages: readonly GuestStoredMessage[]): GuestTranscriptTurn[] {
  return fitGuestTranscript(
    messages.map(({ role, content, createdAt, proof }) => ({
      role,
      content: content.trim(),
      createdAt,
      ...(role === 'assistant' && proof ? { proof } : {}),
    })),
  );
}

/** What a sign-up sends to keep this tab's guest conversation; undefined when there is none. */
export function guestConversationToCarry(): GuestConversation | undefined {
  const messages = readGuestConversation();
  return messages.length >= 2 ? { messages: guestTranscriptOf(messages) } : undefined;
}

/** Router state after a sign-up that kept the guest conversation: the chat opens it. */
export interface OpenConversationState {
  openConversationId: string;
}

export function openConversationIdFrom(state: unknown): string | undefined {
  const id = (state as Partial<OpenConversationState> | null)?.openConversationId;
  return typeof id === 'string' ? id : undefined;
}
