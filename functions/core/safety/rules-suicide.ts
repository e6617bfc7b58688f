import { riskReasons } from './risk-reasons';
import { anyOf, KILL, MYSELF, pattern, type RiskRule, SUICIDE } from './rule-fragments';

const DIE_WISH_VERBS = anyOf(
  'wants?',
  'wanted',
  'wanting',
  'wish(?:es|ed|ing)?',
  'ready',
  'deserves?',
  'deserved',
  'needs?',
  'long(?:ing)?',
  'hoping',
  'hope',
  'plan(?:ning)?',
  'prefer',
  'would like',
  'would rather',
);

/** Suicide rules about wording: explicit, direct wishes to die, and indirect or passive wording. */
export const suicideRules: readonly RiskRule[] = [
  // Explicit wording.
  {
    id: 'kill-myself',
    category: 'suicide',
    level: 'high',
    pattern: pattern(String.raw`(?<![a-hj-np-z])${KILL} ?${MYSELF}\b`),
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
  },
  {
    id: 'compact-hashtag',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\bi?(?:want|wana|going|gona)(?:to)?(?:kil+my ?self|endmylife|endital+)\b|\bi?(?:want|wana)(?:to)?die\b|\bendmylife\b`,
    ),
    reason: riskReasons.suicidalThoughts,
  },
  {
    id: 'unalive',
    category: 'suicide',
    level: 'high',
    pattern: pattern(String.raw`\bun ?aliv(?:e|ing|ed) (?:${MYSELF}|me)\b`),
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
  },
  {
    id: 'unalive-mentioned',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(String.raw`\bun ?aliv(?:e|ing|ed)\b`),
    reason: riskReasons.suicideMentioned,
    about: 'subject',
  },
  {
    id: 'off-myself',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:to|will|just|should|might|could|i|going|about|got) off(?:ing)? ${MYSELF}\b|\boffing ${MYSELF}\b`,
    ),
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
  },
  {
    id: 'end-my-life',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\bend(?:ing|ed|s)? (?:it all|my (?:own )?life|my existence|my own existence)\b|\btak(?:e|ing|en) my (?:own )?life\b|\bcommit(?:ting)? (?:sudoku|seppuku|toaster bath|neck rope)\b`,
    ),
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
  },
  {
    id: 'suicide-intent',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:commit|committing|attempt|attempting|attempted|try|trying|tried|thinking about|thinking of|thought about|thought of|think about|contemplating|considering|planning|plan on|researching|googling|obsessed with|fantasi[sz]ing about|dreaming about|close to)(?: \w+){0,2}? ${SUICIDE}\b`,
    ),
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  {
    id: 'feeling-suicidal',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:am|feel|feels|felt|feeling|been|get|gets|getting|was|become|becoming|is|are|seems?)(?: \w+){0,2}? suicidal\b|\bsuicidal (?:thoughts?|ideation|feelings?|urges?|thinking|impulses?|episodes?|crisis|tendencies|plans?|again)\b`,
    ),
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  {
    id: 'suicide-mentioned',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(String.raw`\b${SUICIDE}\b`),
    reason: riskReasons.suicideMentioned,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  // Wanting to die, said directly.
  {
    id: 'want-to-die',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b${DIE_WISH_VERBS} to (?:just |simply |finally |really |go and )?di+e+\b|\b(?:should|must|need to|ought to|hope i|pray i|wish i could|wish i would|might as well) (?:just )?die\b|\b(?:let me|please let me|make me) die\b|\b(?:would )?rather (?:die|be dead)\b|\b(?:wish|want|wanted|wishing|would rather|rather|prefer to|better off|hope i am|i deserve to be) (?:that )?(?:i )?(?:was |were |be |being |to be )?dead\b`,
    ),
    reason: riskReasons.wantingToDie,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  {
    id: 'do-not-want-to-live',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:do not|does not|did not|no longer|never) (?:want|wanted|wish|feel like|deserve) to (?:live|be alive|stay alive|keep living)\b(?! (?:with|in|at|near|there|here|on|alone|together|like|for|under|off|through|by|next|close|abroad|somewhere|anywhere|forever|long|till|until|to|up|into|without|as|that)\b)`,
    ),
    reason: riskReasons.notWantingToLive,
    about: 'subject',
  },
  // Indirect wording: a gentle check-in.
  {
    id: 'do-not-want-to-be-here',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:do not|does not|no longer|never) (?:want|wish) to (?:be here|be around) (?:anymore|any more|any longer|no more)\b|\b(?:do not|does not|no longer|never) (?:want|wish) to (?:be alive|be on this earth|be in this world|exist)\b(?! (?:for|at|with|in|when|if|today|tonight|this)\b)|\b(?:do not|does not|no longer) want to (?:wake up|go on|keep going)\b(?! (?:early|at|before|for|so early|with|to|in the)\b)|\b(?:do not|can not) (?:want to )?(?:live|go on|keep living) like this\b|\bhate being alive\b`,
    ),
    reason: riskReasons.notWantingToLive,
    about: 'subject',
  },
  {
    id: 'wish-to-be-killed',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:want|wish|need|hope|pray)(?: (?:someone|somebody|something|god|you|them|him|her))? (?:would |could |to )?kill me\b|\b(?:someone|somebody|god|please|just) (?:please |just )?kill me\b|\b(?:want|wish|need) (?:someone|somebody|something|god) (?:to |would |could )?(?:end|take) me\b|\b(?:god|the voices?|voices|demons?|something|someone|they|he|she) (?:is |are |keeps? |keep )?(?:telling|told|tell|tells|wants?|want|commanding|commands|ordering|orders) me to (?:die|jump|end it|end my life)\b|\b(?:wants?|want) me (?:to die|dead)\b|\b(?:want|wish|hope|hoping|pray)(?: that)? (?:i (?:would |could )?(?:get|got)|to (?:get|be)) (?:hit|run over) by (?:a )?(?:car|bus|train|truck)\b`,
    ),
    reason: riskReasons.wantingToDie,
    about: 'subject',
  },
  {
    id: 'end-it',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:going to|might|ready to|want to|plan to|planning to|about to|decided to|will|thinking about|thinking of|should|need to|have to|close to) (?:just )?end(?:ing)? (?:it|things|everything|my suffering|the suffering|my pain)\b(?! (?:with|between|here|now|there|for|at|soon|early|on|after|before|off|and|by|today|completely|politely|properly|nicely)\b)|\b(?:want|wish|wanted|ready|like) to (?:go to )?sleep forever\b(?! (?:this|on|tomorrow|after|lol|haha)\b)|\b(?:want|wish|wanted|ready) (?:to be|i was|i were) gone\b(?! (?:for|on|by|from|before|till|until)\b)`,
    ),
    reason: riskReasons.wantingToDie,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  {
    id: 'do-it-with-means',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:going to|will|ready to|about to|decided to|finally) (?:do it|go through with it)\b`,
    ),
    reason: riskReasons.suicideMeans,
    whenNegated: 'dismiss',
    onlyWithMeans: true,
  },
  {
    id: 'never-wake-up',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:sleep|asleep|to bed|close my eyes)(?: \w+){0,3}? (?:and|&) (?:just )?(?:never|not|not ever|do not) (?:wake|waking) up\b|\b(?:hope|wish|pray|want)(?: that)? i (?:do not|will not|would not|never|would never) wake up\b(?! (?:late|early|at|before|too|so|with|in the middle|during|on time)\b)|\bnever wake up again\b|\b(?:sleep|asleep) and never wake\b|\bnot (?:to )?wake up (?:again|ever|in the morning)\b`,
    ),
    reason: riskReasons.wantingToDie,
    about: 'subject',
  },
  {
    id: 'no-point-living',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\bwhat is (?:even )?the point (?:of|in) (?:living|life|going on|being alive|existing|anything|it all|waking up|carrying on|my life|staying alive|being here|me)\b|\b(?:no|not any|zero) (?:point|reason|purpose) (?:in |of |to )?(?:living|being alive|going on|go on|existing|life|staying alive|live|keep living|keep going)\b|\b(?:do not|can not|no longer) see (?:the|any) point (?:in|of) (?:living|life|going on|being alive|existing|anything|carrying on|being here)\b|\blife is (?:pointless|meaningless)\b|\bnothing (?:left )?to live for\b|\bno reason (?:left )?to (?:stay alive|be alive|exist|wake up|be here)\b|\blife (?:is not|is no longer|is not even|is never) worth (?:living|it)\b|\bwhy (?:should i|do i|bother to|even)(?: even| bother to| bother)? (?:live|keep living|stay alive|go on|keep going|exist)\b|\bgiv(?:e|ing) up on (?:life|living)\b`,
    ),
    reason: riskReasons.hopelessness,
    about: 'subject',
  },
  {
    id: 'tired-of-living',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:tired|sick|done|exhausted|finished) (?:of|with) (?:living|being alive|existing|life|being here|waking up|this life)\b|\b(?:can not|can no longer|unable to|do not think i can|do not know if i can|do not know how (?:much )?longer i can) (?:go on|keep going|keep living|carry on)\b(?! (?:a|an|the|with|holiday|vacation|trip|date|tour|stage|tonight|until|at|to|for|working|running|doing|walking|like that|this way forever|and on)\b)`,
    ),
    reason: riskReasons.hopelessness,
    about: 'subject',
  },
  {
    id: 'better-off-without-me',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:better|happier|easier) (?:off )?without me\b|\b(?:better|happier|easier) (?:off )?(?:if|when|once|after) i (?:was|were|am|have) (?:gone|dead|not here|not around|not alive|no longer here|died)\b|\bif i (?:just )?(?:died|was dead|were dead|disappeared|vanished|was gone|were gone|was not (?:here|around|alive)|were not (?:here|around|alive))\b|\b(?:no one|nobody|noone|no body) (?:would|will|is going to|even|really)(?: \w+)? (?:miss me|(?:notice|care) (?:if|when) i (?:die|died|was gone|were gone|disappear|disappeared|was dead|was not here|was not around|killed ${MYSELF}|did not wake up))`,
    ),
    reason: riskReasons.feelingABurden,
  },
  {
    id: 'feeling-a-burden',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:i am|i feel like|i feel|feel like|feeling like|i have become|i am just|nothing but|i am such) (?:a |such a |just a |only a |nothing but a )?(?:burden|waste of (?:space|air|oxygen))\b`,
    ),
    reason: riskReasons.feelingABurden,
  },
  {
    id: 'disappear-forever',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:want|wish|wishing|wanted)(?: i could| to)? (?:just )?(?:disappear|vanish|fade away) (?:forever|for good|permanently|from (?:this|the) world|from existence|and never come back)\b|\b(?:want|wish|wishing|wanted|just|rather|prefer) (?:to |i could |i would |i could just )?(?:cease to exist|stop existing|not exist)\b|\bwish i (?:was|were|had|would|would have) (?:never|not) (?:been )?born\b|\bwish i (?:was|were) not (?:alive|here)\b|\bwant (?:it all|everything|my life) to (?:end|be over)\b|\bwant it (?:all )?to end\b|\bwant everything to (?:stop|end)\b(?! (?:for a|for one|for just|so i can)\b)|\bwant the pain to (?:stop|end) (?:forever|for good|permanently)\b|\bwill not be (?:around|here|alive) (?:much longer|for (?:much )?long)\b|\bwhy (?:am i|i am) still (?:alive|here|breathing)\b|\b(?:should|wish i|wish i would|wish i had) (?:have )?died\b|\b(?:i have |i )?(?:said|saying) my goodbyes\b(?! (?:to (?:the|my old|our|that)|at|before (?:the|we|i)|when)\b)|\b(?:want|wish|ready|long) to (?:be|go)(?: with(?: \w+){1,2}?)? (?:in heaven|to heaven|on the other side)\b|\bjoin (?:him|her|them|my (?:\w+ )?(?:mom|mum|mother|dad|father|brother|sister|son|daughter|husband|wife|partner|friend|grandma|grandpa)) in heaven\b|\bwill not be (?:around|here)\b(?= *(?:$|[.!?,;\n]|anymore\b|any more\b|to (?:take care|look after|see)\b|for (?:them|him|her|it)\b))|\b(?:gave|giving|give|given|rehomed|rehoming) (?:away )?my (?:dog|cat|pets?)\b(?! (?:a |some |his |her |their )?(?:bath|food|treats?|medicine|meds|walk|toy|toys|dinner|breakfast)\b)|\bfeel(?:ing)? like dying\b|\b(?:a danger|dangerous) to my ?self\b|\bwish i (?:did not|could not|would not|do not) exist\b|\b(?:survived|since my|my last|my previous|my first|a previous) (?:an |a |my )?(?:suicide )?attempt\b(?! (?:at|on|to)\b)|\b(?:will not|soon i will not|will not be) be (?:a (?:problem|burden)|anyones (?:problem|burden)|your (?:problem|burden)) (?:much longer|for (?:much )?long|anymore|any more|soon)\b|\bsoon i will not be (?:a burden|a problem|here|around)\b|\bit (?:will all|is all going to|is going to all|all will) be over soon\b|\b(?:i am done|i am finished|i give up)\W{1,5}(?:\w+\W{1,5}){0,3}goodbye\b|\b(?:think|thinking|thought) about jumping\b(?! (?:in|into|on|at|ship|rope|back|up|around|over)\b)|\bhop(?:e|ing) (?:that )?i (?:crash|get in an accident|get hit|do not make it)\b|\b(?:want|going|thinking about|thought about|urge|tempted|plan)(?: \w+)? (?:to )?(?:drive|driving|crash|crashing|swerve|swerving) (?:my car )?into\b|\b(?:should not|do not deserve to|should never have) (?:be|been) (?:alive|born)\b|\bwish i (?:would|had) (?:never|not) (?:woken|woke|wake) up\b|\b(?:picturing|imagining|planning|dreaming about|fantasi[sz]ing about) my (?:own )?funeral\b|\b(?:wish|hope|hoping|pray|want)(?: that)? (?:a|the|some) (?:car|bus|train|truck|plane|meteor|asteroid|stray bullet|bullet) (?:would |will |could )?(?:hit|kill|run over|crash into) me\b|\bhope (?:the|my) (?:plane|flight) (?:crashes|goes down)\b|\b(?:drink|starve|drug|smoke) ${MYSELF} to death\b|\b(?:drink|drinking|starve|starving|smoke|use) (?:until|till|til) i (?:die|am dead|drop dead)\b`,
    ),
    reason: riskReasons.wantingToDie,
    about: 'subject',
  },
  {
    id: 'death-as-relief',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\bdeath (?:would be|is|seems|sounds|feels like) (?:a relief|easier|better|peaceful|the only way|the answer|the only answer|like a relief|appealing|welcome|my only)\b|\bthink(?:ing)? about (?:death|dying) (?:all the time|constantly|a lot|every day|every night|so much)\b|\b(?:can not stop|keep|always|constantly|obsessively) (?:thinking|dreaming|fantasi[sz]ing) (?:about|of) (?:dying|death|being dead|not being here|not existing)\b|\b(?:want|wish|long|longing|crave|craving) (?:for )?death\b`,
    ),
    reason: riskReasons.wantingToDie,
    about: 'subject',
  },
  {
    id: 'only-way-out',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:the only|only|one|my only) way (?:out|to escape|to stop (?:the|this) pain) is (?:death|to die|dying|suicide|ending it)\b|\bdeath is the only (?:way out|option|answer)\b`,
    ),
    reason: riskReasons.wantingToDie,
  },
];
