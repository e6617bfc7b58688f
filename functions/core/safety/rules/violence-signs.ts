import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { CHILD, KILL, PEOPLE, PUBLIC_PLACE, SAME_MESSAGE, SAME_SENTENCE } from './fragments';
import { anyOf, defineRules, fragment, type RiskRule } from './risk-rule';
import { gamesAndSport, hurtingFeelings } from './shared-exceptions';

const WEAPON = fragment(
  'WEAPON',
  anyOf(
    'knife',
    'knives',
    'gun',
    'guns',
    'pistol',
    'rifle',
    'shotgun',
    'bat',
    'baseball bat',
    'weapon',
    'axe',
    'hammer',
    'machete',
    'crowbar',
    'blade',
  ),
);
const INTENT = fragment(
  'INTENT',
  anyOf(
    'i am going to',
    'i will',
    'i want to',
    'i plan to',
    'i am planning to',
    'i am about to',
    'i need to',
    'i have to',
    'going to',
    'want to',
    'planning to',
  ),
);
const HIM_OR_HER = fragment(
  'HIM_OR_HER',
  String.raw`(?:him|her|them|(?:my|his|her|their|the|that) (?:\w+ )?${PEOPLE})`,
);
const THEM = fragment('THEM', String.raw`(?:him|her|them|my \w+|the \w+|that \w+|someone|somebody)`);

/** Violence told through weapons, targets, revenge and intrusive urges rather than "kill" or "hurt". */
export const violenceSignRules: readonly RiskRule[] = defineRules([
  {
    id: 'make-them-bleed',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:want|wanted|need|going to make|will make|make|see) (?:him|her|them|that \w+|my \w+|him and her)(?: \w+){0,2}? (?:to )?(?:bleed|suffer physically|hurt (?:badly|bad))\b`,
      String.raw`\b(?:he|she|they|him|her|them)(?: is| are)? (?:going to|will|gonna) bleed\b`,
      String.raw`\b(?:slit|cut|slash|stab) (?:his|her|their|your|that \w+) (?:throat|neck)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'arson',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b${INTENT} (?:burn (?:down )?|set fire to |torch )(?:my |his |her |their |the |that |our )?(?:\w+ )?(?:house|home|apartment|flat|car|school|office|workplace|building|church|mosque|synagogue|place|shop|store)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'weapon-for-someone',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:bought|buy|buying|got|get|getting|have|sharpened|brought|bring|bringing|carry|carrying|took|take|taking|hid|hidden|keep|keeping)\b${SAME_SENTENCE}{0,20}\b${WEAPON}\b${SAME_SENTENCE}{0,30}\b(?:to use on|use (?:it|them) on|for|to (?:hurt|kill|stab|shoot|scare|deal with|get|teach|finish|use on))\b${SAME_SENTENCE}{0,15}\b${HIM_OR_HER}\b`,
      String.raw`\b${WEAPON}\b${SAME_SENTENCE}{0,40}\bteach (?:him|her|them|my \w+|that \w+) a lesson\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'hit-list',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'imminent',
    reason: riskReasons.massViolence,
    patterns: [
      String.raw`\b(?:kill|hit|death) list\b`,
      String.raw`\blist of (?:people|names|everyone)\b${SAME_SENTENCE}{0,40}\b(?:${KILL}|shoot|stab|hurt|murder|get)\b`,
      String.raw`\b(?:people|everyone|everybody|all of them)\b${SAME_SENTENCE}{0,30}\b(?:i am going to|i will|i am gonna|i plan to|i want to) (?:${KILL}|shoot|stab|murder)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'violence-at-home',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\bi (?:hit|punched|slapped|choked|strangled|kicked|beat|beat up|shoved|pushed|hurt|smacked|shook|threw|grabbed) (?:my |our )?(?:wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|${CHILD}|mom|mum|mother|dad|father)\b${SAME_SENTENCE}{0,90}\b(?:again|so hard|worse|do it|bruise|hit the wall|stairs|fell|cried|scared|bleed|hospital)\b`,
    ],
    exceptions: [...gamesAndSport],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'urge-to-harm-a-child',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:urges?|want|wanted|felt like|feel like|feeling like|scared i (?:will|might|would|am going to)|afraid i (?:will|might|would|am going to)|thoughts? (?:of|about)|thinking (?:of|about)) (?:to )?(?:shake|shaking|hurt|hurting|hit|hitting|smother|smothering|drown|drowning|suffocate|suffocating|throw|throwing) (?:my |the |our )?${CHILD}\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'push-someone',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:push|pushing|shove|shoving|throw|throwing)\b (?:someone|somebody|people|a stranger|strangers|him|her|them|my \w+) (?:in front of|off|onto|under) (?:a |the )?(?:train|bus|car|cars|traffic|bridge|platform|cliff|balcony|tracks|roof)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'deserves-to-die',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:he|she|they|him|her|them|my \w+|that \w+) (?:deserves?|deserved) to die\b${SAME_SENTENCE}{0,40}\b(?:i am going to|i will|i want to|i will be|i am going to be) (?:be )?(?:the one|do it|make it happen)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'end-him',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\bend (?:him|her|them)\b(?! (?:own |a |an |the )?(?:text|message|email|note|letter|call|life|lives|suffering|pain|misery|relationship|career|contract|shift|days|marriage|friendship))`,
      String.raw`\b(?:going to|will|want to) end (?:his|hers|theirs)(?= *(?:$|[.!?,;\n]|too|as well))`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'not-leaving-alive',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:will not|would not|is not going to|are not going to|does not|do not) (?:leave|walk away|get out|make it out|come out) (?:alive|in one piece)\b`,
      String.raw`\b(?:visit|something|a lesson) (?:he|she|they) (?:will not|would not) (?:walk away from|survive|recover from)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'hands-around-neck',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:put|wrap|get|squeeze) my hands (?:around|on) (?:her|his|their|your) (?:neck|throat)\b`,
      String.raw`\bpress(?:ing)? (?:the |a )?pillow (?:on|over|into) (?:her|his|their) face\b`,
      String.raw`\b(?:smash|bash|cave|kick|beat) (?:his|her|their|your) (?:head|face|skull) in\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'poison-someone',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\bput (?:something|poison|pills|bleach|rat poison|antifreeze|drugs?|crushed pills) in (?:her|his|their|my \w+|the|that \w+) (?:tea|coffee|drink|food|water|dinner|meal|juice|wine|beer|soup)\b`,
      String.raw`\b${INTENT} poison (?:him|her|them|my \w+|the \w+|that \w+)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'set-on-fire',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:imagining|imagine|thinking about|think about|fantasi[sz]ing about|want to|going to|will|plan to|planning to) set(?:ting)? (?:\w+ ){0,3}(?:car|house|home|apartment|flat|school|office|building|room|bed) on fire\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'sleeping-target',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    patterns: [
      String.raw`\b(?:asleep|sleeping|sleeps)\b${SAME_MESSAGE}{0,60}\b(?:looking at|staring at|thinking about|eyeing|holding|grab|grabbing) (?:the |a |my )?(?:kitchen )?(?:knives|knife|gun|hammer|axe|pillow)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'weapon-and-target',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\bsharpen(?:ing|ed)? (?:my|the|a) (?:knife|knives|blade|axe|machete)\b${SAME_MESSAGE}{0,50}\b(?:him|her|them|thinking about)\b`,
      String.raw`\bwait(?:ing)? for (?:him|her|them|my \w+)\b${SAME_SENTENCE}{0,30}\bwith (?:a|the|my) ${WEAPON}\b`,
      String.raw`\b(?:jump|beat up|catch|get|hurt|fight)\b${SAME_SENTENCE}{0,40}\bbring(?:ing)? (?:the|a|my) ${WEAPON}\b`,
      String.raw`\bbring(?:ing)? (?:the|a|my) ${WEAPON}\b${SAME_SENTENCE}{0,40}\b(?:jump|beat|catch|get (?:him|her|them)|hurt|fight|teach)\b`,
      String.raw`\bbring(?:ing)? something (?:tomorrow|to school|to work|to class)\b`,
      String.raw`\bpractic(?:e|ing) at the (?:shooting )?range\b${SAME_MESSAGE}{0,60}\b(?:sorry|pay|regret|office|school|work)\b`,
      String.raw`\b(?:sorry|pay|regret)\b${SAME_MESSAGE}{0,60}\bpractic(?:e|ing) at the (?:shooting )?range\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'everyone-will-regret',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:${PUBLIC_PLACE})\b${SAME_MESSAGE}{0,60}\b(?:going to|will) (?:all )?(?:regret|be sorry|pay)\b`,
      String.raw`\b(?:will|are going to|is going to) all be sorry\b`,
      String.raw`\b(?:make|making) (?:them|all of them|everyone|everybody) pay\b${SAME_MESSAGE}{0,60}\b(?:all of them|will not see it coming|every one of them|one by one)\b`,
      String.raw`\bmake (?:my \w+|him|her|them|that \w+) pay\b${SAME_MESSAGE}{0,80}\b(?:schedule|address|where (?:he|she|they) lives?|follow(?:ing)?|alone|will not see it coming)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'drive-into-crowd',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.massViolence,
    patterns: [
      String.raw`\b(?:drive|driving|drove|plow|plough|ram|ramming) (?:my car |the car |a car |a truck )?(?:into|through) (?:the |a )?(?:crowd|people|pedestrians|protesters|market|parade|festival)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'afraid-of-own-hands',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    patterns: [
      String.raw`\b(?:scared|afraid|worried|terrified) (?:that )?(?:i (?:will|might|would|am going to|could)|ill) (?:do something to|hurt|snap and hurt|lose it and hurt|shake|hit) ${THEM}\b`,
      String.raw`\b(?:could|might|am going to|will) snap and (?:really )?hurt ${THEM}\b`,
      String.raw`\b${CHILD}\b${SAME_MESSAGE}{0,80}\b(?:urge|urges|want|wanted|scared i will|afraid i will|thoughts? of|thinking about) (?:to )?(?:shake|hurt|hit|smother|drown|suffocate|throw) (?:him|her|them|it)\b`,
    ],
    exceptions: [...hurtingFeelings],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'fantasies-of-harm',
    idea: 'TODO',
    category: 'harm_to_others',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    about: 'subject',
    patterns: [
      String.raw`\bfantasi[sz](?:e|es|ed|ing) about (?:hurting|killing|hitting|choking|strangling|raping|stabbing|shooting|${KILL}) (?:him|her|them|our|my|his|their|the|a|people)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
]);
