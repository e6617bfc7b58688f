import { riskReasons } from './risk-reasons';
import {
  anyOf,
  CHILD,
  KILL,
  PEOPLE,
  PUBLIC_PLACE,
  pattern,
  type RiskRule,
  SAME_MESSAGE,
  SAME_SENTENCE,
} from './rule-fragments';

/**
 * Violence told through weapons, targets, revenge and intrusive urges rather than the words
 * "kill" or "hurt". Written from two independent phrase sets after the first rules missed these
 * shapes. A worry about someone else follows the sentence's subject ("my husband told me he...").
 */
const S = SAME_SENTENCE;
const NEAR = SAME_MESSAGE;
const WEAPON = anyOf(
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
);
const INTENT = anyOf(
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
);
const HIM_OR_HER = String.raw`(?:him|her|them|(?:my|his|her|their|the|that) (?:\w+ )?${PEOPLE})`;
const THEM = String.raw`(?:him|her|them|my \w+|the \w+|that \w+|someone|somebody)`;

export const violenceSignRules: readonly RiskRule[] = [
  {
    id: 'make-them-bleed',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:want|wanted|need|going to make|will make|make|see) (?:him|her|them|that \w+|my \w+|him and her)(?: \w+){0,2}? (?:to )?(?:bleed|suffer physically|hurt (?:badly|bad))\b|\b(?:he|she|they|him|her|them)(?: is| are)? (?:going to|will|gonna) bleed\b|\b(?:slit|cut|slash|stab) (?:his|her|their|your|that \w+) (?:throat|neck)\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'arson',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b${INTENT} (?:burn (?:down )?|set fire to |torch )(?:my |his |her |their |the |that |our )?(?:\w+ )?(?:house|home|apartment|flat|car|school|office|workplace|building|church|mosque|synagogue|place|shop|store)\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'weapon-for-someone',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:bought|buy|buying|got|get|getting|have|sharpened|brought|bring|bringing|carry|carrying|took|take|taking|hid|hidden|keep|keeping)\b${S}{0,20}\b${WEAPON}\b${S}{0,30}\b(?:to use on|use (?:it|them) on|for|to (?:hurt|kill|stab|shoot|scare|deal with|get|teach|finish|use on))\b${S}{0,15}\b${HIM_OR_HER}\b|\b${WEAPON}\b${S}{0,40}\bteach (?:him|her|them|my \w+|that \w+) a lesson\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'hit-list',
    category: 'harm_to_others',
    level: 'imminent',
    pattern: pattern(
      String.raw`\b(?:kill|hit|death) list\b|\blist of (?:people|names|everyone)\b${S}{0,40}\b(?:${KILL}|shoot|stab|hurt|murder|get)\b|\b(?:people|everyone|everybody|all of them)\b${S}{0,30}\b(?:i am going to|i will|i am gonna|i plan to|i want to) (?:${KILL}|shoot|stab|murder)\b`,
    ),
    reason: riskReasons.massViolence,
  },
  {
    id: 'violence-at-home',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\bi (?:hit|punched|slapped|choked|strangled|kicked|beat|beat up|shoved|pushed|hurt|smacked|shook|threw|grabbed) (?:my |our )?(?:wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|${CHILD}|mom|mum|mother|dad|father)\b${S}{0,90}\b(?:again|so hard|worse|do it|bruise|hit the wall|stairs|fell|cried|scared|bleed|hospital)\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'urge-to-harm-a-child',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:urges?|want|wanted|felt like|feel like|feeling like|scared i (?:will|might|would|am going to)|afraid i (?:will|might|would|am going to)|thoughts? (?:of|about)|thinking (?:of|about)) (?:to )?(?:shake|shaking|hurt|hurting|hit|hitting|smother|smothering|drown|drowning|suffocate|suffocating|throw|throwing) (?:my |the |our )?${CHILD}\b`,
    ),
    reason: riskReasons.harmingOthersThoughts,
    whenNegated: 'downgrade',
  },
  {
    id: 'push-someone',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:push|pushing|shove|shoving|throw|throwing)\b (?:someone|somebody|people|a stranger|strangers|him|her|them|my \w+) (?:in front of|off|onto|under) (?:a |the )?(?:train|bus|car|cars|traffic|bridge|platform|cliff|balcony|tracks|roof)\b`,
    ),
    reason: riskReasons.harmingOthersThoughts,
    whenNegated: 'downgrade',
  },
  {
    id: 'deserves-to-die',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:he|she|they|him|her|them|my \w+|that \w+) (?:deserves?|deserved) to die\b${S}{0,40}\b(?:i am going to|i will|i want to|i will be|i am going to be) (?:be )?(?:the one|do it|make it happen)\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'end-him',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\bend (?:him|her|them)\b(?! (?:own |a |an |the )?(?:text|message|email|note|letter|call|life|lives|suffering|pain|misery|relationship|career|contract|shift|days|marriage|friendship))|\b(?:going to|will|want to) end (?:his|hers|theirs)(?= *(?:$|[.!?,;\n]|too|as well))`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'not-leaving-alive',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:will not|would not|is not going to|are not going to|does not|do not) (?:leave|walk away|get out|make it out|come out) (?:alive|in one piece)\b|\b(?:visit|something|a lesson) (?:he|she|they) (?:will not|would not) (?:walk away from|survive|recover from)\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'hands-around-neck',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:put|wrap|get|squeeze) my hands (?:around|on) (?:her|his|their|your) (?:neck|throat)\b|\bpress(?:ing)? (?:the |a )?pillow (?:on|over|into) (?:her|his|their) face\b|\b(?:smash|bash|cave|kick|beat) (?:his|her|their|your) (?:head|face|skull) in\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
    whenNegated: 'downgrade',
  },
  {
    id: 'poison-someone',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\bput (?:something|poison|pills|bleach|rat poison|antifreeze|drugs?|crushed pills) in (?:her|his|their|my \w+|the|that \w+) (?:tea|coffee|drink|food|water|dinner|meal|juice|wine|beer|soup)\b|\b${INTENT} poison (?:him|her|them|my \w+|the \w+|that \w+)\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'set-on-fire',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:imagining|imagine|thinking about|think about|fantasi[sz]ing about|want to|going to|will|plan to|planning to) set(?:ting)? (?:\w+ ){0,3}(?:car|house|home|apartment|flat|school|office|building|room|bed) on fire\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'sleeping-target',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:asleep|sleeping|sleeps)\b${NEAR}{0,60}\b(?:looking at|staring at|thinking about|eyeing|holding|grab|grabbing) (?:the |a |my )?(?:kitchen )?(?:knives|knife|gun|hammer|axe|pillow)\b`,
    ),
    reason: riskReasons.harmingOthersThoughts,
  },
  {
    id: 'weapon-and-target',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\bsharpen(?:ing|ed)? (?:my|the|a) (?:knife|knives|blade|axe|machete)\b${NEAR}{0,50}\b(?:him|her|them|thinking about)\b|\bwait(?:ing)? for (?:him|her|them|my \w+)\b${S}{0,30}\bwith (?:a|the|my) ${WEAPON}\b|\b(?:jump|beat up|catch|get|hurt|fight)\b${S}{0,40}\bbring(?:ing)? (?:the|a|my) ${WEAPON}\b|\bbring(?:ing)? (?:the|a|my) ${WEAPON}\b${S}{0,40}\b(?:jump|beat|catch|get (?:him|her|them)|hurt|fight|teach)\b|\bbring(?:ing)? something (?:tomorrow|to school|to work|to class)\b|\bpractic(?:e|ing) at the (?:shooting )?range\b${NEAR}{0,60}\b(?:sorry|pay|regret|office|school|work)\b|\b(?:sorry|pay|regret)\b${NEAR}{0,60}\bpractic(?:e|ing) at the (?:shooting )?range\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'everyone-will-regret',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:${PUBLIC_PLACE})\b${NEAR}{0,60}\b(?:going to|will) (?:all )?(?:regret|be sorry|pay)\b|\b(?:will|are going to|is going to) all be sorry\b|\b(?:make|making) (?:them|all of them|everyone|everybody) pay\b${NEAR}{0,60}\b(?:all of them|will not see it coming|every one of them|one by one)\b|\bmake (?:my \w+|him|her|them|that \w+) pay\b${NEAR}{0,80}\b(?:schedule|address|where (?:he|she|they) lives?|follow(?:ing)?|alone|will not see it coming)\b`,
    ),
    reason: riskReasons.harmingOthersIntent,
  },
  {
    id: 'drive-into-crowd',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:drive|driving|drove|plow|plough|ram|ramming) (?:my car |the car |a car |a truck )?(?:into|through) (?:the |a )?(?:crowd|people|pedestrians|protesters|market|parade|festival)\b`,
    ),
    reason: riskReasons.massViolence,
  },
  {
    id: 'afraid-of-own-hands',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:scared|afraid|worried|terrified) (?:that )?(?:i (?:will|might|would|am going to|could)|ill) (?:do something to|hurt|snap and hurt|lose it and hurt|shake|hit) ${THEM}\b|\b(?:could|might|am going to|will) snap and (?:really )?hurt ${THEM}\b|\b${CHILD}\b${NEAR}{0,80}\b(?:urge|urges|want|wanted|scared i will|afraid i will|thoughts? of|thinking about) (?:to )?(?:shake|hurt|hit|smother|drown|suffocate|throw) (?:him|her|them|it)\b`,
    ),
    reason: riskReasons.harmingOthersThoughts,
  },
  {
    id: 'fantasies-of-harm',
    category: 'harm_to_others',
    level: 'high',
    pattern: pattern(
      String.raw`\bfantasi[sz](?:e|es|ed|ing) about (?:hurting|killing|hitting|choking|strangling|raping|stabbing|shooting|${KILL}) (?:him|her|them|our|my|his|their|the|a|people)\b`,
    ),
    reason: riskReasons.harmingOthersThoughts,
    about: 'subject',
  },
];
