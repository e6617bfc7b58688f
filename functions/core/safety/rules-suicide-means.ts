import { riskReasons } from './risk-reasons';
import {
  anyOf,
  KILL,
  MYSELF,
  PEOPLE,
  PILLS,
  pattern,
  type RiskRule,
  SAME_SENTENCE,
  THIRD_PERSON_REFLEXIVE,
} from './rule-fragments';

const S = SAME_SENTENCE;
const OVERDOSE_AMOUNT = anyOf(
  String.raw`[1-9]\d+`,
  'a bunch',
  'a handful',
  'handfuls',
  'a whole bottle',
  'the whole bottle',
  'the bottle',
  'the whole pack',
  'a whole pack',
  'too many',
  'way too many',
  'dozens',
  String.raw`like [1-9]\d*`,
);

/** Suicide rules about methods, means, overdoses, preparations, and worries about another person. */
export const suicideMeansRules: readonly RiskRule[] = [
  // Methods and means.
  {
    id: 'method-named',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\bhang(?:ing)? ${MYSELF}\b|\b(?:slit|slitting|slash|slashing|cut|cutting|open) my (?:wrists?|throat|veins?)\b|\b(?:drown|drowning|poison|poisoning|suffocate|suffocating|shoot|shooting|electrocute|gas|gassing|overdose) ${MYSELF}\b|\b(?:put|putting) a bullet (?:in|through) my (?:head|brain|skull|mouth|heart)\b|\b(?:gun|pistol) (?:to|in) my (?:head|mouth)\b|\bblow my brains out\b|\bjump(?:ing|ed)? (?:off|from|in front of) (?:a|the|this|that|my) (?:bridge|building|roof|rooftop|cliff|train|car|bus|truck|balcony|ledge|tower|window|overpass|parking garage|skyscraper)\b|\b(?:step|stepping|walk|walking|lie|lying|throw ${MYSELF}) (?:down )?in front of (?:a |the )?(?:train|bus|car|truck|traffic)\b|\b(?:throw|throwing|threw|fling|hurl) ${MYSELF} (?:off|from|out of|under) (?:a|the|this|that|my) (?:bridge|building|roof|rooftop|cliff|train|balcony|ledge|tower|window|overpass|car|bus|truck)\b|\bdrive (?:my car )?off (?:a|the) (?:cliff|bridge|road)\b|\bcrash(?:ing)? my car on purpose\b`,
    ),
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  {
    id: 'means-seeking',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\bhow (?:do|can|could|would|should) (?:i|you|someone|one|a person) (?:kill|hang|drown|poison|shoot|suffocate|end|off) (?:${MYSELF}|yourself|themselves|oneself|themself|my life|their life|your life|it all)\b|\bhow to (?:kill|hang|drown|poison|shoot|suffocate|off) (?:${MYSELF}|yourself|oneself)\b|\bhow to (?:end (?:my|your|a|ones) life|overdose|od|die (?:painlessly|quickly|peacefully|fast|without pain|in my sleep))\b|\b(?:painless|quick|quickest|easiest|easy|fastest|best|surest|least painful|most effective|peaceful|simplest) (?:way|ways|method|methods) (?:to|of) (?:die|dying|kill ${MYSELF}|end (?:it|my life|things)|overdose|od|not wake up)\b|\b(?:lethal|fatal|deadly) (?:dose|amount|dosage|quantity)\b|\bwhat (?:height|dose|amount|number|fall) (?:is|would be) (?:fatal|lethal|deadly)\b|\bhow (?:high|tall) (?:does|do|would|should|must) (?:a |the )?(?:bridge|building|roof|balcony|cliff|fall|jump) (?:need|have) to be\b|\bhow (?:high|tall|far)\b${S}{0,50}?\b(?:to (?:die|kill|be fatal|be lethal|not survive)|fatal|lethal|deadly)\b|\bhow long (?:does it|would it|will it|until|before) (?:take )?(?:to |you |someone |i )?(?:die|bleed out|suffocate|drown|overdose|od)\b|\b(?:will|would|could|can|does|do|is|are) (?:[1-9]\d*|a bottle of|a handful of|all my|all of my|a whole (?:bottle|pack) of|these|my) ?(?:\w+ )?${PILLS}\b${S}{0,20}?\b(?:kill (?:me|someone|a person|you)|be (?:fatal|lethal|enough to (?:die|kill))|enough to (?:die|kill))\b|\bwhat (?:happens|would happen) if (?:you|i|someone|a person) (?:take|takes|took|swallow|swallowed|overdose on) (?:[1-9]\d+|a bottle of|a whole bottle of|a handful of|too many|all (?:my|of my|the))\b|\b(?:thinking (?:of|about)|looking (?:up|for|into)|looked up|researching|researched|googling|googled|searching|searched|reading about) (?:\w+ )?(?:ways|methods|how) to (?:die|kill ${MYSELF}|end (?:my life|it all)|tie a noose|make a noose)\b|\b(?:tie|tied|tying|made|make|making|bought|buy|have|got|hung|hang) (?:a |the |my |up a )?noose\b|\bhow to (?:tie|make) a noose\b|\bhow (?:many|much) (?:of )?(?:(?:my|these|those|the|your|his|her) )?(?:\w+ )?${PILLS}\b${S}{0,40}?\b(?:would it take|will it take|does it take|it takes|would kill|will kill|to (?:die|kill|overdose|od|not wake up|end it|stop my heart)|(?:is|are|would be) (?:lethal|fatal|deadly|enough to (?:die|kill)|an overdose|too much to survive))|\bhow (?:many|much) (?:\w+ ){0,3}(?:would it take|does it take|will it take|do i need|would i need) to (?:die|kill (?:${MYSELF}|me|a person|someone)|overdose|od|not wake up)\b`,
    ),
    reason: riskReasons.suicideMeans,
  },
  {
    id: 'overdose-intent',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:want|wanted|going|plan|planning|thinking about|thinking of|try|trying|tried|ready|decided|urge)(?: \w+)? (?:to )?(?:overdose|overdosing|od)\b|\bi (?:have )?overdosed\b|\b(?:going to|will|about to|plan to|want to|ready to) (?:take|swallow) (?:all (?:of )?(?:my|the|these|those) ${PILLS} (?:at once|together|in one go|tonight|right now)|them all|all of them|all the pills|all my pills|all of my pills|the whole bottle|the lot|every pill|every last pill)\b|\b(?:stockpil|hoard|sav|collect|stash)(?:e|ed|es|ing)? (?:up )?(?:my |some |all my |all of my |a lot of |enough )?${PILLS}\b`,
    ),
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  {
    id: 'overdose-mentioned',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(String.raw`\boverdos(?:e|ed|es|ing)\b`),
    reason: riskReasons.suicideMentioned,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  {
    id: 'pills-and-alcohol',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:bottle|bottles|handful|box|pack|stash) of (?:\w+ )?${PILLS}\b${S}{0,30}?\b(?:bottle of|and) (?:vodka|alcohol|whiskey|whisky|wine|gin|rum|tequila|booze)\b`,
    ),
    reason: riskReasons.suicideMeans,
  },
  {
    id: 'poison-taken',
    category: 'suicide',
    level: 'imminent',
    pattern: pattern(
      String.raw`\bi (?:just |have |have just )?(?:drank|drunk|swallowed|ingested|took|ate) (?:some |a bottle of |a cup of |a glass of )?(?:bleach|antifreeze|poison|rat poison|drain cleaner|weed killer|pesticide)\b`,
    ),
    reason: riskReasons.overdoseTaken,
  },
  {
    id: 'overdose-taken',
    category: 'suicide',
    level: 'imminent',
    pattern: pattern(
      String.raw`\bi (?:just |have just |have |already |had )?(?:took|taken|swallowed|downed|ate|necked|popped) ${OVERDOSE_AMOUNT}\b${S}{0,25}?\b${PILLS}\b|\bi (?:just |have just |have |already )?(?:took|taken|swallowed) all (?:of )?(?:my|the|those|these) (?:\w+ )?${PILLS} (?:at once|together|in one go)\b|\bi (?:just|have just) (?:overdosed|od ?d|oded)\b|\bi am overdosing\b`,
    ),
    reason: riskReasons.overdoseTaken,
  },
  {
    id: 'jump-from-height',
    category: 'suicide',
    level: 'imminent',
    pattern: pattern(
      String.raw`\b(?:standing|sitting|stood|sat|am|i am) on (?:the|a|this) (?:edge|ledge|bridge|roof|rooftop|railing|balcony)\b${S}{0,40}?\bjump\b|\bjump\b${S}{0,40}?\b(?:standing|sitting) on (?:the|a|this) (?:edge|ledge|bridge|roof|rooftop|railing|balcony)\b`,
    ),
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
  },
  {
    id: 'urge-to-jump',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:want|going|about|ready|plan|planning|urge) to jump\b(?= *(?:$|[.!?,;\n]|off\b|from\b|and\b|but\b))`,
    ),
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  // Signs of preparing to die.
  {
    id: 'preparing-to-die',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:giving|gave|give|given|gives) away (?:all |most )?(?:of )?(?:my |our )(?:things|stuff|belongings|possessions|valuables|prized possessions|favou?rite things|pets?|cat|dog)\b|\b(?:wrote|written|writing|write|left|leaving|finished|drafted|drafting|recorded|recording|prepared|preparing) (?:\w+ ){0,2}?(?:(?:goodbye|good bye|farewell|suicide) (?:letters?|notes?)|suicide (?:messages?|texts?|emails?|videos?))\b|\b(?:goodbye|farewell|suicide) (?:letters?|notes?) (?:ready|are ready|is ready|written|done|finished|for everyone|to everyone|to my family)\b|\b(?:this is|this will be|consider this|here is) my (?:last|final) (?:message|goodbye|post|words|night|day)\b|\bgoodbye (?:cruel world|world)\b|\bgoodbye forever\b(?= *(?:$|[.!\n]|everyone|everybody|all))|\b(?:saying|said|say) my (?:final|last) goodbyes?\b|\b(?:letters?|notes?|messages?)${S}{0,30}?\bsaying goodbye\b|\b(?:rope|noose|pills|gun)\b${S}{0,40}?\bfor when i am ready\b|\b(?:writing|wrote|written|made|making|updated|updating) my will\b${S}{0,40}?\bgoodbye`,
    ),
    reason: riskReasons.preparingToDie,
  },
  {
    id: 'said-goodbye-to-everyone',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:said|saying|say|said my) goodbyes? to (?:everyone|everybody|all of you|my family|the world|my kids|my friends|my loved ones)\b(?! (?:at|before|after|in|on|as|when|and left|and went|for the|this|last|today)\b)`,
    ),
    reason: riskReasons.preparingToDie,
  },
  {
    id: 'affairs-in-order',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(String.raw`\b(?:getting|got|get|put|putting|have put) (?:all )?my affairs in order\b`),
    reason: riskReasons.preparingToDie,
  },
  // Worry about another person.
  {
    id: 'someone-else-suicidal',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b${KILL} ${THIRD_PERSON_REFLEXIVE}\b|\b(?:end|ended|ending|ends) (?:his|her|their) (?:own )?life\b|\b(?:take|took|taking|takes|taken) (?:his|her|their) own life\b|\bun ?aliv(?:e|ed|ing) ${THIRD_PERSON_REFLEXIVE}\b`,
    ),
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
  },
  {
    id: 'someone-else-overdosed',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:he|she|they|my (?:\w+ )?${PEOPLE})\b${S}{0,25}?\b(?:just |has just |have just |has |have )?(?:took|swallowed|taken) (?:${OVERDOSE_AMOUNT})\b${S}{0,25}?\b${PILLS}\b|\b(?:he|she|they|my (?:\w+ )?${PEOPLE}) (?:just|has just|have just) overdosed\b`,
    ),
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
  },
];
