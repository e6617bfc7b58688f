import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import type { ConversationSummary } from '#shared/api/schemas/chat.ts';
import { getMode, type Mode, type ModeId } from '#shared/domain/modes.ts';
import { tierIncludes } from '#shared/domain/tiers.ts';
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
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ConversationPanel } from './conversation-panel';
import { MemoryDrawer } from './memory-panel';
import { MessageList } from './message-list';
import { SettingsDrawer } from './settings-panel';
import { SideDrawer } from './side-drawer';
import { UpgradeBanner } from './upgrade-banner';
import { UpgradeDialog } from './upgrade-dialog';
import { UpgradeRefusalNotice } from './upgrade-refusal-notice';

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
  const [conversationsOpen, setConversationsOpen] = useState(false);
  const [memoryOpen, setMemoryOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [lockedMode, setLockedMode] = useState<Mode | null>(null);
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
        onOpenMemory={() => setMemoryOpen(true)}
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
        <Flex as="main" direction="column" flex="1" minW="0" data-testid="member-main">
          <MessageList
            session={session}
            highlightedMessageId={linkedMessageId}
            firstName={member.firstName}
            mode={mode}
            modes={modes}
            memberTier={member.subscriptionTier}
            onChooseGuide={(guide) =>
              tierIncludes(member.subscriptionTier, guide.requiredTier)
                ? chooseMode(guide.id)
                : setLockedMode(guide)
            }
            onPickPrompt={(prompt) => {
              setDraft(prompt);
              focusComposer();
            }}
          />
          {session.refusal && (
            <UpgradeRefusalNotice refusal={session.refusal} onDismiss={session.dismissRefusal} />
          )}
          <ChatComposer
            value={draft}
            onChange={setDraft}
            onSend={send}
            onStop={session.stop}
            replying={session.live !== null}
            disabled={session.sessionExpired}
            placeholder={`Share what is on your mind with ${mode.name}…`}
            textareaRef={textareaRef}
          />
        </Flex>
      </Flex>

      <SideDrawer
        open={conversationsOpen}
        onOpenChange={setConversationsOpen}
        title="Conversations"
        placement="start"
        testId="conversations-drawer"
      >
        {conversationsOpen && conversationPanel}
      </SideDrawer>
      <MemoryDrawer open={memoryOpen} onOpenChange={setMemoryOpen} modes={modes} />
      <SettingsDrawer
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        email={member.email}
        onAccountDeleted={leaveAfterAccountDeletion}
      />
      <UpgradeDialog
        mode={lockedMode}
        memberTier={member.subscriptionTier}
        onClose={() => setLockedMode(null)}
      />
      <VisuallyHidden aria-live="polite" data-testid="reply-announcer">
        {session.announcement}
      </VisuallyHidden>
    </Flex>
  );
}
