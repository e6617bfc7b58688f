import { useCallback, useEffect, useRef, useState } from 'react';
import { findSpeechRecognition, speechLanguage } from './speech-apis';
import { type SpeechInputProblem, type SpeechInputSession, startSpeechInput } from './speech-input-session';

export interface SpeechInputOptions {
  /** The text box's current text: what is heard is added after it. */
  text: string;
  onText: (text: string) => void;
  maxLength?: number;
}

export interface SpeechInput {
  /** Known only after mount (the server and the first render say false): hide the control until then. */
  supported: boolean;
  listening: boolean;
  problem: SpeechInputProblem | null;
  toggle: () => void;
  /** Stops listening and drops words still on their way: call it when the message is sent. */
  cancel: () => void;
}

/**
 * Speaking instead of typing, over the browser's SpeechRecognition: the words fill the text box as
 * they are heard, after what was already there; the person still reviews and sends. Typing while
 * listening stops listening, so nothing overwrites what they typed.
 */
export function useSpeechInput({ text, onText, maxLength }: SpeechInputOptions): SpeechInput {
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<SpeechInputProblem | null>(null);
  const session = useRef<SpeechInputSession | null>(null);
  // The text this hook last wrote: anything else in the box means the person typed.
  const written = useRef<string | null>(null);
  const latest = useRef({ text, onText, maxLength });
  latest.current = { text, onText, maxLength };

  useEffect(() => {
    setSupported(findSpeechRecognition() !== null);
    return () => session.current?.cancel();
  }, []);

  const cancel = useCallback(() => session.current?.cancel(), []);

  const toggle = useCallback(() => {
    if (session.current) {
      session.current.stop();
      return;
    }
    const Recognition = findSpeechRecognition();
    if (!Recognition) return;
    const before = latest.current.text.trimEnd();
    written.current = latest.current.text;
    setProblem(null);
    setListening(true);
    session.current = startSpeechInput(Recognition, {
      lang: speechLanguage(),
      onTranscript: (heard) => {
        const next = (before ? `${before} ${heard}` : heard).slice(0, latest.current.maxLength);
        written.current = next;
        latest.current.onText(next);
      },
      onEnd: (ended) => {
        session.current = null;
        written.current = null;
        setListening(false);
        setProblem(ended);
      },
    });
  }, []);

  useEffect(() => {
    if (session.current && written.current !== null && text !== written.current) session.current.cancel();
  }, [text]);

  return { supported, listening, problem, toggle, cancel };
}
