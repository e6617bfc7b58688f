import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConversationSummary } from '#shared/api/schemas/chat.ts';
import { openConversationIdFrom } from '#web/lib/guest-conversation.ts';

/**
 * Right after a sign-up that kept the guest conversation (the router state names it), the chat
 * opens that conversation once it is in the list, so the new member goes on where they left off.
 * The state is then cleared, so a reload starts the chat as usual.
 */
export function useOpenCarriedConversation(
  list: { conversations: ConversationSummary[]; isLoading: boolean },
  open: (conversation: ConversationSummary) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(() => openConversationIdFrom(location.state));
  useEffect(() => {
    if (!wanted || list.isLoading) return;
    const found = list.conversations.find((conversation) => conversation.id === wanted);
    if (found) open(found);
    setWanted(undefined);
    navigate(location.pathname, { replace: true, state: null });
  }, [wanted, list.isLoading, list.conversations, open, navigate, location.pathname]);
}
