import { Alert, Box, Button, Flex, Heading, IconButton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';
import { useGuestChat } from '#web/features/chat/hooks/use-guest-chat.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ChatComposer } from './chat-composer';
import { GuestAllowance, GuestSignUpPrompt, GuestWelcome } from './guest-panels';
import { GuideBubble, MemberBubble, StreamingGuideBubble } from './message-bubbles';

/**
 * `/mirrorwell` for visitors: Mirror without an account (decisions, 'Tiers and usage'). Up to 10
 * messages, kept in this tab's session only; every message is screened by the server first, and a
 * risky one is answered with the crisis resources card. Signing up carries the conversation.
 */
export default function GuestChatScreen() {
  useDocumentTitle('Try Mirror');
  const chat = useGuestChat();
  const [draft, setDraft] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const isEmpty = chat.messages.length === 0 && !chat.live;

  // Follow the conversation to its newest words as they arrive.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && !isEmpty) element.scrollTop = element.scrollHeight;
  });

  async function send() {
    const text = draft;
    setDraft('');
    const taken = await chat.send(text);
    if (!taken) setDraft((current) => current || text);
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
        <Box
          ref={scrollRef}
          flex="1"
          minH="0"
          overflowY="auto"
          tabIndex={0}
          role="region"
          aria-label="Conversation"
          focusVisibleRing="inside"
        >
          <Stack gap="5" maxW="3xl" mx="auto" w="full" px={{ base: '3', sm: '5' }} py="5">
            {isEmpty ? (
              <GuestWelcome
                limit={chat.limit}
                onPickPrompt={(prompt) => {
                  setDraft(prompt);
                  window.requestAnimationFrame(() => textareaRef.current?.focus());
                }}
              />
            ) : (
              <VisuallyHidden>
                <Heading as="h1">Your conversation with Mirror</Heading>
              </VisuallyHidden>
            )}
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
          </Stack>
        </Box>
        {chat.refusal && (
          <Box px="3" pt="3" flexShrink={0}>
            <Alert.Root status="info" borderRadius="lg" maxW="3xl" mx="auto" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description color="fg">{chat.refusal.message}</Alert.Description>
              </Alert.Content>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="gray"
                aria-label="Dismiss"
                onClick={chat.dismissRefusal}
              >
                <X aria-hidden="true" />
              </IconButton>
            </Alert.Root>
          </Box>
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
