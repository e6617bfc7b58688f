import type {
  SpeechRecognitionConstructor,
  SpeechRecognitionEventLike,
  SpeechRecognitionLike,
} from './speech-apis';

/** Why listening ended early, in words a person can act on (never alarming). */
export type SpeechInputProblem = 'blocked' | 'no-speech' | 'no-microphone' | 'offline' | 'failed';

export const speechInputMessages: Record<SpeechInputProblem, string> = {
  blocked: 'The microphone is not allowed for this site. You can allow it in your browser settings, or type.',
  'no-speech': 'Nothing was heard. Press the microphone and try again when you are ready.',
  'no-microphone': 'No microphone was found. You can type your message instead.',
  offline: 'Voice input needs a connection right now. You can type your message instead.',
  failed: 'Voice input stopped. You can try again or type your message.',
};

const problemsByError: Record<string, SpeechInputProblem | null> = {
  'not-allowed': 'blocked',
  'service-not-allowed': 'blocked',
  'no-speech': 'no-speech',
  'audio-capture': 'no-microphone',
  network: 'offline',
  // We asked for it (cancel): nothing went wrong.
  aborted: null,
};

export interface SpeechInputCallbacks {
  lang: string;
  /** Everything heard so far in this session, updated as the person speaks. */
  onTranscript: (transcript: string) => void;
  /** Listening ended, by itself, by `stop`/`cancel`, or with a problem. Called once. */
  onEnd: (problem: SpeechInputProblem | null) => void;
}

export interface SpeechInputSession {
  /** Stop listening and keep what was heard (the last words may still arrive). */
  stop(): void;
  /** Stop listening and drop anything still on its way (the message was sent). */
  cancel(): void;
}

function transcriptOf(event: SpeechRecognitionEventLike): string {
  const parts: string[] = [];
  for (let index = 0; index < event.results.length; index++) {
    parts.push(event.results[index]?.[0]?.transcript ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** One listening session over the browser's SpeechRecognition: interim words show as they come. */
export function startSpeechInput(
  Recognition: SpeechRecognitionConstructor,
  callbacks: SpeechInputCallbacks,
): SpeechInputSession {
  let ended = false;
  let cancelled = false;
  let problem: SpeechInputProblem | null = null;
  const finish = () => {
    if (ended) return;
    ended = true;
    callbacks.onEnd(problem);
  };
  let recognition: SpeechRecognitionLike;
  try {
    recognition = new Recognition();
    recognition.lang = callbacks.lang;
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      if (cancelled || ended) return;
      const transcript = transcriptOf(event);
      if (transcript) callbacks.onTranscript(transcript);
    };
    recognition.onerror = (event) => {
      problem =
        problemsByError[event.error] === undefined ? 'failed' : (problemsByError[event.error] ?? null);
    };
    recognition.onend = finish;
    recognition.start();
  } catch {
    problem = 'failed';
    finish();
    return { stop() {}, cancel() {} };
  }
  return {
    stop() {
      recognition.stop();
    },
    cancel() {
      cancelled = true;
      recognition.abort();
      // A browser that never says it ended must not leave the microphone looking pressed.
      finish();
    },
  };
}
