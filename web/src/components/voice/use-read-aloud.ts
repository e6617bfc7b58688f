import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { createReadAloud, type ReadAloudController } from './read-aloud-controller';
import { findSpeechSynthesis, speechLanguage } from './speech-apis';

let shared: ReadAloudController | null | undefined;

/** The page's one reader, created on first use in the browser (null where synthesis is missing). */
function sharedReadAloud(): ReadAloudController | null {
  if (shared === undefined) {
    const api = findSpeechSynthesis();
    shared = api ? createReadAloud(api, speechLanguage) : null;
  }
  return shared;
}

const nothingToSubscribe = () => () => {};

export interface ReadAloud {
  /** Known only after mount (the server and the first render say false): hide the control until then. */
  supported: boolean;
  speaking: boolean;
  /** Reads the text, or stops if this one is being read; starting one reading stops any other. */
  toggle: (text: string) => void;
}

/** Reading a message aloud with the browser's speechSynthesis, one message at a time. */
export function useReadAloud(): ReadAloud {
  const key = useId();
  const [reader, setReader] = useState<ReadAloudController | null>(null);
  useEffect(() => setReader(sharedReadAloud()), []);
  const speakingKey = useSyncExternalStore(
    reader?.subscribe ?? nothingToSubscribe,
    () => reader?.speakingKey() ?? null,
    () => null,
  );
  const speaking = speakingKey === key;

  // A message that leaves the screen stops being read.
  useEffect(
    () => () => {
      if (reader?.speakingKey() === key) reader.stop();
    },
    [reader, key],
  );

  const toggle = useCallback(
    (text: string) => {
      if (!reader) return;
      if (reader.speakingKey() === key) reader.stop();
      else reader.speak(key, text);
    },
    [reader, key],
  );

  return { supported: reader !== null, speaking, toggle };
}
