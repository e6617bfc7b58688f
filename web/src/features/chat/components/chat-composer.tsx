import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { SendHorizontal, Square } from 'lucide-react';
import type { FormEvent, KeyboardEvent, ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { CHAT_MESSAGE_MAX } from '#shared/api/schemas/chat.ts';
import { DISCLAIMER_TEXT } from '#web/components/disclaimer.tsx';
import { SafetyPageLink } from '#web/components/safety-page-link.tsx';
import { useSpeechInput } from '#web/components/voice/use-speech-input.ts';
import { SpeechInputButton, SpeechInputStatus } from '#web/components/voice/voice-buttons.tsx';

/** The same points as the full disclaimer, in fewer words for a phone's narrow footer. */
const PHONE_DISCLAIMER =
  'Reflective support, not therapy: no medical or diagnostic advice, no substitute for professional treatment. In a crisis, call or text 988 (US).';

/** From here on the member sees how many characters are left. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 500;

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** A reply is on its way (Send waits, Stop is offered). */
  replying: boolean;
  /** The chat cannot take messages right now (e.g. the session ended). */
  disabled: boolean;
  placeholder: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; Stop ends a reply early. */
export function ChatComposer(props: ChatComposerProps) {
  const { value, onChange, onSend, onStop, replying, disabled, placeholder, textareaRef } = props;
  const hintId = useId();
  const counterId = useId();
  const canSend = value.trim().length > 0 && !replying && !disabled;
  const showCounter = value.length >= COUNTER_FROM;
  const speech = useSpeechInput({ text: value, onText: onChange, maxLength: CHAT_MESSAGE_MAX });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    speech.cancel();
    onSend();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <Box
      as="form"
      onSubmit={submit}
      flexShrink={0}
      borderTopWidth="1px"
      borderColor="border"
      bg="bg"
      px="3"
      pt="3"
      pb="2"
    >
      <Stack gap="1.5" maxW="3xl" mx="auto">
        <MessageBoxFrame>
          <Textarea
            ref={textareaRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder={placeholder}
            aria-label="Message your guide"
            aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
            maxLength={CHAT_MESSAGE_MAX}
            disabled={disabled}
            autoresize
            rows={1}
            maxH="40dvh"
            border="none"
            bg="transparent"
            px="0"
            py="2"
            fontSize="md"
            focusRing="none"
            resize="none"
            data-testid="chat-input"
          />
          <SpeechInputButton speech={speech} disabled={disabled} />
          {replying && <StopButton onStop={onStop} />}
          <SendButton disabled={!canSend} />
        </MessageBoxFrame>
        <HStack justify="space-between" gap="3" px="1" fontSize="xs" color="fg.muted">
          <Text id={hintId} display={{ base: 'none', sm: 'block' }}>
            Enter to send · Shift+Enter for a new line
          </Text>
          <SpeechInputStatus speech={speech} />
          {showCounter && <CharacterCount id={counterId} length={value.length} />}
        </HStack>
        <ComposerDisclaimer />
      </Stack>
    </Box>
  );
}

/** The rounded frame around the message box and its buttons, outlined in the brand colour while typing. */
function MessageBoxFrame({ children }: { children: ReactNode }) {
  return (
    <HStack
      align="flex-end"
      gap="2"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="2xl"
      p="1.5"
      ps="3"
      _focusWithin={{
        borderColor: 'var(--mw-primary, var(--chakra-colors-brand-solid))',
        boxShadow: '0 0 0 1px var(--mw-primary, var(--chakra-colors-brand-solid))',
      }}
    >
      {children}
    </HStack>
  );
}

function StopButton({ onStop }: { onStop: () => void }) {
  return (
    <Button type="button" onClick={onStop} variant="outline" colorPalette="gray" size="sm" borderRadius="xl">
      <Square aria-hidden="true" fill="currentColor" />
      Stop
    </Button>
  );
}

function SendButton({ disabled }: { disabled: boolean }) {
  return (
    <Button
      type="submit"
      disabled={disabled}
      size="sm"
      borderRadius="xl"
      aria-label="Send"
      px={{ base: '2.5', sm: '3' }}
    >
      <SendHorizontal aria-hidden="true" />
      <Text as="span" display={{ base: 'none', sm: 'inline' }}>
        Send
      </Text>
    </Button>
  );
}

/** How much of the message's limit is used, shown near the limit; red at it. */
function CharacterCount({ id, length }: { id: string; length: number }) {
  return (
    <Text
      id={id}
      ms="auto"
      fontWeight="medium"
      color={length >= CHAT_MESSAGE_MAX ? 'fg.error' : 'fg.muted'}
      data-testid="character-count"
    >
      {length.toLocaleString()} / {CHAT_MESSAGE_MAX.toLocaleString()} characters
    </Text>
  );
}

/** The disclaimer under the message box: in full on a wide screen, shorter on a phone. */
function ComposerDisclaimer() {
  return (
    <Text fontSize="xs" color="fg.muted" px="1" data-testid="chat-disclaimer">
      <Text as="span" hideBelow="sm">
        {DISCLAIMER_TEXT} In a crisis, call or text 988 (US) or your local emergency number.
      </Text>
      <Text as="span" hideFrom="sm">
        {PHONE_DISCLAIMER}
      </Text>{' '}
      <SafetyPageLink newTab color="brand.fg" whiteSpace="nowrap" />
    </Text>
  );
}
