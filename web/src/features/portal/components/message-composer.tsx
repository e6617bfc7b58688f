import { Button, HStack, Textarea } from '@chakra-ui/react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useState } from 'react';
import { CHAT_MESSAGE_MAX } from '#shared/api/schemas/chat.ts';
import { themeHook } from '#shared/domain/portal-theme.ts';

/**
 * The input and Send: both wait while a message is sending, and Send waits for words. Enter sends,
 * Shift+Enter starts a new line. A message that fails to send comes back into the input.
 */
export function MessageComposer({
  sending,
  onSend,
  label = 'Message',
  placeholder = 'Share what is on your mind…',
}: {
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
  label?: string;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState('');
  const blank = !draft.trim();
  async function send() {
    if (blank || sending) return;
    const text = draft;
    setDraft('');
    if (!(await onSend(text))) setDraft(text);
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  }
  return (
    <form onSubmit={submit} aria-label="Send a message" className={themeHook('mw-composer')}>
      <HStack align="end" gap="2">
        <Textarea
          aria-label={label}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={sending}
          maxLength={CHAT_MESSAGE_MAX}
          rows={2}
          resize="vertical"
          bg="bg"
          // Its own colours: a theme's colours on the composer never make typed words unreadable.
          color="fg"
        />
        <Button type="submit" colorPalette="brand" disabled={blank || sending}>
          Send
        </Button>
      </HStack>
    </form>
  );
}
