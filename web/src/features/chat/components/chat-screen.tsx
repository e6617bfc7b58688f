import { Box, Flex } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import type { ConversationSummary } from '#shared/api/schemas/chat.ts';
import { getMode, type ModeId } from '#shared/domain/modes.ts';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import {
  claimChatCache,
  clearChatCache,
  isCacheOwnedBy,
  releaseChatCache,
} from '#web/features/chat/api/chat-cache.ts';
import { isSearchKey, useConversationList } from '#web/features/chat/api/conversations-api.ts';
import { useUsage } from '#web/features/chat/api/usage-api.ts';
import { useChatSession } from '#web/features/chat/hooks/use-chat-session.ts';
import { useLinkedMessage } from '#web/features/chat/hooks/use-linked-message.ts';
import { useOpenCarriedConversation } from '#web/features/chat/hooks/use-open-carried-conversation.ts';
import { SESSION_KEY } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useGuideModes } from '#web/lib/use-guide-modes.ts';
import { ChatHeader } from './chat-header';
import { ChatDrawers, ChatMain, useChatPanels } from './chat-workspace-parts';
import { ConversationPanel } from './conversation-panel';
import { UpgradeBanner } from './upgrade-banner';

interface ChatScreenProps {
  member: PublicMember;
  onLogout: () => Promise<void>;
}

/**
 * The signed-in member's chat (`/`, `/mirrorwell-chat`, `/chat`). Whatever another member left in
 * this tab's cache is cleared before anything is shown.
 */
export default function ChatScreen(props: ChatScreenProps) {
  const memberId = props.member.id;
  const [readyFor, setReadyFor] = useState(() => (isCacheOwnedBy(memberId) ? memberId : null));
  useEffect(() => {
    let current = true;
    void claimChatCache(memberId).then(() => current && setReadyFor(memberId));
    return () => {
      current = false;
    };
  }, [memberId]);
  if (readyFor !== memberId) return <FullPageSpinner />;
  return <ChatWorkspace {...props} />;
}

function ChatWorkspace({ member, onLogout }: ChatScreenProps) {
  useDocumentTitle('Your space');
  const navigate = useNavigate();
  const { modes } = useGuideModes();
  const conversations = useConversationList();
  const { usage, refresh: refreshUsage } = useUsage();
  const [draft, setDraft] = useState('');
  const panels = useChatPanels();
  const { setConversationsOpen, setSettingsOpen, setLockedMode } = panels;
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // The list, the month's usage and any search results change with every new or edited conversation.
  const refreshRef = useRef(() => {});
  refreshRef.current = () => {
    void conversations.refresh();
    void refreshUsage();
    void mutate(isSearchKey, undefined, { revalidate: true });
  };
  const refreshConversations = useCallback(() => refreshRef.current(), []);
  const session = useChatSession(refreshConversations);
  useOpenCarriedConversation(conversations, session.openConversation);
  const linkedMessageId = useLinkedMessage(session);
  const mode = modes.find((candidate) => candidate.id === session.modeId) ?? getMode(session.modeId);

  const focusComposer = () => window.requestAnimationFrame(() => textareaRef.current?.focus());

  async function send() {
    const text = draft;
    setDraft('');
    const taken = await session.send(text);
    if (!taken) setDraft((current) => current || text);
  }

  function chooseMode(modeId: ModeId) {
    session.startFresh(modeId);
    focusComposer();
  }

  function openConversation(conversation: ConversationSummary) {
    session.openConversation(conversation);
    setConversationsOpen(false);
    focusComposer();
  }

  function startNewConversation() {
    session.startFresh();
    setConversationsOpen(false);
    focusComposer();
  }

  async function clearLocalCache() {
    session.startFresh();
    await clearChatCache();
    toaster.create({
      type: 'success',
      title: 'Local cache cleared',
      description: 'Your conversations are still saved on the server and load again when you open them.',
    });
  }

  async function logout() {
    await onLogout();
    await releaseChatCache();
  }

  async function leaveAfterAccountDeletion() {
    setSettingsOpen(false);
    navigate(paths.home, { replace: true });
    await releaseChatCache();
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(SESSION_KEY, null, { revalidate: false });
  }

  const conversationPanel = (
    <ConversationPanel
      list={conversations}
      currentId={session.conversationId}
      onOpen={openConversation}
      onNew={startNewConversation}
      onChanged={refreshConversations}
      onDeleted={session.forgetConversation}
    />
  );

  return (
    <Flex direction="column" h="100dvh" overflow="hidden">
      <ChatHeader
        member={member}
        modes={modes}
        modeId={session.modeId}
        onChooseMode={chooseMode}
        onLockedMode={setLockedMode}
        onOpenConversations={() => setConversationsOpen(true)}
        onOpenMemory={() => panels.setMemoryOpen(true)}
        onOpenSettings={() => setSettingsOpen(true)}
        onClearCache={clearLocalCache}
        onLogout={logout}
      />
      {member.subscriptionTier === 'freemium' && <UpgradeBanner usage={usage} />}
      <Flex flex="1" minH="0">
        <Box
          as="nav"
          aria-label="Conversations"
          w="18rem"
          flexShrink={0}
          hideBelow="md"
          overflowY="auto"
          borderEndWidth="1px"
          borderColor="border"
          bg="bg.subtle"
          px="3"
          py="4"
        >
          {conversationPanel}
        </Box>
        <ChatMain
          member={member}
          session={session}
          mode={mode}
          modes={modes}
          linkedMessageId={linkedMessageId}
          draft={draft}
          onDraftChange={setDraft}
          onSend={send}
          onChooseMode={chooseMode}
          onLockedMode={setLockedMode}
          textareaRef={textareaRef}
          focusComposer={focusComposer}
        />
      </Flex>
      <ChatDrawers
        member={member}
        session={session}
        modes={modes}
        conversationPanel={conversationPanel}
        panels={panels}
        leaveAfterAccountDeletion={leaveAfterAccountDeletion}
      />
    </Flex>
  );
}
