/**
 * The browser's own speech APIs, where present: recognition (Chrome, Edge and Safari, some of them
 * as `webkitSpeechRecognition`) and synthesis (`speechSynthesis`). TypeScript's DOM library has no
 * SpeechRecognition itself, so the little of it used here is declared below. Nothing is loaded:
 * where an API is missing, the controls that need it are not shown.
 */

export interface SpeechRecognitionAlternativeLike {
  readonly transcript: string;
}

export interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechRecognitionAlternativeLike;
}

export interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechRecognitionResultLike };
}

export interface SpeechRecognitionErrorEventLike {
  readonly error: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export interface SpeechUtteranceLike {
  text: string;
  lang: string;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
}

export interface SpeechSynthesisLike {
  speak(utterance: SpeechUtteranceLike): void;
  cancel(): void;
}

export interface SpeechSynthesisApi {
  synthesis: SpeechSynthesisLike;
  Utterance: new (text: string) => SpeechUtteranceLike;
}

type SpeechScope = {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
  speechSynthesis?: SpeechSynthesisLike;
  SpeechSynthesisUtterance?: new (text: string) => SpeechUtteranceLike;
};

function browserScope(): SpeechScope | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as SpeechScope);
}

export function findSpeechRecognition(scope = browserScope()): SpeechRecognitionConstructor | null {
  return scope?.SpeechRecognition ?? scope?.webkitSpeechRecognition ?? null;
}

export function findSpeechSynthesis(scope = browserScope()): SpeechSynthesisApi | null {
  if (!scope?.speechSynthesis || !scope.SpeechSynthesisUtterance) return null;
  return { synthesis: scope.speechSynthesis, Utterance: scope.SpeechSynthesisUtterance };
}

/** The page's language for both directions (the app is written in English). */
export function speechLanguage(): string {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang || (typeof navigator === 'undefined' ? 'en' : navigator.language);
}
