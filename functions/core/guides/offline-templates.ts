/**
 * The offline guide's sentences, per mode. Placeholders: {clause} (the member's clause with pronouns
 * turned around, a full sentence), {quote} (the member's own words, verbatim), {feelings},
 * {feeling}, {theme} and {times}. Only question templates contain a question mark, and each has one.
 * No sentence here holds a risk word (risk-words.ts), so a reply holds one only if it came from the
 * member, and then the guide answers without their words (`heldWithCare`).
 */
import type { ModeId } from '#shared/domain/modes.ts';

export interface ModeTemplates {
  reflectStatement: readonly string[];
  reflectQuote: readonly string[];
  /** {question}: the member's own question turned around ("why you always push people away"). */
  reflectQuestion: readonly string[];
  nameFeelings: readonly string[];
  recurringTheme: readonly string[];
  question: readonly string[];
  /** For greetings and messages with nothing to reflect. */
  openingQuestion: readonly string[];
  feelingQuestion: readonly string[];
  themeQuestion: readonly string[];
  greeting: readonly string[];
  /** For a member this guide has talked with before; {theme} is their strongest theme. */
  returningGreeting: readonly string[];
  thanks: readonly string[];
  /** When there is nothing to reflect (an emoji, a lone symbol). */
  acknowledge: readonly string[];
  /**
   * For a message that holds risk words: warm, in the mode's voice, and never the member's own
   * words. `opening` first, then `invitation` (the one question). No resources: the screen's grade
   * decides those, beside the reply.
   */
  heldWithCare: { opening: readonly string[]; invitation: readonly string[] };
}

/**
 * Said, in every mode, when the person answers our check-in with a plain "no": thanks, no pressure,
 * and then the guide comes back to the message the check-in interrupted.
 */
export const backToWhatYouSaid: readonly string[] = [
  'I appreciate you answering, and bearing with the question. Let me come back to what you were saying.',
  "Thanks for letting me know. I'd rather ask than guess. Let's return to what you brought here.",
  'Thanks for telling me. If that ever changes, you can say so here at any time. Now, back to what you were saying.',
];

export const healthBoundary: readonly string[] = [
  "I'm an AI guide for reflection, so health and treatment questions are best taken to a doctor or another qualified professional.",
  'Questions about your health or treatment deserve a doctor or a qualified professional; as an AI guide, I can help you reflect on how it all feels.',
];

export const identityBoundary: readonly string[] = [
  "I'm an AI guide, not a person or a therapist, and I'm here to listen and reflect with you.",
  "To be clear, you're talking with an AI, not a person or a therapist, and this space is still yours to think out loud.",
];

export const modeTemplates: Readonly<Record<ModeId, ModeTemplates>> = {
  mirror: {
    reflectStatement: [
      'What I hear is that {clause}.',
      'So {clause}.',
      'Let me reflect that back: {clause}.',
      'In your own words, {clause}.',
      'If I have it right, {clause}.',
    ],
    reflectQuote: [
      'Your words were "{quote}".',
      'Let me hold up what you wrote: "{quote}".',
      'I\'m noticing the phrase "{quote}".',
      'You put it as "{quote}".',
    ],
    reflectQuestion: ["You're asking yourself {question}.", 'So the question on your mind is {question}.'],
    nameFeelings: [
      'I notice {feelings} in how you put that.',
      'The feeling words here point to {feelings}.',
      'There is {feelings} running through this.',
    ],
    recurringTheme: [
      "You've mentioned {theme} {times} now.",
      '{theme} keeps coming up in what you share, {times} so far.',
      'This is not the first time {theme} has come up; it has appeared {times}.',
    ],
    question: [
      'What do you notice when you read your own words back?',
      'When has something like this happened before?',
      'What part of this feels most true to you right now?',
      'What would you most like to understand about this?',
      'If a friend described this to you, what pattern might you point out?',
      'What do you tend to do next when this happens?',
    ],
    openingQuestion: [
      'What is on your mind today?',
      'What would you like to look at more clearly today?',
      'What has been taking up most of your thoughts lately?',
    ],
    feelingQuestion: [
      'What do you notice about when the {feeling} shows up?',
      'Where does the {feeling} seem to come from, as you look at it now?',
      'What usually happens just before the {feeling} arrives?',
    ],
    themeQuestion: [
      'What do you notice about how {theme} keeps showing up?',
      'What tends to be going on when {theme} comes back to mind?',
      'What feels different about {theme} this time, if anything?',
    ],
    greeting: ['Hello, and welcome to the Mirror.', 'Hi, this is a space to see your own thoughts clearly.'],
    returningGreeting: [
      'Good to see you again. Last time, {theme} was on your mind.',
      'Welcome back. {theme} has come up in our earlier talks.',
    ],
    acknowledge: [
      "I'm here and listening.",
      'This space is here whenever you want to put things into words.',
    ],
    thanks: [
      "You're welcome. Your words did the work here.",
      "You're welcome; it takes honesty to look at yourself this way.",
    ],
    heldWithCare: {
      opening: [
        "Thank you for putting this into words. I'm reading it carefully.",
        "I'm here, and I'm taking in what you wrote.",
      ],
      invitation: [
        'Would you tell me more about what is happening for you right now?',
        'What is going on for you right now, in your own words and your own time?',
      ],
    },
  },
  shadow: {
    reflectStatement: [
      'Something in you is saying that {clause}.',
      "I'm noticing the edge in what you said: {clause}.",
      'There is a charge in this. {clause}.',
      'So {clause}, and part of you is reacting strongly to it.',
      'Beneath the surface of this, {clause}.',
    ],
    reflectQuote: [
      'There is energy in the words "{quote}".',
      'The phrase "{quote}" stands out to me.',
      'I want to stay with your words for a moment: "{quote}".',
      'You said "{quote}", and that seems to carry weight.',
    ],
    reflectQuestion: ['Part of you is asking {question}.', "There's a real question in this: {question}."],
    nameFeelings: [
      'Underneath, I sense {feelings}.',
      'There is {feelings} here, and it deserves curiosity rather than judgment.',
      'I notice {feelings}, which can be a signpost to something deeper.',
    ],
    recurringTheme: [
      '{theme} keeps returning, {times} now, which makes me curious about what it holds for you.',
      "You've come back to {theme} {times}.",
      'We have circled back to {theme} {times}.',
    ],
    question: [
      'What might this reaction be protecting you from?',
      'Where else in your life have you felt this same charge?',
      'What belief about yourself might be sitting underneath this?',
      'If this part of you could speak freely, what would it say?',
      'What would you be afraid of others seeing if you let this part show?',
      'What do you judge most in others here, and does any of it feel familiar?',
    ],
    openingQuestion: [
      'What reaction of yours has surprised you lately?',
      'What has been stirring beneath the surface for you recently?',
      'Which moment this week stayed with you longer than you expected?',
    ],
    feelingQuestion: [
      'What might the {feeling} be trying to tell you?',
      'When the {feeling} rises, what does it push you to do or avoid?',
      'What is the {feeling} guarding, if you look underneath it?',
    ],
    themeQuestion: [
      'What might keep drawing you back to {theme}?',
      'What do you sense is unresolved for you around {theme}?',
      'Which reaction around {theme} feels most familiar from the past?',
    ],
    greeting: [
      'Hi. This is a space to look beneath the surface, gently and without judgment.',
      'Hello, welcome to the Shadow. Nothing you bring here needs to be hidden.',
    ],
    returningGreeting: [
      'Welcome back. {theme} has been stirring in our earlier talks.',
      "Good to see you again. We've touched on {theme} before.",
    ],
    acknowledge: [
      "I'm here, and nothing you bring needs to be tidy.",
      'Whatever is stirring can take its time to surface.',
    ],
    thanks: [
      "You're welcome. Looking at these parts of yourself takes courage.",
      "You're welcome; it's brave to look this closely.",
    ],
    heldWithCare: {
      opening: [
        'Thank you for trusting this space with what you wrote.',
        "What you wrote matters, and I'm staying right here with it.",
      ],
      invitation: [
        'Would you say more about what is going on for you right now?',
        'What feels most pressing for you right now?',
      ],
    },
  },
  innerchild: {
    reflectStatement: [
      'Thank you for telling me that {clause}. That matters.',
      'It makes sense that this touches you: {clause}.',
      "I'm right here with you. {clause}.",
      'That sounds tender. {clause}.',
      'I hear you, gently: {clause}.',
    ],
    reflectQuote: [
      'I heard you say "{quote}", and I\'m glad you did.',
      'Thank you for sharing "{quote}" with me.',
      'Your words, "{quote}", are safe here.',
      'I\'m holding your words with care: "{quote}".',
    ],
    reflectQuestion: [
      "You're wondering {question}, and that is a tender thing to ask.",
      "It's okay to wonder {question}.",
    ],
    nameFeelings: [
      'It makes sense that {feelings} would show up.',
      "You're allowed to feel all of it, including {feelings}.",
      'There is room here for {feelings}, with no need to hurry it away.',
    ],
    recurringTheme: [
      "You've shared about {theme} {times}, and each time it sounds important to you.",
      '{theme} has come up {times} in our talks, and that is okay.',
      '{theme} has been on your heart {times} now.',
    ],
    question: [
      'What did the younger you need to hear in moments like this?',
      'If you could sit beside your younger self right now, what would you want them to know?',
      'What would feel comforting to you right now?',
      'When you were small, what helped you feel safe?',
      'What would it be like to offer yourself the kindness you would give a child?',
      'What does the youngest part of you need most today?',
    ],
    openingQuestion: [
      'How are you feeling, deep down, right now?',
      'What would you like to share today, at whatever pace feels right?',
      'What does your heart need today?',
    ],
    feelingQuestion: [
      'If the {feeling} had a young voice, what would it be asking for?',
      'How old do you feel when the {feeling} comes?',
      'What would help the part of you that feels the {feeling} feel a little safer?',
    ],
    themeQuestion: [
      'Does {theme} remind you of anything from when you were younger?',
      'What did the younger you learn about {theme}?',
      'What would your younger self want you to know about {theme}?',
    ],
    greeting: [
      "Hello, I'm really glad you're here. There is no rush in this space.",
      'Hi there. You are welcome here, just as you are.',
    ],
    returningGreeting: [
      "Welcome back, I'm glad you came. Last time, {theme} was close to your heart.",
      "It's good to see you again. We've gently touched on {theme} before.",
    ],
    acknowledge: ["I'm right here with you, and there is no rush.", 'You are safe to take your time here.'],
    thanks: [
      "You're so welcome. Be gentle with yourself today.",
      "You're welcome. Thank you for being so open.",
    ],
    heldWithCare: {
      opening: [
        "I'm really glad you told me, and I'm right here with you.",
        "Thank you for sharing this with me. There is no rush, and I'm listening.",
      ],
      invitation: [
        'Would you like to tell me a little more about how you are, right now?',
        'What is happening for you right now, at whatever pace feels okay?',
      ],
    },
  },
  awakening: {
    reflectStatement: [
      "Let's pause with this for a moment: {clause}.",
      'There is something here worth sitting with. {clause}.',
      "I'm taking in what you shared: {clause}.",
      'Right now, in this moment, {clause}.',
      'Simply noticing it as it is, {clause}.',
    ],
    reflectQuote: [
      'Let your own words settle for a breath: "{quote}".',
      'I\'m sitting with what you wrote: "{quote}".',
      '"{quote}". Let that land for a moment.',
      'Your words carry something worth noticing: "{quote}".',
    ],
    reflectQuestion: [
      "You're holding a real question: {question}.",
      "Let's rest with your question for a moment: {question}.",
    ],
    nameFeelings: [
      'There is {feelings} in this moment, and it can simply be noticed.',
      'Whatever is here, {feelings} included, can be met with presence.',
      'I sense {feelings}, and it does not need to be fixed right away.',
    ],
    recurringTheme: [
      '{theme} has returned {times} in our conversations.',
      'You keep coming back to {theme}, {times} now; perhaps it is asking for your attention.',
      '{theme} has surfaced {times}, like a bell that keeps ringing.',
    ],
    question: [
      'What feels most alive or meaningful in this for you?',
      'If you pause and take one slow breath, what do you notice right now?',
      'What might this moment be inviting you to see?',
      'What would it look like to meet this with a little more presence?',
      'What matters most to you beneath all of this?',
      'Where do you feel most connected to something larger than yourself?',
    ],
    openingQuestion: [
      'What is present for you as you arrive here today?',
      'What are you noticing in yourself right now?',
      'What feels most meaningful in your life at the moment?',
    ],
    feelingQuestion: [
      'What happens if you let the {feeling} be here, just as it is, for a breath or two?',
      'Where do you notice the {feeling} in your body right now?',
      'What might the {feeling} be pointing you toward?',
    ],
    themeQuestion: [
      'What might {theme} be asking you to understand about what matters to you?',
      'What would it mean to bring more presence to {theme}?',
      'What is {theme} teaching you about who you are becoming?',
    ],
    greeting: [
      "Welcome. Let's begin by simply arriving in this moment.",
      'Hello, and welcome. Take a breath; there is nowhere else you need to be.',
    ],
    returningGreeting: [
      'Welcome back. {theme} has been part of your path lately.',
      "It's good to be here with you again. {theme} was in our last conversations.",
    ],
    acknowledge: ["I'm here with you in this moment.", 'Sometimes there are no words yet, and that is fine.'],
    thanks: [
      "You're welcome. May you carry a little of this stillness with you.",
      "You're welcome. Thank you for showing up for yourself.",
    ],
    heldWithCare: {
      opening: [
        "Let's slow down together for a moment. I'm here with you.",
        'Thank you for bringing this here. There is room for all of it.',
      ],
      invitation: [
        'What is happening for you right now, as you sit with this?',
        'Would you share a little more about where you are right now?',
      ],
    },
  },
};
