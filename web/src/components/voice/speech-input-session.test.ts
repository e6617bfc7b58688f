import { describe, expect, it, vi } from 'vitest';
import type { SpeechRecognitionEventLike, SpeechRecognitionLike } from './speech-apis';
import { findSpeechRecognition } from './speech-apis';
import { speechInputMessages, startSpeechInput } from './speech-input-session';

/** A stand-in for the browser's SpeechRecognition that the test speaks through. */
class FakeRecognition implements SpeechRecognitionLike {
  static last: FakeRecognition | undefined;
  static failOnStart = false;
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 0;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  started = false;
  stopped = false;
  aborted = false;
  private heard: { transcript: string; isFinal: boolean }[] = [];

  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    if (FakeRecognition.failOnStart) throw new DOMException('already started', 'InvalidStateError');
    this.started = true;
  }
  stop() {
    this.stopped = true;
    this.onend?.();
  }
  abort() {
    this.aborted = true;
  }
  /** The browser hears words: interim first, then final. */
  hear(transcript: string, isFinal = false) {
    const last = this.heard.at(-1);
    if (last && !last.isFinal) last.transcript = transcript;
    else this.heard.push({ transcript, isFinal });
    if (last && !last.isFinal) last.isFinal = isFinal;
    const results = this.heard.map((result) => Object.assign([{ transcript: result.transcript }], result));
    this.onresult?.({ resultIndex: 0, results } as unknown as SpeechRecognitionEventLike);
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

function listen() {
  const transcripts: string[] = [];
  const onEnd = vi.fn();
  const session = startSpeechInput(FakeRecognition, {
    lang: 'en',
    onTranscript: (text) => transcripts.push(text),
    onEnd,
  });
  return { session, transcripts, onEnd, recognition: FakeRecognition.last as FakeRecognition };
}

describe('speech input', () => {
  it('finds SpeechRecognition, or webkitSpeechRecognition, or nothing', () => {
    expect(findSpeechRecognition({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(findSpeechRecognition({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(findSpeechRecognition({})).toBeNull();
    expect(findSpeechRecognition(undefined)).toBeNull();
  });

  it('passes on the words as they are heard, whole so far, and ends once when stopped', () => {
    const { session, transcripts, onEnd, recognition } = listen();
    expect(recognition).toMatchObject({ started: true, continuous: true, interimResults: true, lang: 'en' });
    recognition.hear('I have been');
    recognition.hear('I have been thinking', true);
    recognition.hear(' about my  sister', true);
    expect(transcripts).toEqual([
      'I have been',
      'I have been thinking',
      'I have been thinking about my sister',
    ]);
    session.stop();
    session.stop();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(null);
  });

  it('drops words still on their way once cancelled (the message was sent)', () => {
    const { session, transcripts, onEnd, recognition } = listen();
    recognition.hear('hello');
    session.cancel();
    recognition.hear('hello there', true);
    expect(recognition.aborted).toBe(true);
    expect(transcripts).toEqual(['hello']);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('says calmly why listening stopped: blocked microphone, silence, no microphone', () => {
    for (const [error, problem] of [
      ['not-allowed', 'blocked'],
      ['service-not-allowed', 'blocked'],
      ['no-speech', 'no-speech'],
      ['audio-capture', 'no-microphone'],
      ['network', 'offline'],
      ['language-not-supported', 'failed'],
    ] as const) {
      const { onEnd, recognition } = listen();
      recognition.fail(error);
      expect(onEnd, error).toHaveBeenCalledExactlyOnceWith(problem);
    }
    expect(speechInputMessages.blocked).toMatch(/allow it in your browser settings/);
    const { onEnd, recognition } = listen();
    recognition.fail('aborted');
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('ends at once with a problem when the browser refuses to start', () => {
    FakeRecognition.failOnStart = true;
    try {
      const { onEnd } = listen();
      expect(onEnd).toHaveBeenCalledExactlyOnceWith('failed');
    } finally {
      FakeRecognition.failOnStart = false;
    }
  });
});
