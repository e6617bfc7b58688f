import {
  SANDBOX_HISTORY_MAX_CHARS,
  SANDBOX_TURN_MAX,
  type SandboxTurn,
} from '#shared/api/schemas/ai-configuration.ts';
import { PORTAL_HISTORY_LIMIT } from '#shared/domain/portal-conversation.ts';

/** A message of the sandbox as the page shows it: the tester's, the assistant's, or the safety screen's. */
export interface SandboxShownMessage {
  role: 'client' | 'assistant' | 'safety';
  content: string;
}

/**
 * What the sandbox sends with its next test message: the newest messages that fit a portal's bounds
 * (PORTAL_HISTORY_LIMIT messages, SANDBOX_HISTORY_MAX_CHARS in all), oldest first. The safety
 * screen's replies go as the assistant's, as a portal stores them. It stops at the first message
 * that does not fit, so what is sent is always the unbroken end of the conversation.
 */
export function sandboxHistory(messages: readonly SandboxShownMessage[]): SandboxTurn[] {
  const kept: SandboxTurn[] = [];
  let characters = 0;
  for (const message of [...messages].reverse()) {
    if (kept.length === PORTAL_HISTORY_LIMIT) break;
    const { length } = message.content;
    if (length === 0 || length > SANDBOX_TURN_MAX || characters + length > SANDBOX_HISTORY_MAX_CHARS) break;
    characters += length;
    kept.push({ role: message.role === 'client' ? 'client' : 'assistant', content: message.content });
  }
  return kept.reverse();
}
