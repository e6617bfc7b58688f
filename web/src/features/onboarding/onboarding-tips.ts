/** The five tips of the onboarding dialog, in order. */
export interface OnboardingTip {
  id: 'speak' | 'honest' | 'follow-up' | 'journal' | 'open';
  title: string;
  /** One line under the title. */
  description: string;
  body: string;
  /** Two or three things a member might type. */
  examples: readonly string[];
}

export const onboardingTips: readonly OnboardingTip[] = [
  {
    id: 'speak',
    title: 'Speak naturally',
    description: 'Write the way you would talk to a trusted friend.',
    body: 'There is no right way to begin and no special phrasing to learn. Half-formed thoughts, long sentences and “I don’t know where to start” are all welcome here. Your guide listens for what you mean, not how neatly you put it.',
    examples: [
      'I’ve been feeling off lately and I’m not sure why.',
      'Something a friend said yesterday keeps replaying in my head.',
      'Can we just talk about my week?',
    ],
  },
  {
    id: 'honest',
    title: 'Be honest',
    description: 'The more real you are, the more useful the reflection.',
    body: 'Nobody is grading you. Naming what you actually feel, even when it is messy, small or contradictory, gives your guide something true to reflect back. It is also fine to say you are not ready to go deeper yet.',
    examples: [
      'Honestly, I’m more hurt than angry, and I don’t like admitting it.',
      'I keep saying I’m fine, but I don’t think I am.',
      'I want to talk about this, but not the details yet.',
    ],
  },
  {
    id: 'follow-up',
    title: 'Ask follow-up questions',
    description: 'Stay with a thought a little longer.',
    body: 'The first answer is rarely the whole answer. If something lands, ask why. If something does not fit, say so: gently pushing back helps your guide understand you better. Curiosity is how patterns come into view.',
    examples: [
      'Why do you think that bothers me so much?',
      'That doesn’t quite fit. Can we look at it another way?',
      'Where else might this pattern be showing up in my life?',
    ],
  },
  {
    id: 'journal',
    title: 'Use it for journaling and reflection',
    description: 'A few minutes a day adds up.',
    body: 'Treat a conversation like a journal that answers back. Check in at the end of the day, untangle a decision, or notice what you are grateful for. Five to ten minutes a day, with a longer look back each week, is often enough to see how you are changing.',
    examples: [
      'Help me reflect on today: what stood out, and why?',
      'I have a decision to make. Can you help me think it through?',
      'Looking back at this week, what themes do you notice?',
    ],
  },
  {
    id: 'open',
    title: 'Stay open',
    description: 'Let insight arrive at its own pace.',
    body: 'Some conversations bring clarity right away; others plant a seed that grows later. Be gentle with yourself, notice what surprises you, and try another guide when you want a fresh angle. Mirrorwell supports reflection but is not therapy: if you are struggling, please reach out to someone you trust or a professional.',
    examples: [
      'What might I not be seeing here?',
      'I’m open to a different perspective on this.',
      'What is one small step I could try this week?',
    ],
  },
];
