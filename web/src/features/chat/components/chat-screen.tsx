import { Flex } from '@chakra-ui/react';
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
import { type ChatSession, useChatSession } from '#web/features/chat/hooks/use-chat-session.ts';
import { useComposerDraft } from '#web/features/chat/hooks/use-composer-draft.ts';
import { useLinkedMessage } from '#web/features/chat/hooks/use-linked-message.ts';
import { useOpenCarriedConversation } from '#web/features/chat/hooks/use-open-carried-conversation.ts';
import { SESSION_KEY } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useGuideModes } from '#web/lib/use-guide-modes.ts';
import { ChatHeader } from './chat-header';
import {
  ChatDrawers,
  ChatMain,
  type ChatPanels,
  ConversationsSidebar,
  useChatPanels,
} from './chat-workspace-parts';
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

/** The list, the month's usage and any search results: all change with every new or edited conversation. */
function useRefreshAfterChange(
  conversations: ReturnType<typeof useConversationList>,
  refreshUsage: () => Promise<unknown>,
): () => void {
  const refreshRef = useRef(() => {});
  refreshRef.current = () => {
    void conversations.refresh();
    void refreshUsage();
    void mutate(isSearchKey, undefined, { revalidate: true });
  };
  return useCallback(() => refreshRef.current(), []);
}

interface WorkspaceActionsInput {
  session: ChatSession;
  panels: ChatPanels;
  onLogout: () => Promise<void>;
  focusComposer: () => void;
}

/** What the header, the conversation list and the settings ask of the workspace. */
function useWorkspaceActions({ session, panels, onLogout, focusComposer }: WorkspaceActionsInput) {
  const navigate = useNavigate();
  const { setConversationsOpen, setSettingsOpen } = panels;
  return {
    chooseMode(modeId: ModeId) {
      session.startFresh(modeId);
      focusComposer();
    },
    openConversation(conversation: ConversationSummary) {
      session.openConversation(conversation);
      setConversationsOpen(false);
      focusComposer();
    },
    startNewConversation() {
      session.startFresh();
      setConversationsOpen(false);
      focusComposer();
    },
    async clearLocalCache() {
      session.startFresh();
      await clearChatCache();
      toaster.create({
        type: 'success',
        title: 'Local cache cleared',
        description: 'Your conversations are still saved on the server and load again when you open them.',
      });
    },
    async logout() {
      await onLogout();
      await releaseChatCache();
    },
    async leaveAfterAccountDeletion() {
      setSettingsOpen(false);
      navigate(paths.home, { replace: true });
      await releaseChatCache();
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(SESSION_KEY, null, { revalidate: false });
    },
  };
}

function ChatWorkspace({ member, onLogout }: ChatScreenProps) {
  useDocumentTitle('Your space');
  const { modes } = useGuideModes();
  const conversations = useConversationList();
  const { usage, refresh: refreshUsage } = useUsage();
  const panels = useChatPanels();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const refreshConversations = useRefreshAfterChange(conversations, refreshUsage);
  const session = useChatSession(refreshConversations);
  useOpenCarriedConversation(conversations, session.openConversation);
  const linkedMessageId = useLinkedMessage(session);
  const mode = modes.find((candidate) => candidate.id === session.modeId) ?? getMode(session.modeId);
  const focusComposer = () => window.requestAnimationFrame(() => textareaRef.current?.focus());
  const actions = useWorkspaceActions({ session, panels, onLogout, focusComposer });
  const { draft, setDraft, send } = useComposerDraft(session.send);

  const conversationPanel = (
    <ConversationPanel
      list={conversations}
      currentId={session.conversationId}
      onOpen={actions.openConversation}
      onNew={actions.startNewConversation}
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
        onChooseMode={actions.chooseMode}
        onLockedMode={panels.setLockedMode}
        onOpenConversations={() => panels.setConversationsOpen(true)}
        onOpenMemory={() => panels.setMemoryOpen(true)}
        onOpenSettings={() => panels.setSettingsOpen(true)}
        onClearCache={actions.clearLocalCache}
        onLogout={actions.logout}
      />
      {member.subscriptionTier === 'freemium' && <UpgradeBanner usage={usage} />}
      <Flex flex="1" minH="0">
        <ConversationsSidebar>{conversationPanel}</ConversationsSidebar>
        <ChatMain
          member={member}
          session={session}
          mode={mode}
          modes={modes}
          linkedMessageId={linkedMessageId}
          draft={draft}
          onDraftChange={setDraft}
          onSend={send}
          onChooseMode={actions.chooseMode}
          onLockedMode={panels.setLockedMode}
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
        leaveAfterAccountDeletion={actions.leaveAfterAccountDeletion}
      />
    </Flex>
  );
}
