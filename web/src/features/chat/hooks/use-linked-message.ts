import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_MODE } from '#shared/domain/modes.ts';
import type { ChatSession } from './use-chat-session';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;

/**
 * `/chat?conversation=<id>&message=<id>`, the link an insight gives to the message it came from:
 * opens that conversation and returns the message to scroll to and highlight. The query leaves
 * the address once read, so a reload or another conversation does not reopen it. The guide is
 * taken from the conversation's latest message once it has loaded, as the list would give it.
 */
export function useLinkedMessage(session: ChatSession): string | null {
  const [params, setParams] = useSearchParams();
  const [linked, setLinked] = useState<{ conversationId: string; messageId: string | null } | null>(null);
  const guideSettledFor = useRef<string | null>(null);
  const conversationParam = params.get('conversation');
  const messageParam = params.get('message');
  const { openConversation, conversationId, messages, modeId } = session;

  useEffect(() => {
    if (conversationParam === null) return;
    setParams({}, { replace: true });
    if (!ULID.test(conversationParam)) return;
    const id = conversationParam.toUpperCase();
    guideSettledFor.current = null;
    openConversation({ id, modeId: DEFAULT_MODE });
    setLinked({
      conversationId: id,
      messageId: messageParam && ULID.test(messageParam) ? messageParam.toUpperCase() : null,
    });
  }, [conversationParam, messageParam, openConversation, setParams]);

  const latestMode = messages.at(-1)?.modeId;
  useEffect(() => {
    if (!linked || conversationId !== linked.conversationId || !latestMode) return;
    if (guideSettledFor.current === linked.conversationId) return;
    guideSettledFor.current = linked.conversationId;
    if (latestMode !== modeId) openConversation({ id: linked.conversationId, modeId: latestMode });
  }, [linked, conversationId, latestMode, modeId, openConversation]);

  return linked && conversationId === linked.conversationId ? linked.messageId : null;
}
