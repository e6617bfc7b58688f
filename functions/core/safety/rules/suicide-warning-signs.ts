import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { KILL, MYSELF, SAME_MESSAGE, SAME_SENTENCE } from './fragments';
import { anyOf, fragments } from './pattern-rule';
import { defineRules, type RiskRule } from './risk-rule';
import {
  dyingAsAFigureOfSpeech,
  ENDING_IT_ALL_WITH_A_PARTY,
  everydayGoodbyes,
  GIVING_THINGS_TO_CHARITY,
  killingMyselfAsAFigureOfSpeech,
  PICKING_UP_A_PRESCRIPTION,
  recoveredFromSuicidalTimes,
} from './shared-exceptions';

const {
  BELONGINGS,
  NOT_NEEDED_AFTER,
  GOODBYE_MESSAGE,
  WORK_OR_PAST,
  KEEPSAKES,
  WONT_NEED_THEM,
  RECIPIENTS,
  LAST_MESSAGE,
  SENT,
  ROPE_USE,
  WEAPON_OR_PILLS,
  HOARDING,
  MEDICINES,
  WHOLE_SUPPLY,
  LOST_OR_NO,
  TO_LIVE,
  WORKED_OUT,
  GOING_ON,
  HOW_I_WILL,
  CHILDREN,
} = fragments({
  BELONGINGS: '(?:things|stuff|belongings|possessions|valuables|clothes|books|pets?|cat|dog|plants)',
  /** Why the things are going: nobody will need to sort through them. */
  NOT_NEEDED_AFTER:
    '(?:nobody|no one|anyone|will not need|do not need|not need|after i|when i am gone|sort through|deal with)',
  GOODBYE_MESSAGE:
    '(?:goodbye|farewell|last|final) (?:letters?|notes?|messages?|texts?|emails?|videos?|posts?)',
  /** Who a goodbye at work is for: "to my team", "for the class". */
  WORK_OR_PAST: '(?:team|coworkers?|colleagues?|class|students?|job|boss|company|office|old|ex|former)',
  KEEPSAKES: '(?:clothes|things|stuff|books|games|jewelry|jewellery|belongings)',
  WONT_NEED_THEM: '(?:will not|am not going to|would not|do not) need (?:them|it|these|those)',
  RECIPIENTS: '(?:me|us|everyone|everybody|her family|his family)',
  LAST_MESSAGE: '(?:goodbye|farewell|final|last) (?:message|text|letter|note|post|email|video|voicemail)',
  SENT: '(?:sent|texted|messaged|posted|left|wrote|emailed)',
  /** Where a rope is meant to go: "the beam", "my neck". */
  ROPE_USE: '(?:use it|hang|beam|ceiling|rafters?|tree|closet rod|myself|tonight|where i|know where|neck)',
  WEAPON_OR_PILLS: '(?:it|the gun|a gun|his gun|her gun|my gun|the knife|a knife|that|them|those|the pills)',
  HOARDING:
    '(?:stockpil(?:e|es|ed|ing)|hoard(?:ed|ing)?|sav(?:e|ed|ing)(?: up)?|collect(?:ed|ing)|count(?:ed|ing)(?: out)?)',
  MEDICINES:
    '(?:pills|tablets|meds|medication|medications|medicine|antidepressants|painkillers|sleeping pills)',
  WHOLE_SUPPLY:
    '(?:all|everything|every pill|the whole (?:bottle|box|pack|packet)|a whole (?:bottle|box|pack|packet))',
  LOST_OR_NO: '(?:no|not any|any|zero|nothing left to|lost (?:my|all|every))',
  TO_LIVE: '(?:living|live|be alive|stay alive|go on|carry on|keep going|exist|wake up)',
  WORKED_OUT: anyOf(
    'plan',
    'planned',
    'decided',
    'figured out',
    'worked out',
    'researching',
    'researched',
    'looked up',
    'googling',
    'googled',
  ),
  /** "how i would go on", "go back": carrying on or going somewhere, not dying. */
  GOING_ON: '(?:on|back|about|home|to|out|in|up|down|there|ahead|forward|over|into|for|and|without)\\b',
  HOW_I_WILL: 'how (?:i am going to|i will|i would|i could|to|i want to)',
  CHILDREN: '(?:kids|children|son|daughter|baby|babies|family)',
});

/** Suicide warning signs that name no act outright: preparations, means kept, plans. */
export const suicideWarningSignRules: readonly RiskRule[] = defineRules({ category: 'suicide' }, [
  {
    id: 'giving-things-away',
    idea: 'is giving their belongings away',
    level: 'high',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\b(?:giving|gave|give|given|gives) away (?:all |most )?(?:of )?(?:my |our )(?:things|stuff|belongings|possessions|valuables|prized possessions|favou?rite things|pets?|cat|dog)\b`,
      String.raw`\b(?:giving|gave|give|given) (?:all |most )?(?:of )?(?:my|our) ${BELONGINGS}(?: \w+){0,2} away\b${SAME_SENTENCE}{0,60}\b${NOT_NEEDED_AFTER}\b`,
      String.raw`\b(?:giving|gave|give)\b${SAME_SENTENCE}{0,30}\b${KEEPSAKES}\b${SAME_SENTENCE}{0,40}\b${WONT_NEED_THEM}\b`,
    ],
    exceptions: [GIVING_THINGS_TO_CHARITY],
    examples: {
      match: [
        "I've been giving away my things",
        'I gave away all my stuff this week',
        "I've been giving my things away so nobody has to sort through them later.",
      ],
      pass: [
        'I gave away my old clothes to charity',
        "I'm giving my books away to the library before we move",
      ],
    },
  },
  {
    id: 'goodbye-letters',
    idea: 'has written or sent goodbye messages',
    level: 'high',
    reason: riskReasons.preparingToDie,
    about: 'subject',
    patterns: [
      String.raw`\b(?:wrote|written|writing|write|left|leaving|finished|drafted|drafting|sent|sending) (?:my |a |the |some )?${GOODBYE_MESSAGE}\b(?! (?:to|for) (?:my |the |a |our )?${WORK_OR_PAST})`,
    ],
    exceptions: [...everydayGoodbyes],
    examples: {
      match: ["I've been writing goodbye notes to everyone", 'I drafted my final messages to my kids'],
      pass: ['I wrote a farewell email to my team', 'I wrote a goodbye letter to my old school'],
    },
  },
  {
    id: 'someone-sent-a-goodbye',
    idea: 'has received a goodbye message from someone',
    level: 'high',
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
    patterns: [
      String.raw`\b${SENT} ${RECIPIENTS} (?:a |an |this |some )?(?:weird |strange |long |scary )?${LAST_MESSAGE}\b`,
    ],
    exceptions: [...everydayGoodbyes],
    examples: {
      match: [
        "My best friend sent me a goodbye message and isn't answering her phone.",
        'my brother texted us a weird goodbye text last night',
      ],
      pass: ['My manager sent us a farewell email for the team before she retired'],
    },
  },
  {
    id: 'rope-or-noose-to-use',
    idea: 'has a noose, or a rope meant for hanging',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bnoose\b`,
      String.raw`\b(?:bought|buy|buying|got|have|found|tied|tie|tying|hung|hanging)\b${SAME_SENTENCE}{0,12}\brope\b${SAME_SENTENCE}{0,60}\b${ROPE_USE}\b`,
    ],
    examples: {
      match: [
        "I've put the noose on. I just wanted to say something to someone.",
        'I bought a rope to hang myself',
      ],
      pass: ['I bought a rope for the tent pegs'],
    },
  },
  {
    id: 'weapon-on-myself',
    idea: 'thinks of using a gun, knife or pills on themselves',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:use|using|used|turn|turning|point|pointing|pointed|put|putting) ${WEAPON_OR_PILLS} (?:on|against|to) (?:${MYSELF}|my (?:head|chest|throat|neck|wrists?))\b`,
    ],
    examples: {
      match: [
        'My dad keeps a gun in his closet and I keep thinking about using it on myself.',
        'I keep thinking about turning the gun on myself',
      ],
      pass: ['I used the knife on the bread'],
    },
  },
  {
    id: 'pills-gathered',
    idea: 'has gathered, counted or laid out pills to take',
    level: 'high',
    reason: riskReasons.suicideMeans,
    about: 'subject',
    patterns: [
      String.raw`\b${HOARDING}\b${SAME_SENTENCE}{0,25}\b${MEDICINES}\b`,
      // "counting them" counts pills only where the message has named them first.
      String.raw`\b${MEDICINES}\b${SAME_MESSAGE}{0,120}\b${HOARDING}\b${SAME_SENTENCE}{0,25}\bthem\b`,
      String.raw`\b(?:pills|tablets|meds|painkillers) (?:counted|lined up|laid out|saved up|stockpiled)\b`,
      String.raw`\b(?:swallow|take|down|eat) ${WHOLE_SUPPLY}\b${SAME_SENTENCE}{0,30}\b(?:cabinet|cupboard|pills|tablets|meds|medicine|bottle|box|pack|packet)\b`,
    ],
    exceptions: [PICKING_UP_A_PRESCRIPTION],
    examples: {
      match: [
        "I've been stockpiling my sleeping pills",
        'i keep counting the pills in the drawer. 40 should be enough right',
        'The pills are in my drawer. I keep counting them at night.',
        "I'm going to swallow everything in the medicine cabinet.",
      ],
      pass: [
        'I picked up my tablets from the pharmacy this morning',
        "Three weeks till I'm on a beach in Crete. Counting every single one of them.",
      ],
    },
  },
  {
    id: 'end-things',
    idea: 'says when they will end their life: tonight, after the funeral',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\b(?:tonight|today|tomorrow|this weekend|soon) (?:is|will be) (?:the (?:night|day)|when) (?:i|it)\b${SAME_SENTENCE}{0,20}\b(?:end|ends|do it|finish|go)\b`,
      String.raw`\b(?:finish|end|stop) my (?:life|existence)\b`,
      String.raw`\bi (?:will|am going to|want to|plan to) (?:finish|end) (?:things|everything|it)(?= *(?:$|[.!?,;\n]|tonight|today|tomorrow|soon|for good|forever|once and for all|now))`,
    ],
    exceptions: [...recoveredFromSuicidalTimes],
    examples: {
      match: [
        'Tonight is the night I end things.',
        "After the funeral I'm going to end it.",
        "I'm going to end my life",
      ],
      pass: ["I'm going to end things with him next week", 'I want to finish everything on my to-do list'],
    },
  },
  {
    id: 'no-reason-to-live',
    idea: 'has no reason or will left to live',
    level: 'elevated',
    reason: riskReasons.hopelessness,
    patterns: [
      String.raw`\b${LOST_OR_NO} (?:reason|reasons|will|point|desire) (?:to |for )?(?:keep |go on |carry on )?${TO_LIVE}\b`,
    ],
    examples: {
      match: ["I don't see any reason to keep living.", "I've lost my will to live"],
      pass: ['I have no desire to go to the party'],
    },
  },
  {
    id: 'plan-to-die',
    idea: 'has worked out how they would die',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b${WORKED_OUT}\b${SAME_SENTENCE}{0,25}\b${HOW_I_WILL} (?:die|do it|end it|go|${KILL} ${MYSELF})\b`,
      // "i know how to do it" is mostly a skill; knowing how *they* would do it is the plan.
      String.raw`\bknow\b${SAME_SENTENCE}{0,25}\bhow (?:i am going to|i will|i would|i could|i want to) (?:die|do it|end it|go(?! ${GOING_ON})|${KILL} ${MYSELF})\b`,
      String.raw`\bknow (?:exactly|precisely|already) how to (?:die|do it|end it|${KILL} ${MYSELF})\b`,
      String.raw`\bknow how to (?:do it|end it|${KILL} ${MYSELF}) (?:so (?:that )?it works|quietly|painlessly|without (?:pain|failing|anyone))\b`,
    ],
    exceptions: [...killingMyselfAsAFigureOfSpeech, ...dyingAsAFigureOfSpeech, ENDING_IT_ALL_WITH_A_PARTY],
    examples: {
      match: [
        "I have a plan for how I'm going to die.",
        "i've worked out how i'd do it",
        "I'd rather die. I know how I'd do it.",
        'I know exactly how to do it so it works.',
      ],
      pass: [
        'I planned how we would get to the venue',
        'I know how to do it, I have changed a tyre loads of times',
        "I don't know how I would go on without her",
      ],
    },
  },
  {
    id: 'take-the-kids-too',
    idea: 'would take their children with them when they die',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\b(?:if|when|before) i (?:go|die|do it|end it|leave this world|am gone)\b${SAME_SENTENCE}{0,30}\b(?:tak(?:e|ing)|bring(?:ing)?) (?:my |the )?${CHILDREN}\b`,
      String.raw`\b(?:tak(?:e|ing)|bring(?:ing)?) (?:my |the )?${CHILDREN} with me\b${SAME_SENTENCE}{0,40}\b(?:suffer|so they|die|when i go|if i go|too|gone)\b`,
    ],
    exceptions: [...dyingAsAFigureOfSpeech],
    examples: {
      match: [
        "If I go, I'm taking my kids with me so they don't have to suffer.",
        "When I die I'm taking the baby with me",
      ],
      pass: ["I'm taking my kids with me to the beach this weekend"],
    },
  },
  {
    id: 'others-then-myself',
    idea: 'thinks of killing others and then themselves',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\b(?:${KILL}|shoot|stab|hurt|murder)\b${SAME_SENTENCE}{0,40}\b(?:and then|then|before|and also|and) ${MYSELF}\b`,
    ],
    examples: {
      match: [
        'I keep thinking I should kill my whole family and then myself.',
        'I want to shoot him and then myself',
      ],
      pass: ['I hurt my back and then I rested myself'],
    },
  },
  {
    id: 'unalive-and-slang',
    idea: 'uses suicide slang: unalive myself, kms, ctb',
    level: 'high',
    reason: riskReasons.wantingToDie,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\bun ?aliv(?:e|ing|ed) ${MYSELF}\b`,
      String.raw`\b(?:kms|ctb|rope ?maxx?(?:ing)?)\b`,
    ],
    exceptions: [
      String.raw`(?:\d|\b(?:few|several|many|couple of|hundreds of|thousands of|the|some|those|these|more|extra|few more)) ?kms\b`,
      String.raw`\bkms (?:away|per|an hour|a day|a week|from|long|to go|left|h)\b`,
    ],
    examples: {
      match: ['im gonna kms', 'honestly might kms lol', 'I want to unalive myself'],
      pass: ['I ran 10 kms this morning', 'The office is 5 kms away'],
    },
  },
]);
