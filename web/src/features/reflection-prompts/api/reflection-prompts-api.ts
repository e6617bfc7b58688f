import useSWR, { mutate } from 'swr';
import type {
  ClientReflectionPrompts,
  NewReflectionPrompt,
  PortalPromptCard,
  PortalPrompts,
  PracticePromptCompletion,
  PromptAnswerReply,
  PromptReminders,
  TherapistReflectionPrompt,
} from '#shared/api/schemas/reflection-prompts.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

/** The therapist's side: one client's prompts, setting and ending one, the practice's completion. */
const clientPromptsKey = (clientId: string) => `/api/therapist/clients/${clientId}/reflection-prompts`;
export const PROMPT_COMPLETION_KEY = '/api/therapist/reflection-prompts/completion';

export function useClientPrompts(clientId: string | null) {
  return useSWR<ClientReflectionPrompts | null>(clientId ? clientPromptsKey(clientId) : null, fetchData);
}

export async function setClientPrompt(
  clientId: string,
  prompt: NewReflectionPrompt,
): Promise<TherapistReflectionPrompt> {
  const saved = await api('POST /api/therapist/clients/{clientId}/reflection-prompts', {
    params: { clientId },
    body: prompt,
  });
  await Promise.all([mutate(clientPromptsKey(clientId)), mutate(PROMPT_COMPLETION_KEY)]);
  return saved;
}

export async function endClientPrompt(clientId: string, promptId: string): Promise<void> {
  await api('DELETE /api/therapist/clients/{clientId}/reflection-prompts/{promptId}', {
    params: { clientId, promptId },
  });
  await Promise.all([mutate(clientPromptsKey(clientId)), mutate(PROMPT_COMPLETION_KEY)]);
}

export function usePromptCompletion(open: boolean) {
  return useSWR<PracticePromptCompletion | null>(open ? PROMPT_COMPLETION_KEY : null, fetchData);
}

/** The client's side, in the portal. */
export const PORTAL_PROMPTS_KEY = '/api/client/reflection-prompts';
/** The portal's own lists, refreshed after an answer adds a conversation or a journal entry. */
const PORTAL_SESSIONS_KEY = '/api/therapy/conversations';
const PORTAL_JOURNAL_KEY = '/api/therapy/journal';

export function usePortalPrompts() {
  return useSWR<PortalPrompts | null>(PORTAL_PROMPTS_KEY, fetchData);
}

export async function answerPortalPrompt(
  promptId: string,
  message: string,
  sessionId: string | null,
): Promise<PromptAnswerReply> {
  const reply = await api('POST /api/client/reflection-prompts/{promptId}/answer', {
    params: { promptId },
    body: { message, ...(sessionId ? { sessionId } : {}) },
  });
  await Promise.all([mutate(PORTAL_PROMPTS_KEY), mutate(PORTAL_SESSIONS_KEY), mutate(PORTAL_JOURNAL_KEY)]);
  return reply;
}

export async function skipPortalPrompt(promptId: string): Promise<PortalPromptCard> {
  const { card } = await api('POST /api/client/reflection-prompts/{promptId}/skip', { params: { promptId } });
  await mutate(PORTAL_PROMPTS_KEY);
  return card;
}

export async function savePromptReminders(remindersOn: boolean): Promise<PromptReminders> {
  const saved = await api('PUT /api/client/reflection-prompts/reminders', { body: { remindersOn } });
  await mutate(PORTAL_PROMPTS_KEY);
  return saved;
}
