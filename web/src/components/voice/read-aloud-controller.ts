import type { SpeechSynthesisApi, SpeechUtteranceLike } from './speech-apis';

/**
 * Chrome's synthesis stops long utterances after about fifteen seconds: a reply is spoken as a
 * queue of sentence-sized pieces instead.
 */
const PIECE_MAX = 220;

export function speechPieces(text: string): string[] {
  const sentences =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^.!?…]+[.!?…]*\s*/g) ?? [];
  const pieces: string[] = [];
  let current = '';
  const push = (piece: string) => {
    if (piece.trim()) pieces.push(piece.trim());
  };
  for (const sentence of sentences) {
    if ((current + sentence).length <= PIECE_MAX) {
      current += sentence;
      continue;
    }
    push(current);
    current = '';
    for (const word of sentence.trim().split(' ')) {
      if ((current + word).length > PIECE_MAX) {
        push(current);
        current = '';
      }
      current += `${word} `;
    }
  }
  push(current);
  return pieces;
}

/**
 * One voice for the whole page: starting to read a message stops any other, and every button
 * hears which message (by key) is being read.
 */
export interface ReadAloudController {
  speak(key: string, text: string): void;
  stop(): void;
  speakingKey(): string | null;
  subscribe(listener: () => void): () => void;
}

export function createReadAloud(api: SpeechSynthesisApi, lang: () => string): ReadAloudController {
  const listeners = new Set<() => void>();
  let speaking: string | null = null;
  // Events of utterances from an earlier reading (cancelled) are ignored.
  let reading = 0;
  const set = (key: string | null) => {
    if (speaking === key) return;
    speaking = key;
    for (const listener of listeners) listener();
  };
  return {
    speak(key, text) {
      const pieces = speechPieces(text);
      reading += 1;
      const current = reading;
      api.synthesis.cancel();
      if (pieces.length === 0) {
        set(null);
        return;
      }
      set(key);
      pieces.forEach((piece, index) => {
        const utterance: SpeechUtteranceLike = new api.Utterance(piece);
        utterance.lang = lang();
        utterance.onerror = () => {
          if (reading === current) set(null);
        };
        if (index === pieces.length - 1) {
          utterance.onend = () => {
            if (reading === current) set(null);
          };
        }
        api.synthesis.speak(utterance);
      });
    },
    stop() {
      reading += 1;
      api.synthesis.cancel();
      set(null);
    },
    speakingKey: () => speaking,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
