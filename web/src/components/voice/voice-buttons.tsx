import { Button, IconButton, Text } from '@chakra-ui/react';
import { Mic, Square, Volume2 } from 'lucide-react';
import { speechInputMessages } from './speech-input-session';
import { useReadAloud } from './use-read-aloud';
import type { SpeechInput } from './use-speech-input';

/**
 * The microphone beside a message box: pressed while listening. Not rendered where the browser has
 * no speech recognition (or before mount, so server and first render agree).
 */
export function SpeechInputButton({ speech, disabled }: { speech: SpeechInput; disabled?: boolean }) {
  if (!speech.supported) return null;
  return (
    <IconButton
      type="button"
      onClick={speech.toggle}
      aria-label="Speak your message"
      aria-pressed={speech.listening}
      title={speech.listening ? 'Stop listening' : 'Speak your message'}
      disabled={disabled}
      variant={speech.listening ? 'solid' : 'ghost'}
      colorPalette={speech.listening ? 'brand' : 'gray'}
      size="sm"
      borderRadius="xl"
      data-listening={speech.listening || undefined}
    >
      <Mic aria-hidden="true" />
    </IconButton>
  );
}

/** Says calmly that the microphone is listening, or why it stopped; a polite live region. */
export function SpeechInputStatus({ speech }: { speech: SpeechInput }) {
  if (!speech.supported) return null;
  const message = speech.listening
    ? 'Listening… your words appear in the box. Press the microphone again when you are done.'
    : speech.problem
      ? speechInputMessages[speech.problem]
      : '';
  return (
    <Text role="status" aria-live="polite" fontSize="xs" color="fg.muted" data-testid="speech-input-status">
      {message}
    </Text>
  );
}

/** 'Read aloud' under a reply, 'Stop reading' while it is read. Hidden without speech synthesis. */
export function ReadAloudButton({ text }: { text: string }) {
  const reader = useReadAloud();
  if (!reader.supported || !text.trim()) return null;
  return (
    <Button
      type="button"
      onClick={() => reader.toggle(text)}
      variant="ghost"
      colorPalette="gray"
      size="xs"
      data-speaking={reader.speaking || undefined}
    >
      {reader.speaking ? <Square aria-hidden="true" fill="currentColor" /> : <Volume2 aria-hidden="true" />}
      {reader.speaking ? 'Stop reading' : 'Read aloud'}
    </Button>
  );
}
