import { Button, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';
import { useComposerDraft } from '#web/features/chat/hooks/use-composer-draft.ts';
import { type GuestChat, useGuestChat } from '#web/features/chat/hooks/use-guest-chat.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ChatComposer } from './chat-composer';
import { GuestAllowance, GuestRefusalNotice, GuestSignUpPrompt, GuestWelcome } from './guest-panels';
import { GuideBubble, MemberBubble, StreamingGuideBubble } from './message-bubbles';
import { ConversationHeading, ConversationRegion } from './message-list-parts';

/**
 * `/mirrorwell` for visitors: Mirror without an account (decisions, 'Tiers and usage'). Up to 10
 * messages, kept in this tab's session only; every message is screened by the server first, and a
 * risky one is answered with the crisis resources card. Signing up carries the conversation.
 */
export default function GuestChatScreen() {
  useDocumentTitle('Try Mirror');
  const chat = useGuestChat();
  const { draft, setDraft, send } = useComposerDraft(chat.send);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const isEmpty = chat.messages.length === 0 && !chat.live;

  // Follow the conversation to its newest words as they arrive.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && !isEmpty) element.scrollTop = element.scrollHeight;
  });

  function pickPrompt(prompt: string) {
    setDraft(prompt);
    window.requestAnimationFrame(() => textareaRef.current?.focus());
  }

  return (
    <Flex direction="column" h="100dvh" overflow="hidden">
      <AppHeader compactLogo>
        <ColorModeButton />
        <Button asChild variant="ghost" colorPalette="gray" size="sm">
          <RouterLink to={paths.login}>Sign in</RouterLink>
        </Button>
      </AppHeader>
      <Flex as="main" direction="column" flex="1" minH="0">
        <ConversationRegion
          scrollRef={scrollRef}
          heading={
            isEmpty ? (
              <GuestWelcome limit={chat.limit} onPickPrompt={pickPrompt} />
            ) : (
              <ConversationHeading guideName="Mirror" />
            )
          }
        >
          <GuestMessages chat={chat} />
        </ConversationRegion>
        {chat.refusal && (
          <GuestRefusalNotice message={chat.refusal.message} onDismiss={chat.dismissRefusal} />
        )}
        {chat.usedUp ? (
          <GuestSignUpPrompt limit={chat.limit} />
        ) : (
          <GuestAllowance used={chat.used} limit={chat.limit} />
        )}
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={send}
          onStop={chat.stop}
          replying={chat.live !== null}
          disabled={chat.usedUp}
          placeholder="Share what is on your mind with Mirror…"
          textareaRef={textareaRef}
        />
      </Flex>
      <VisuallyHidden aria-live="polite" data-testid="reply-announcer">
        {chat.announcement}
      </VisuallyHidden>
    </Flex>
  );
}

/** The finished exchanges, then the one in progress. */
function GuestMessages({ chat }: { chat: GuestChat }) {
  return (
    <>
      {chat.messages.map((message) =>
        message.role === 'user' ? (
          <MemberBubble key={message.id} content={message.content} />
        ) : (
          <GuideBubble
            key={message.id}
            message={{ ...message, modeId: 'mirror' }}
            engineLabel={chat.engineLabels.get(message.id)}
          />
        ),
      )}
      {chat.live && (
        <>
          <MemberBubble content={chat.live.userText} />
          <StreamingGuideBubble
            modeId="mirror"
            content={chat.live.reply}
            engineLabel={chat.live.engineLabel}
          />
        </>
      )}
    </>
  );
}
