import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, type RefObject, useState } from 'react';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import type { Mode, ModeId } from '#shared/domain/modes.ts';
import { tierIncludes } from '#shared/domain/tiers.ts';
import type { ChatSession } from '#web/features/chat/hooks/use-chat-session.ts';
import { ChatComposer } from './chat-composer';
import { MemoryDrawer } from './memory-panel';
import { MessageList } from './message-list';
import { SettingsDrawer } from './settings-panel';
import { SideDrawer } from './side-drawer';
import { UpgradeDialog } from './upgrade-dialog';
import { UpgradeRefusalNotice } from './upgrade-refusal-notice';

interface ChatMainProps {
  member: PublicMember;
  session: ChatSession;
  mode: Mode;
  modes: readonly Mode[];
  linkedMessageId: string | null;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => Promise<void>;
  onChooseMode: (modeId: ModeId) => void;
  /** A guide the member's plan does not include: the upgrade dialog explains. */
  onLockedMode: (mode: Mode) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  focusComposer: () => void;
}

/** The conversation itself: the messages (or the welcome), a plan's refusal, and the composer. */
export function ChatMain({
  member,
  session,
  mode,
  modes,
  linkedMessageId,
  draft,
  onDraftChange,
  onSend,
  onChooseMode,
  onLockedMode,
  textareaRef,
  focusComposer,
}: ChatMainProps) {
  return (
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
            ? onChooseMode(guide.id)
            : onLockedMode(guide)
        }
        onPickPrompt={(prompt) => {
          onDraftChange(prompt);
          focusComposer();
        }}
      />
      {session.refusal && (
        <UpgradeRefusalNotice refusal={session.refusal} onDismiss={session.dismissRefusal} />
      )}
      <ChatComposer
        value={draft}
        onChange={onDraftChange}
        onSend={onSend}
        onStop={session.stop}
        replying={session.live !== null}
        disabled={session.sessionExpired}
        placeholder={`Share what is on your mind with ${mode.name}…`}
        textareaRef={textareaRef}
      />
    </Flex>
  );
}

/** The conversation list beside the chat on a wide screen (on a phone it opens in a drawer). */
export function ConversationsSidebar({ children }: { children: ReactNode }) {
  return (
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
      {children}
    </Box>
  );
}

/** Which of the panels over the chat is open, and the guide whose upgrade dialog shows. */
export function useChatPanels() {
  const [conversationsOpen, setConversationsOpen] = useState(false);
  const [memoryOpen, setMemoryOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [lockedMode, setLockedMode] = useState<Mode | null>(null);
  return {
    conversationsOpen,
    setConversationsOpen,
    memoryOpen,
    setMemoryOpen,
    settingsOpen,
    setSettingsOpen,
    lockedMode,
    setLockedMode,
  };
}

export type ChatPanels = ReturnType<typeof useChatPanels>;

interface ChatDrawersProps {
  member: PublicMember;
  session: ChatSession;
  modes: readonly Mode[];
  conversationPanel: ReactNode;
  panels: ChatPanels;
  leaveAfterAccountDeletion: () => Promise<void>;
}

/** What opens over the chat (conversations on a phone, memory, settings, the upgrade dialog) and the reply announcer. */
export function ChatDrawers({
  member,
  session,
  modes,
  conversationPanel,
  panels,
  leaveAfterAccountDeletion,
}: ChatDrawersProps) {
  return (
    <>
      <SideDrawer
        open={panels.conversationsOpen}
        onOpenChange={panels.setConversationsOpen}
        title="Conversations"
        placement="start"
        testId="conversations-drawer"
      >
        {panels.conversationsOpen && conversationPanel}
      </SideDrawer>
      <MemoryDrawer open={panels.memoryOpen} onOpenChange={panels.setMemoryOpen} modes={modes} />
      <SettingsDrawer
        open={panels.settingsOpen}
        onOpenChange={panels.setSettingsOpen}
        email={member.email}
        onAccountDeleted={leaveAfterAccountDeletion}
      />
      <UpgradeDialog
        mode={panels.lockedMode}
        memberTier={member.subscriptionTier}
        onClose={() => panels.setLockedMode(null)}
      />
      <VisuallyHidden aria-live="polite" data-testid="reply-announcer">
        {session.announcement}
      </VisuallyHidden>
    </>
  );
}
