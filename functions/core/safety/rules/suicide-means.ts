import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { MYSELF, OVERDOSE_AMOUNT, PILLS, SAME_SENTENCE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import {
  accidentsToABodyPart,
  BAD_DREAMS,
  bungeeJumps,
  DROWNING_MYSELF_IN_WORK,
  dyingAsAFigureOfSpeech,
  ENDING_IT_ALL_WITH_A_PARTY,
  HANG_MYSELF_A_PICTURE,
  JUMPING_INTO_WATER,
  killingMyselfAsAFigureOfSpeech,
  overdoseAsWorkOrExcess,
  PICKING_UP_A_PRESCRIPTION,
  SHOT_MYSELF_IN_THE_FOOT,
} from './shared-exceptions';
import {
  AMOUNT_OF,
  ASKER,
  EASY,
  ENOUGH_TO_DIE,
  HIGH_PLACE,
  HOW_MANY_PILLS,
  KILL_OR_BE_FATAL,
  ONESELF_OR_LIFE,
  SEARCHING,
} from './suicide-means-words';

/** Methods and means: naming one, asking about one, overdoses taken or planned, heights. */
export const suicideMeansRules: readonly RiskRule[] = defineRules({ category: 'suicide' }, [
  {
    id: 'method-named',
    idea: 'names a way of killing themselves: hanging, wrists, a gun, a jump',
    level: 'high',
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\bhang(?:ing)? ${MYSELF}\b`,
      String.raw`\b(?:slit|slitting|slash|slashing|cut|cutting|open) my (?:wrists?|throat|veins?)\b`,
      String.raw`\b(?:drown|drowning|poison|poisoning|suffocate|suffocating|shoot|shooting|electrocute|gas|gassing|overdose) ${MYSELF}\b`,
      String.raw`\b(?:put|putting) a bullet (?:in|through) my (?:head|brain|skull|mouth|heart)\b`,
      String.raw`\b(?:gun|pistol) (?:to|in) my (?:head|mouth)\b`,
      String.raw`\bblow my brains out\b`,
      String.raw`\bjump(?:ing|ed)? (?:off|from|in front of) (?:a|the|this|that|my) ${HIGH_PLACE}\b`,
      String.raw`\b(?:step|stepping|walk|walking|lie|lying|throw ${MYSELF}) (?:down )?in front of (?:a |the )?(?:train|bus|car|truck|traffic)\b`,
      String.raw`\b(?:throw|throwing|threw|fling|hurl) ${MYSELF} (?:off|from|out of|under) (?:a|the|this|that|my) (?:bridge|building|roof|rooftop|cliff|train|balcony|ledge|tower|window|overpass|car|bus|truck)\b`,
      String.raw`\bdrive (?:my car )?off (?:a|the) (?:cliff|bridge|road)\b`,
      String.raw`\bcrash(?:ing)? my car on purpose\b`,
    ],
    exceptions: [
      BAD_DREAMS,
      String.raw`\b(?:even )?with a gun to my head\b`,
      ...accidentsToABodyPart,
      HANG_MYSELF_A_PICTURE,
      DROWNING_MYSELF_IN_WORK,
      SHOT_MYSELF_IN_THE_FOOT,
      JUMPING_INTO_WATER,
      ...bungeeJumps,
    ],
    examples: {
      match: [
        'I want to hang myself.',
        'i cut my wrists',
        "I'm going to jump off the bridge tonight.",
        'I keep thinking about stepping in front of a train.',
      ],
      pass: [
        'Drowning myself in coffee to get through finals',
        'I shot myself in the foot by procrastinating',
        "I wouldn't do it even with a gun to my head",
        'We jumped off the bridge into the river all summer',
        'Bungee jump done!!! Jumped off a bridge in Queenstown and screamed the whole way',
      ],
    },
  },
  {
    id: 'means-seeking',
    idea: 'asks how to kill themselves, end their life or overdose',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bhow (?:do|can|could|would|should) ${ASKER} (?:kill|hang|drown|poison|shoot|suffocate|end|off) ${ONESELF_OR_LIFE}\b`,
      String.raw`\bhow to (?:kill|hang|drown|poison|shoot|suffocate|off) (?:${MYSELF}|yourself|oneself)\b`,
      String.raw`\bhow to (?:end (?:my|your|a|ones) life|overdose|od|die (?:painlessly|quickly|peacefully|fast|without pain|in my sleep))\b`,
    ],
    exceptions: [
      ...killingMyselfAsAFigureOfSpeech,
      ...dyingAsAFigureOfSpeech,
      ENDING_IT_ALL_WITH_A_PARTY,
      HANG_MYSELF_A_PICTURE,
      DROWNING_MYSELF_IN_WORK,
      SHOT_MYSELF_IN_THE_FOOT,
      ...overdoseAsWorkOrExcess,
    ],
    examples: {
      match: ['how do I kill myself', 'how to hang myself', 'how to die peacefully'],
      pass: ['How do I hang myself a shelf without drilling?', 'How do I kill time at the airport?'],
    },
  },
  {
    id: 'painless-method-question',
    idea: 'asks for the easiest or most painless way to die',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b${EASY} (?:way|ways|method|methods) (?:to|of) (?:die|dying|kill ${MYSELF}|end (?:it|my life|things)|overdose|od|not wake up)\b`,
    ],
    exceptions: [
      ...killingMyselfAsAFigureOfSpeech,
      ...dyingAsAFigureOfSpeech,
      ENDING_IT_ALL_WITH_A_PARTY,
      ...overdoseAsWorkOrExcess,
    ],
    examples: {
      match: ["What's the most painless way to die", "what's the quickest way to die that doesn't hurt"],
      pass: ["What's the easiest way to die my hair at home?", "What's the best way to end my shift early?"],
    },
  },
  {
    id: 'lethal-dose-question',
    idea: 'asks about a lethal dose',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:lethal|fatal|deadly) (?:dose|amount|dosage|quantity)\b`,
      String.raw`\bwhat (?:dose|amount|number) (?:is|would be) (?:fatal|lethal|deadly)\b`,
    ],
    examples: {
      match: ["What's the lethal dose of tylenol", 'what amount would be fatal for sertraline'],
      pass: ["What's the right dose of tylenol for a headache?"],
    },
  },
  {
    id: 'fatal-height-question',
    idea: 'asks how high a fall has to be to kill',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bwhat (?:height|fall) (?:is|would be) (?:fatal|lethal|deadly)\b`,
      String.raw`\bhow (?:high|tall) (?:does|do|would|should|must) (?:a |the )?(?:bridge|building|roof|balcony|cliff|fall|jump) (?:need|have) to be\b`,
      String.raw`\bhow (?:high|tall|far)\b${SAME_SENTENCE}{0,50}?\b(?:to (?:die|kill|be fatal|be lethal|not survive)|fatal|lethal|deadly)\b`,
    ],
    examples: {
      match: [
        'how high does a bridge need to be',
        'how high do you have to fall to die',
        'what height is fatal',
      ],
      pass: ['How high is the Eiffel Tower?'],
    },
  },
  {
    id: 'time-to-die-question',
    idea: 'asks how long it takes to die by some means',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bhow long (?:does it|would it|will it|until|before) (?:take )?(?:to |you |someone |i )?(?:die|bleed out|suffocate|drown|overdose|od)\b`,
    ],
    exceptions: [...dyingAsAFigureOfSpeech, DROWNING_MYSELF_IN_WORK, ...overdoseAsWorkOrExcess],
    examples: {
      match: [
        'How long does it take to bleed out from the wrist? Just a question.',
        'how long would it take to die from carbon monoxide',
      ],
      pass: ['How long does it take to dry my hair?', 'How long does it take to overdose on caffeine?'],
    },
  },
  {
    id: 'pills-enough-to-die',
    idea: 'asks how many pills would kill them',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:will|would|could|can|does|do|is|are) ${AMOUNT_OF} ?(?:\w+ )?${PILLS}\b${SAME_SENTENCE}{0,20}?\b${KILL_OR_BE_FATAL}\b`,
      String.raw`\bwhat (?:happens|would happen) if (?:you|i|someone|a person) (?:take|takes|took|swallow|swallowed|overdose on) (?:[1-9]\d+|a bottle of|a whole bottle of|a handful of|too many|all (?:my|of my|the))\b`,
      String.raw`\b${HOW_MANY_PILLS}\b${SAME_SENTENCE}{0,40}?\b${ENOUGH_TO_DIE}`,
      String.raw`\bhow (?:many|much) (?:\w+ ){0,3}(?:would it take|does it take|will it take|do i need|would i need) to (?:die|kill (?:${MYSELF}|me|a person|someone)|overdose|od|not wake up)\b`,
    ],
    exceptions: [...dyingAsAFigureOfSpeech, ...overdoseAsWorkOrExcess],
    examples: {
      match: [
        'will 20 sleeping pills kill me',
        'How many pills would it take to die?',
        'how many paracetamol would kill me',
      ],
      pass: [
        'How many pills should I take for a headache?',
        'How many tablets of ibuprofen can I take a day?',
      ],
    },
  },
  {
    id: 'looking-up-methods',
    idea: 'has been looking up ways to die',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b${SEARCHING} (?:\w+ )?(?:ways|methods|how) to (?:die|kill ${MYSELF}|end (?:my life|it all)|tie a noose|make a noose)\b`,
    ],
    exceptions: [...killingMyselfAsAFigureOfSpeech, ...dyingAsAFigureOfSpeech, ENDING_IT_ALL_WITH_A_PARTY],
    examples: {
      match: ["I've been researching ways to die that won't hurt.", 'i looked up how to tie a noose'],
      pass: ["I've been looking up ways to die my hair naturally", 'I looked up how to end my subscription'],
    },
  },
  {
    id: 'tying-a-noose',
    idea: 'has made, bought or asks how to tie a noose',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:tie|tied|tying|made|make|making|bought|buy|have|got|hung|hang) (?:a |the |my |up a )?noose\b`,
      String.raw`\bhow to (?:tie|make) a noose\b`,
    ],
    examples: {
      match: ['I have the noose tied. I just need to get up the courage.', 'how to tie a noose'],
      pass: ['How do I tie a bowline knot for sailing?'],
    },
  },
  {
    id: 'overdose-intent',
    idea: 'plans to overdose, or is saving up pills',
    level: 'high',
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\b(?:want|wanted|going|plan|planning|thinking about|thinking of|try|trying|tried|ready|decided|urge)(?: \w+)? (?:to )?(?:overdose|overdosing|od)\b`,
      String.raw`\bi (?:have )?overdosed\b`,
      String.raw`\b(?:going to|will|about to|plan to|want to|ready to) (?:take|swallow) all (?:of )?(?:my|the|these|those) ${PILLS} (?:at once|together|in one go|tonight|right now)\b`,
      String.raw`\b(?:going to|will|about to|plan to|want to|ready to) (?:take|swallow) (?:them all|all of them|all the pills|all my pills|all of my pills|the whole bottle|the lot|every pill|every last pill)\b`,
      String.raw`\b(?:stockpil|hoard|sav|collect|stash)(?:e|ed|es|ing)? (?:up )?(?:my |some |all my |all of my |a lot of |enough )?${PILLS}\b`,
    ],
    exceptions: [...overdoseAsWorkOrExcess, PICKING_UP_A_PRESCRIPTION],
    examples: {
      match: [
        "I'm going to overdose on my sleeping pills.",
        "I'm going to take all my meds at once",
        "I've been saving my pills",
      ],
      pass: [
        'Going to overdose on chocolate eggs this Easter',
        "I'm collecting my pills from the pharmacy later",
      ],
    },
  },
  {
    id: 'overdose-mentioned',
    idea: 'mentions an overdose in any other way',
    level: 'elevated',
    mention: true,
    reason: riskReasons.suicideMentioned,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [String.raw`\boverdos(?:e|ed|es|ing)\b`],
    exceptions: [...overdoseAsWorkOrExcess],
    examples: {
      match: ['what happens to the liver after a paracetamol overdose', 'my brother overdosed last year'],
      pass: [
        "I'm overdosing on caffeine today",
        "I'm a nurse and we had an overdose patient come into the ER today.",
      ],
    },
  },
  {
    id: 'pills-and-alcohol',
    idea: 'has pills together with alcohol',
    level: 'elevated',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:bottle|bottles|handful|box|pack|stash) of (?:\w+ )?${PILLS}\b${SAME_SENTENCE}{0,30}?\b(?:bottle of|and) (?:vodka|alcohol|whiskey|whisky|wine|gin|rum|tequila|booze)\b`,
    ],
    examples: {
      match: [
        "I've got a bottle of sleeping pills and vodka here",
        'a handful of painkillers and a bottle of wine',
      ],
      pass: ['I bought a bottle of wine and some crisps'],
    },
  },
  {
    id: 'poison-taken',
    idea: 'has drunk bleach or poison',
    level: 'imminent',
    reason: riskReasons.overdoseTaken,
    patterns: [
      String.raw`\bi (?:just |have |have just )?(?:drank|drunk|swallowed|ingested|took|ate) (?:some |a bottle of |a cup of |a glass of )?(?:bleach|antifreeze|poison|rat poison|drain cleaner|weed killer|pesticide)\b`,
    ],
    examples: {
      match: ['i drank bleach', 'I just swallowed some antifreeze'],
      pass: ['I cleaned the bathroom with bleach'],
    },
  },
  {
    id: 'overdose-taken',
    idea: 'has taken an overdose',
    level: 'imminent',
    reason: riskReasons.overdoseTaken,
    patterns: [
      String.raw`\bi (?:just |have just |have |already |had )?(?:took|taken|swallowed|downed|ate|necked|popped) ${OVERDOSE_AMOUNT}\b${SAME_SENTENCE}{0,25}?\b${PILLS}\b`,
      String.raw`\bi (?:just |have just |have |already )?(?:took|taken|swallowed) all (?:of )?(?:my|the|those|these) (?:\w+ )?${PILLS} (?:at once|together|in one go)\b`,
      String.raw`\bi (?:just|have just) (?:overdosed|od ?d|oded)\b`,
      String.raw`\bi am overdosing\b`,
    ],
    exceptions: [...overdoseAsWorkOrExcess],
    examples: {
      match: ['I just took 30 tablets', 'I took a whole bottle of pills', 'I just overdosed'],
      pass: ["I'm overdosing on caffeine today", 'I took 3 tablets of ibuprofen for my period cramps'],
    },
  },
  {
    id: 'jump-from-height',
    idea: 'is standing somewhere high and wants to jump',
    level: 'imminent',
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:standing|sitting|stood|sat|am|i am) on (?:the|a|this) (?:edge|ledge|bridge|roof|rooftop|railing|balcony)\b${SAME_SENTENCE}{0,40}?\bjump\b`,
      String.raw`\bjump\b${SAME_SENTENCE}{0,40}?\b(?:standing|sitting) on (?:the|a|this) (?:edge|ledge|bridge|roof|rooftop|railing|balcony)\b`,
    ],
    exceptions: [JUMPING_INTO_WATER],
    examples: {
      match: ["I'm standing on the bridge and I want to jump", 'I want to jump, sitting on the ledge now'],
      pass: ["I'm standing on the bridge watching people jump off the bridge into the river"],
    },
  },
  {
    id: 'urge-to-jump',
    idea: 'says they want or are going to jump',
    level: 'elevated',
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\b(?:want|going|about|ready|plan|planning|urge) to jump\b(?= *(?:$|[.!?,;\n]|off\b|from\b|and\b|but\b))`,
    ],
    exceptions: [JUMPING_INTO_WATER],
    examples: {
      match: ["I'm going to jump", 'gonna jump off the overpass after work'],
      pass: ['I want to jump off the pier into the lake', "I'm going to jump on the trampoline"],
    },
  },
]);
