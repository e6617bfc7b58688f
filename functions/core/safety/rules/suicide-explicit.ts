import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { KILL, MYSELF, SUICIDE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import {
  ENDING_IT_ALL_WITH_A_PARTY,
  killingMyselfAsAFigureOfSpeech,
  recoveredFromSuicidalTimes,
  suicideNamedWithoutRisk,
} from './shared-exceptions';

/** Suicide said outright: killing oneself, ending one's life, the word itself. */
export const suicideExplicitRules: readonly RiskRule[] = defineRules({ category: 'suicide' }, [
  {
    id: 'kill-myself',
    idea: 'says they want to kill themselves, however it is typed',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    patterns: [String.raw`(?<![a-hj-np-z])${KILL} ?${MYSELF}\b`],
    exceptions: [...killingMyselfAsAFigureOfSpeech],
    examples: {
      match: ['I want to kill myself', 'k i l l  m y s e l f', '#killmyself', 'i wanna kil myself'],
      pass: [
        "I'm killing myself at work to meet this deadline",
        'I nearly killed myself laughing at that video',
        'I almost killed myself tripping on the stairs',
      ],
    },
  },
  {
    id: 'compact-hashtag',
    idea: 'wants to die or kill themselves, written as one hashtag word',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    patterns: [
      String.raw`\bi?(?:want|wana|going|gona)(?:to)?(?:kil+my ?self|endmylife|endital+)\b`,
      String.raw`\bi?(?:want|wana)(?:to)?die\b`,
      String.raw`\bendmylife\b`,
    ],
    examples: {
      match: ['#iwanttodie', '#iwanttoendmylife', '#endmylife'],
      pass: ['#iwanttodiet this summer'],
    },
  },
  {
    id: 'unalive',
    idea: 'wants to "unalive" themselves (algospeak for suicide)',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    patterns: [String.raw`\bun ?aliv(?:e|ing|ed) (?:${MYSELF}|me)\b`],
    examples: {
      match: ['I want to unalive myself', 'thinking of unaliving myself'],
      pass: ['the show unalived my favourite character'],
    },
  },
  {
    id: 'unalive-mentioned',
    idea: 'uses the word "unalive" at all',
    level: 'elevated',
    mention: true,
    reason: riskReasons.suicideMentioned,
    about: 'subject',
    patterns: [String.raw`\bun ?aliv(?:e|ing|ed)\b`],
    examples: {
      match: ['i wanna unalive myself tbh', 'my friend keeps joking about unaliving'],
      pass: ['I feel so alive after that run'],
    },
  },
  {
    id: 'off-myself',
    idea: 'wants to "off" themselves',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:to|will|just|should|might|could|i|going|about|got) off(?:ing)? ${MYSELF}\b`,
      String.raw`\boffing ${MYSELF}\b`,
    ],
    examples: {
      match: ['i want to off myself', 'going to off myself', 'keep thinking about offing myself'],
      pass: ['I turned the lights off myself'],
    },
  },
  {
    id: 'end-my-life',
    idea: 'wants to end their life or end it all',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\bend(?:ing|ed|s)? (?:it all|my (?:own )?life|my existence|my own existence)\b`,
      String.raw`\btak(?:e|ing|en) my (?:own )?life\b`,
      String.raw`\bcommit(?:ting)? (?:sudoku|seppuku|toaster bath|neck rope)\b`,
    ],
    exceptions: [
      ...recoveredFromSuicidalTimes,
      ENDING_IT_ALL_WITH_A_PARTY,
      String.raw`\btak(?:e|ing) my (?:own )?life (?:back|in (?:a|my) (?:new|different)|into my own hands|seriously|to the next level|more seriously)\b`,
    ],
    examples: {
      match: ['I want to end my life', "I'm planning to take my own life", 'I want to commit sudoku'],
      pass: [
        'Six years since I tried to end my life, and today I ran my first 10k.',
        "I'm taking my life back after the divorce",
        "Let's end it all with a party on Friday",
      ],
    },
  },
  {
    id: 'suicide-intent',
    idea: 'thinks about, plans or has attempted suicide',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\b(?:commit|committing|attempt|attempting|attempted|try|trying|tried)(?: \w+){0,2}? ${SUICIDE}\b`,
      String.raw`\b(?:thinking about|thinking of|thought about|thought of|think about|contemplating|considering)(?: \w+){0,2}? ${SUICIDE}\b`,
      String.raw`\b(?:obsessed with|fantasi[sz]ing about|dreaming about)(?: \w+){0,2}? ${SUICIDE}\b`,
      String.raw`\b(?:planning|plan on|researching|googling|close to)(?: \w+){0,2}? ${SUICIDE}\b`,
    ],
    exceptions: [...suicideNamedWithoutRisk],
    examples: {
      match: ['I want to commit suicide', 'thinking about sucide', "I've been contemplating suicide"],
      pass: [
        'In our first aid class we practised asking "are you thinking about suicide?"',
        'I used to think about suicide every day. Now I barely remember that version of me.',
        'Two years ago I was planning my suicide; this year I am planning a wedding.',
        'I keep thinking about suicide rates in men',
        "I'm researching suicide prevention for my thesis",
      ],
    },
  },
  {
    id: 'feeling-suicidal',
    idea: 'says they feel suicidal or have suicidal thoughts',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\b(?:am|feel|feels|felt|feeling|been|get|gets|getting|was|become|becoming|is|are|seems?)(?: \w+){0,2}? suicidal\b`,
      String.raw`\bsuicidal (?:thoughts?|ideation|feelings?|urges?|thinking|impulses?|episodes?|crisis|tendencies|plans?|again)\b`,
    ],
    exceptions: [...suicideNamedWithoutRisk],
    examples: {
      match: ['I feel suicidal', "I've been having suicidal thoughts again", '$uicidal thoughts'],
      pass: [
        'My GP asked me about suicidal thoughts at my check-up and I could honestly say none.',
        'What is the difference between suicidal ideation and suicidal intent?',
        'Our ward runs a group for suicidal patients on Tuesdays.',
        'My essay on suicidal ideation in teens is due Friday',
      ],
    },
  },
  {
    id: 'suicide-mentioned',
    idea: 'mentions suicide in any other way',
    level: 'elevated',
    mention: true,
    reason: riskReasons.suicideMentioned,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [String.raw`\b${SUICIDE}\b`],
    exceptions: [...suicideNamedWithoutRisk],
    examples: {
      match: ['suicide', 'my student keeps talking about suicide', 'thinking about sewerslide'],
      pass: [
        'Suicide Squad was better than I expected',
        'I watched a movie about suicide prevention',
        'We did suicide sprints at basketball practice',
      ],
    },
  },
]);
