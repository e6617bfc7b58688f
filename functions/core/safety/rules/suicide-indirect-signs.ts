import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { MYSELF, SAME_MESSAGE, SAME_SENTENCE } from './fragments';
import { anyOf, fragments } from './pattern-rule';
import { defineRules, type RiskRule } from './risk-rule';
import {
  AWAY_FOR_A_WHILE,
  BAD_DREAMS,
  dyingAsAFigureOfSpeech,
  JUMPING_INTO_WATER,
  overdoseAsWorkOrExcess,
} from './shared-exceptions';

const { HEIGHT_OR_TRAFFIC, LOVED_ONE, PARTING_WORDS, UNREACHABLE, WHO_WOULD_COPE, HAVE_TO } = fragments({
  HEIGHT_OR_TRAFFIC: anyOf(
    'platform',
    'train',
    'express',
    'tracks',
    'bridge',
    'railing',
    'roof',
    'rooftop',
    'ledge',
    'building',
    'balcony',
    'cliff',
    'parking garage',
    'car park',
    'overpass',
    'window',
    'traffic',
    'bus',
    'lorry',
    'truck',
  ),
  LOVED_ONE: anyOf(
    'her',
    'him',
    'them',
    'my (?:mom|mum|mother|dad|father|husband|wife|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|partner|baby|best friend|friend)',
  ),

  /** Who left: "sorry for everything", "take care of your brother". */
  PARTING_WORDS:
    '(?:sorry for everything|take care of (?:your|my|the) (?:brother|sister|kids|mom|mum|dad|children|dog|cat|baby))',
  UNREACHABLE:
    '(?:phone is off|not answering|can not reach|will not answer|is not picking up|no answer|not picking up)',
  WHO_WOULD_COPE: '(?:nobody|no one|they|my family|people|my (?:mom|mum|dad|parents|kids|wife|husband))',
  HAVE_TO:
    '(?:has|have|will have|does not have|do not have|will not have|would not have) to (?:deal with|sort|clean up|worry about|handle|find|pay for)',
});

/** Suicide said sideways: heights and trains, a hose and a garage, a date that feels right. */
export const suicideIndirectSignRules: readonly RiskRule[] = defineRules({ category: 'suicide' }, [
  {
    id: 'heights-and-trains',
    idea: 'thinks of jumping or stepping in front of traffic, or asks what height is enough',
    level: 'high',
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:step|stepping|jump|jumping|throw ${MYSELF}|fall|falling|leap|leaping|let ${MYSELF} fall|walk|walking)\b (?:off|from|in front of|onto|under|into)\b${SAME_SENTENCE}{0,30}\b${HEIGHT_OR_TRAFFIC}\b`,
      String.raw`\b(?:which|what) floor\b${SAME_SENTENCE}{0,40}\bhigh enough\b`,
      String.raw`\bhigh enough to (?:die|kill|not survive|end it)\b`,
      String.raw`\b(?:railing|ledge|edge of the roof)\b${SAME_MESSAGE}{0,80}\blook(?:ing)? (?:down|over)\b`,
    ],
    exceptions: [BAD_DREAMS, JUMPING_INTO_WATER],
    examples: {
      match: [
        'I keep thinking about stepping in front of a train.',
        'i googled which floor of a parking garage is high enough',
        'the bridge near my work has a low railing. ive been going there on my lunch breaks to look down',
      ],
      pass: ['I had a nightmare about falling off a building', 'We jumped off the bridge into the river'],
    },
  },
  {
    id: 'driving-off',
    idea: 'thinks of letting go of the wheel or driving off the road',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:letting go of|let go of|take my hands off) the (?:steering )?wheel\b`,
      String.raw`\b(?:think|thinking|thought) about (?:driving|swerving|crashing|steering) (?:off|into|my car into)\b`,
      String.raw`\bnot turning\b${SAME_SENTENCE}{0,20}\b(?:at|on) the (?:curve|bend|corner)\b`,
      String.raw`\b(?:at|on) the (?:curve|bend|corner)\b${SAME_SENTENCE}{0,40}\bnot turning\b`,
    ],
    examples: {
      match: [
        "sometimes when i'm driving i think about just letting go of the wheel on the motorway",
        'Sometimes on the motorway I think about just not turning the wheel at the bend.',
      ],
      pass: ['I was thinking about driving to the coast this weekend'],
    },
  },
  {
    id: 'researching-a-method',
    idea: 'has searched for lethal or painless methods',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bbleed(?:ing)? out\b`,
      String.raw`\b(?:searched|googled|looked up|researching|researched|reading about|read about|looking up|look up)\b${SAME_SENTENCE}{0,40}\b(?:lethal|fatal|painless(?:ly)?|high enough|to die|overdose|how to do it)\b`,
    ],
    exceptions: [...dyingAsAFigureOfSpeech, ...overdoseAsWorkOrExcess],
    examples: {
      match: [
        'I looked up how many paracetamol it takes to die.',
        'searched how long it takes to bleed out from the wrist',
      ],
      pass: [
        'I looked up how to die my hair with henna',
        'I researched overdose deaths in the UK for my essay',
      ],
    },
  },
  {
    id: 'tying-up-loose-ends',
    idea: 'arranges things so nobody has to deal with them after they are gone',
    level: 'high',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\bso ${WHO_WOULD_COPE} ${HAVE_TO}\b${SAME_MESSAGE}{0,40}\b(?:after|afterwards|when i am gone|later)\b`,
    ],
    examples: {
      match: [
        'i set up autopay for rent so nobody has to deal with it after. i feel weirdly calm',
        "I've been giving my things away so nobody has to sort through them later.",
      ],
      pass: ['I labelled the freezer so nobody has to guess what is in it'],
    },
  },
  {
    id: 'last-words-then-silence',
    idea: 'someone sent last words and now cannot be reached',
    level: 'high',
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
    patterns: [String.raw`\b${PARTING_WORDS}\b${SAME_MESSAGE}{0,80}\b${UNREACHABLE}\b`],
    examples: {
      match: [
        "my mom texted me 'im sorry for everything, take care of your brother' and now her phone is off",
        "My mum texted me \"I'm so sorry for everything, you'll be better off\" and now she won't answer.",
      ],
      pass: ["Sorry for everything yesterday, I'll call you tonight"],
    },
  },
  {
    id: 'a-date-set',
    idea: 'has set a time: tonight is the night, waiting for the right day',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\btonight is (?:it|the night)\b`,
      String.raw`\b(?:waiting|wait) for the right (?:night|day|time|moment)\b`,
      String.raw`\bdo it on (?:the|my|his|her) (?:anniversary|birthday)\b`,
      String.raw`\b(?:do not|am not|not) plan(?:ning)? on be(?:ing)? (?:around|here|alive)\b`,
      String.raw`\b(?:will not|won t) be (?:around|here|alive) (?:for|by|at|on|next)\b`,
      String.raw`\b(?:once|after|when)\b${SAME_MESSAGE}{0,40}\b(?:is over|is done|passes|are over|is through)\b${SAME_MESSAGE}{0,15}\bi am done\b`,
    ],
    examples: {
      match: [
        'cant do this anymore. tonight is it',
        "i've made my decision. i'm just waiting for the right night",
        "I don't plan on being around for my birthday.",
      ],
      pass: ["I won't be home for dinner tonight"],
    },
  },
  {
    id: 'joining-the-dead',
    idea: 'wants to join someone who died',
    level: 'high',
    reason: riskReasons.wantingToDie,
    about: 'subject',
    patterns: [
      String.raw`\bjoin ${LOVED_ONE} (?:soon|in heaven|up there|on the other side|there|again)\b`,
      String.raw`\bgo (?:to )?be with ${LOVED_ONE}\b${SAME_MESSAGE}{0,60}\b(?:died|passed|gone|dead|heaven|soon)\b`,
    ],
    examples: {
      match: [
        'I want to go to be with my mom, she died in march and I think I will join her soon',
        'I just want to join my dad up there',
      ],
      pass: ["I'll join them at the pub later"],
    },
  },
  {
    id: 'sleep-forever',
    idea: 'talks of going to sleep forever',
    level: 'high',
    reason: riskReasons.wantingToDie,
    about: 'subject',
    patterns: [String.raw`\b(?:sleep|go to sleep) forever\b`],
    examples: {
      match: [
        'Maybe better I go sleep forever, I have the tablets ready in my bag.',
        'I think sometime is better if I go to sleep forever.',
      ],
      pass: ['I slept forever last night'],
    },
  },
  {
    id: 'not-having-to-do-it-myself',
    idea: 'hopes an illness ends their life so they do not have to',
    level: 'high',
    reason: riskReasons.wantingToDie,
    about: 'subject',
    patterns: [String.raw`\bso i (?:do not|would not|will not) have to do it ${MYSELF}\b`],
    examples: {
      match: [
        "I hope the cancer comes back so I don't have to do it myself.",
        "maybe the illness will win so I won't have to do it myself",
      ],
      pass: ["I hired a cleaner so I don't have to do it all alone"],
    },
  },
  {
    id: 's-word-thoughts',
    idea: 'has "s word" (suicide) thoughts',
    level: 'high',
    reason: riskReasons.wantingToDie,
    about: 'subject',
    patterns: [String.raw`\bs word (?:thoughts?|ideas?|again)\b`],
    examples: {
      match: ['S word thoughts again, bad ones, with a plan this time', 'having s word ideas tonight'],
      pass: ['My son said the s word at school today'],
    },
  },
  {
    id: 'gone-and-nobody-minds',
    idea: 'imagines being gone for good',
    level: 'elevated',
    reason: riskReasons.feelingABurden,
    about: 'subject',
    patterns: [
      String.raw`\bif i (?:am|was|were) not (?:here|around|alive) (?:anymore|any more|no more)\b`,
      String.raw`\bif i (?:disappeared|vanished|died|was gone|were gone) (?:for good|forever)\b`,
      String.raw`\b(?:wants?|wanted|wishes|wished) to (?:disappear|vanish) (?:forever|for good|permanently)\b`,
    ],
    exceptions: [AWAY_FOR_A_WHILE],
    examples: {
      match: [
        'If I am not here anymore my family have less problem.',
        'my little sister told me she wants to disappear forever and shes only 12',
      ],
      pass: ["If I'm not here on Monday, start without me"],
    },
  },
  {
    id: 'worth-more-dead',
    idea: 'thinks their family would be better off with the insurance money',
    level: 'elevated',
    reason: riskReasons.feelingABurden,
    about: 'subject',
    patterns: [
      String.raw`\b(?:better off) with (?:the )?\w+(?: \w+){0,3} than with me\b`,
      String.raw`\blife insurance\b${SAME_MESSAGE}{0,60}\b(?:better off|pay (?:out|off) the|if i (?:die|died|was gone))\b`,
    ],
    exceptions: [...dyingAsAFigureOfSpeech],
    examples: {
      match: [
        'my life insurance would pay off the mortgage, theyd honestly be better off with the money than with me',
        'My kids would be better off with the insurance payout than with me',
      ],
      pass: ['We need to review the life insurance policy before the renewal'],
    },
  },
  {
    id: 'means-kept-ready',
    idea: 'has pills or a rope ready',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:pills|tablets|meds|rope|gun|blade|razor)\b${SAME_SENTENCE}{0,10}\b(?:ready|waiting|set aside|lined up)\b`,
      String.raw`\b(?:bought|got|have) the rope\b`,
    ],
    examples: {
      match: ['The pills are lined up on the table.', 'i have the rope in my room and i keep looking at it'],
      pass: ['My meds are at the pharmacy, I pick them up Monday'],
    },
  },
  {
    id: 'access-to-a-gun',
    idea: 'thinks of a gun at home for themselves',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:gun|shotgun|rifle|pistol|firearm)\b${SAME_MESSAGE}{0,100}\b(?:for me|on myself|code to the safe|combination to the safe|where (?:he|she|they) keeps? the key)\b`,
    ],
    examples: {
      match: [
        'my dad has a shotgun in the garage and i know the code to the safe. been thinking about it for me',
        "There's a gun in the house and I know where he keeps the key",
      ],
      pass: ['My uncle keeps his rifle at the gun club'],
    },
  },
  {
    id: 'car-exhaust',
    idea: 'has a hose for the car exhaust',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bhose\b${SAME_MESSAGE}{0,60}\b(?:exhaust|house to be empty|garage)\b`,
      String.raw`\b(?:garage|exhaust)\b${SAME_MESSAGE}{0,60}\bhose\b${SAME_MESSAGE}{0,40}\b(?:empty|alone|tonight)\b`,
    ],
    examples: {
      match: [
        "I've got a hose that fits the exhaust. It's been in the boot for a week.",
        'ive got the car in the garage and a hose. just need the house to be empty',
      ],
      pass: ['I watered the garden with the new hose'],
    },
  },
  {
    id: 'kids-coming-with-me',
    idea: 'says their children will come with them if they go',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bif i go\b${SAME_MESSAGE}{0,80}\b(?:kids|children|baby|son|daughter)\b${SAME_MESSAGE}{0,60}\b(?:with me|coming with)\b`,
    ],
    examples: {
      match: [
        'if i go im not leaving the kids behind with him. theyre coming with me',
        "If I go, I'm taking my kids with me so they don't have to suffer.",
      ],
      pass: ['If I go to the shop, the kids can stay with you'],
    },
  },
]);
