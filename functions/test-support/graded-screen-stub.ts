import type { ConversationScreenInput } from '#functions/core/safety/screen-conversation.ts';
import type { SafetyScreen } from '#functions/core/safety/types.ts';

/**
 * Messages a test's stubbed screen grades, whatever the real screen's rules and thresholds would
 * say: the tests of what a person sees at each grade do not move when the screen is retuned. Every
 * other message is screened as usual. Use it from a test file with
 *
 *   vi.mock('#functions/core/safety/screen-conversation.ts', async (importOriginal) =>
 *     (await import('#functions/test-support/graded-screen-stub.ts')).withGradedMessages(await importOriginal()));
 */
export const GRADED_MESSAGES = {
  /** Read as no risk at all: the guide answers as usual. */
  none: 'I finally cleaned out the garage today.',
  /** Read as possible risk: a note beside the guide's ordinary reply. */
  note: 'Work has been a slog lately and I keep wondering what the point of any of it is.',
  /** Read as probable risk: the reply is replaced by the check-in question. */
  checkIn: 'Lately it feels like everyone around me would cope fine if I was not here.',
} as const;

const screens: Record<string, SafetyScreen> = {
  [GRADED_MESSAGES.none]: {
    level: 'none',
    categories: [],
    reason: '',
    matched: false,
    aboutSomeoneElse: false,
    signals: [],
  },
  [GRADED_MESSAGES.note]: {
    level: 'possible',
    categories: ['suicide'],
    reason: 'Possible risk (test)',
    matched: true,
    aboutSomeoneElse: false,
    signals: ['test-stub:note'],
  },
  [GRADED_MESSAGES.checkIn]: {
    level: 'elevated',
    categories: ['suicide'],
    reason: 'Probable risk (test)',
    matched: true,
    aboutSomeoneElse: false,
    signals: ['test-stub:check-in'],
  },
};

type ScreenModule = typeof import('#functions/core/safety/screen-conversation.ts');

export function withGradedMessages(original: ScreenModule): ScreenModule {
  return {
    ...original,
    screenConversation: (input: ConversationScreenInput) =>
      screens[input.message] ?? original.screenConversation(input),
  };
}
