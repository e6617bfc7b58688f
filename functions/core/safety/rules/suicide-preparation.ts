import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import {
  KILL,
  OVERDOSE_AMOUNT,
  PILLS,
  SAME_MESSAGE,
  SAME_SENTENCE,
  SOMEONE_ELSE,
  THIRD_PERSON_REFLEXIVE,
} from './fragments';
import { anyOf, fragments } from './pattern-rule';
import { defineRules, type RiskRule } from './risk-rule';
import {
  everydayGoodbyes,
  KILLED_MYSELF_LAUGHING,
  NEARLY_KILLED_MYSELF_FALLING,
  overdoseAsWorkOrExcess,
} from './shared-exceptions';

const { WROTE, FAREWELL_NOTE, LOVED_ONES, ORDINARY_LEAVING } = fragments({
  WROTE:
    '(?:wrote|written|writing|write|left|leaving|finished|drafted|drafting|recorded|recording|prepared|preparing)',
  FAREWELL_NOTE:
    '(?:(?:goodbye|good bye|farewell|suicide) (?:letters?|notes?)|suicide (?:messages?|texts?|emails?|videos?))',
  LOVED_ONES: anyOf(
    'everyone',
    'everybody',
    'all of you',
    'my family',
    'the world',
    'my kids',
    'my friends',
    'my loved ones',
  ),
  /** Words after "said goodbye to everyone" that make it an ordinary leaving: "at the party", "and went home". */
  ORDINARY_LEAVING: anyOf(
    'at',
    'before',
    'after',
    'in',
    'on',
    'as',
    'when',
    'and left',
    'and went',
    'for the',
    'this',
    'last',
    'today',
  ),
});

/** Preparing to die, and worries about another person's suicide. */
export const suicidePreparationRules: readonly RiskRule[] = defineRules({ category: 'suicide' }, [
  {
    id: 'preparing-to-die',
    idea: 'has written goodbye or suicide notes',
    level: 'high',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\b${WROTE} (?:\w+ ){0,2}?${FAREWELL_NOTE}\b`,
      String.raw`\b(?:goodbye|farewell|suicide) (?:letters?|notes?) (?:ready|are ready|is ready|written|done|finished|for everyone|to everyone|to my family)\b`,
      String.raw`\b(?:letters?|notes?|messages?)${SAME_SENTENCE}{0,30}?\bsaying goodbye\b`,
      String.raw`\b(?:wrote|written|finished|writing) (?:the |my )?(?:letters|notes)\b${SAME_MESSAGE}{0,40}\bone for (?:mum|mom|dad|my \w+|\w+)\b`,
    ],
    exceptions: [...everydayGoodbyes],
    examples: {
      match: [
        "I've written my suicide note",
        'I wrote goodbye letters to my family',
        "I've written letters to everyone saying goodbye",
        'already wrote the letters. one for mum one for jake. theyre in the desk drawer',
      ],
      pass: [
        'I wrote a farewell note to my team before I left the company',
        'I wrote a goodbye letter to my anxiety',
      ],
    },
  },
  {
    id: 'last-goodbye',
    idea: 'says a last goodbye: a last message, goodbye forever',
    level: 'high',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\b(?:this is|this will be|consider this|here is) my (?:last|final) (?:message|goodbye|post|words|night|day)\b`,
      String.raw`\bgoodbye (?:cruel world|world)\b`,
      String.raw`\bgoodbye forever\b(?= *(?:$|[.!\n]|everyone|everybody|all))`,
      String.raw`\b(?:saying|said|say) my (?:final|last) goodbyes?\b`,
      String.raw`\b(?:writing|wrote|written|made|making|updated|updating) my will\b${SAME_SENTENCE}{0,40}?\bgoodbye`,
      String.raw`\b(?:actually|really|a real|my final|my last) goodbye\b`,
      String.raw`\bsaying (?:goodbye|bye) to (?:people|everyone|everybody)\b${SAME_SENTENCE}{0,40}\bwithout (?:them|anyone) knowing\b`,
    ],
    examples: {
      match: [
        'This is my last message, goodbye forever',
        "i'm so sorry for everything. this is my last message here",
        'ive been saying bye to ppl without them knowing its actually goodbye',
      ],
      pass: ['Goodbye forever to my old phone, hello upgrade'],
    },
  },
  {
    id: 'means-saved-for-later',
    idea: 'keeps a rope, pills or a gun "for when I am ready"',
    level: 'high',
    reason: riskReasons.preparingToDie,
    patterns: [String.raw`\b(?:rope|noose|pills|gun)\b${SAME_SENTENCE}{0,40}?\bfor when i am ready\b`],
    examples: {
      match: ["I'm keeping the rope for when I'm ready", 'the pills are in my drawer for when i am ready'],
      pass: ["I'll bring the rope for when we go climbing"],
    },
  },
  {
    id: 'said-goodbye-to-everyone',
    idea: 'has said goodbye to everyone, or to their family',
    level: 'elevated',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\b(?:said|saying|say|said my) goodbyes? to ${LOVED_ONES}\b(?! ${ORDINARY_LEAVING}\b)`,
    ],
    examples: {
      match: ["I've said goodbye to everyone", "I'm saying goodbye to my family"],
      pass: ['I said goodbye to everyone at the party and went home'],
    },
  },
  {
    id: 'affairs-in-order',
    idea: 'is getting their affairs in order',
    level: 'elevated',
    reason: riskReasons.preparingToDie,
    patterns: [String.raw`\b(?:getting|got|get|put|putting|have put) (?:all )?my affairs in order\b`],
    exceptions: [
      String.raw`\baffairs in order (?:before|for) (?:my |the |our )?(?:retirement|retiring|surgery|operation|move|moving|baby|trip|deployment|travel|wedding|taxes|year end)\b`,
    ],
    examples: {
      match: [
        "I'm getting my affairs in order. Just being sensible. I'm 28.",
        "I've put my affairs in order",
      ],
      pass: ["I'm getting my affairs in order before my surgery"],
    },
  },
  {
    id: 'someone-else-suicidal',
    idea: 'worries that someone else wants to, or did, kill themselves',
    level: 'elevated',
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
    patterns: [
      String.raw`\b${KILL} ${THIRD_PERSON_REFLEXIVE}\b`,
      String.raw`\b(?:end|ended|ending|ends) (?:his|her|their) (?:own )?life\b`,
      String.raw`\b(?:take|took|taking|takes|taken) (?:his|her|their) own life\b`,
      String.raw`\bun ?aliv(?:e|ed|ing) ${THIRD_PERSON_REFLEXIVE}\b`,
    ],
    exceptions: [KILLED_MYSELF_LAUGHING, NEARLY_KILLED_MYSELF_FALLING],
    examples: {
      match: [
        'My friend said she wants to kill herself',
        'my uncle killed himself last year',
        'My uncle took his own life in the spring.',
      ],
      pass: ['He nearly killed himself laughing at the joke'],
    },
  },
  {
    id: 'someone-else-overdosed',
    idea: 'says someone else has taken an overdose',
    level: 'high',
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
    patterns: [
      String.raw`\b${SOMEONE_ELSE}\b${SAME_SENTENCE}{0,25}?\b(?:just |has just |have just |has |have )?(?:took|swallowed|taken) (?:${OVERDOSE_AMOUNT})\b${SAME_SENTENCE}{0,25}?\b${PILLS}\b`,
      String.raw`\b${SOMEONE_ELSE} (?:just|has just|have just) overdosed\b`,
    ],
    exceptions: [...overdoseAsWorkOrExcess],
    examples: {
      match: ['my friend just took a whole bottle of pills', 'my brother has just overdosed'],
      pass: ['he just overdosed on caffeine before the exam'],
    },
  },
]);
