import type { ModeId } from '#shared/domain/modes.ts';

/** Ways to begin with each guide; a click puts one in the message box. */
export const examplePrompts: Record<ModeId, readonly string[]> = {
  mirror: [
    'Something from today is still on my mind, and I want to see it more clearly.',
    'I keep saying yes when I mean no. Help me notice the pattern.',
    'I felt stressed at work this week. Can we look at what happened?',
  ],
  shadow: [
    'What might I be avoiding when I keep myself busy?',
    'A small thing irritated me far more than it should have. Why might that be?',
    'I notice I judge others for something I do myself.',
  ],
  innerchild: [
    'I want to understand what I needed as a child and did not get.',
    'I am very hard on myself when I make mistakes.',
    'A childhood memory came back to me today.',
  ],
  awakening: [
    'What gives my life meaning right now?',
    'I feel disconnected lately and want to explore why.',
    'I had a moment of deep calm today and want to understand it.',
  ],
};

/** What each guide is like to talk to, in a sentence. */
export const guideWelcome: Record<ModeId, string> = {
  mirror:
    'Mirror reflects your own words back to you, clearly and without judgement, so you can notice the patterns in them.',
  shadow:
    'Shadow gently explores what lies beneath the surface: reactions, habits and beliefs you may not have looked at yet.',
  innerchild: 'Inner Child meets your younger self with patience and warmth, at the pace that feels right.',
  awakening: 'Awakening widens the view: meaning, awareness and your sense of connection.',
};
