import { useState } from 'react';

/**
 * The message box's words: emptied as they are sent, given back when the message was not taken
 * (unless the person has begun typing again).
 */
export function useComposerDraft(sendText: (text: string) => Promise<boolean>) {
  const [draft, setDraft] = useState('');
  async function send() {
    const text = draft;
    setDraft('');
    const taken = await sendText(text);
    if (!taken) setDraft((current) => current || text);
  }
  return { draft, setDraft, send };
}
