import { MYSELF, PILLS, pattern, SUICIDE, THIRD_PERSON_REFLEXIVE } from './rule-fragments';

const ANYONE_SELF = `(?:${MYSELF}|${THIRD_PERSON_REFLEXIVE})`;
const MEDIA = `(?:movie|film|documentary|doc|book|novel|show|series|episode|article|podcast|song|lecture|class|essay|paper|report|course|training|talk|presentation|video|play|study|research|thesis|project|assignment|news|story|chapter|module|seminar|workshop|webinar|campaign|poster|post)`;
const EVERYDAY_ACTIVITY = `(?:cooking|chopping|shaving|cutting|slicing|peeling|ironing|playing|running|lifting|skiing|skating|climbing|hiking|working out|gardening|fixing|opening|moving|cleaning|baking|making (?:tea|coffee|dinner|lunch|breakfast|toast|food|pasta|soup|a (?:cake|meal|sandwich))|falling|tripping|slipping|fell|tripped|slipped|trying to (?:open|fix|lift|move|carry|cook|reach))`;
const ACCIDENT_OBJECT = `(?:knife|glass|paper|can|tin|blade|edge|bottle|piece|stove|oven|pan|pot|kettle|iron|grill|corner|table|door|nail|fence|rock|rocks|bike|treadmill|stairs|ice|counter|thorn|bush|branch)`;
const KITCHEN_OR_TOOL = `(?:fork|pencil|pen|needle|pin|stapler|toothpick|kitchen knife|iron|kettle|pan|pot|oven|stove|curling iron|hair straightener|straighteners|hot water|boiling water|coffee|tea|soup|oil|hammer|door|ball|saw|scissors|grater|mandoline|can opener)`;
const SPORT_OR_PLACE = `(?:the gym|work|practice|training|the kitchen|a fall|football|soccer|rugby|hockey|basketball|the game|the match|yoga|pilates|dance class)`;
const GAME = `(?:the game|a game|fortnite|minecraft|call of duty|cod|gta|valorant|overwatch|elden ring|apex|pubg|among us|roblox|halo|zelda|mario|the match|chess|cards|poker)`;

/**
 * Everyday idioms that look like risk. Each is matched on its own and dismisses only the rule
 * matches whose span it overlaps, so "this deadline is killing me and i want to kill myself" still
 * flags the second half.
 */
export const benignIdioms: readonly RegExp[] = [
  // Overdoses as clinical work or as too much of something harmless.
  pattern(
    String.raw`\boverdose (?:patients?|calls?|cases?|victims?|response|training|kits?|reversal|awareness|deaths (?:are|were|rose|fell|in))\b|\b(?:an |the )?overdose of (?:vitamin \w+|vitamins|iron|caffeine|sugar|sun|sunshine|cuteness|drama|nostalgia|information|carbs|love)\b`,
  ),
  // Annoyance said with a laugh: "i could strangle him, lol", "i will kill her 😂".
  pattern(
    String.raw`\b(?:could|will|am going to|swear i will) (?:strangle|throttle|kill|murder|smack) (?:him|her|them|you|my \w+)\b(?:(?:[ ,!.]+\w+){0,4}?[ ,!.]+(?:lol|lmao|haha|hahaha|jk|just kidding)\b|[ ,!.]*(?:😂|🤣|😆|😅|😜|🙃))`,
  ),
  // Sport: "our team is going to murder them on saturday".
  pattern(
    String.raw`\b(?:our team|we|the team|they) (?:is |are )?(?:going to |will |gonna )?(?:murder|kill|destroy|crush|slaughter) (?:them|us|it|the \w+ team)\b(?= (?:on|at|in|this|next|tomorrow|tonight|today))`,
  ),
  // Dreams and work: "a nightmare about falling off a building", "saw three overdoses on my shift".
  pattern(
    String.raw`\b(?:nightmare|dream|dreamt|dreamed) (?:about|of|that) (?:\w+ ){0,3}(?:falling|fell|drowning|dying|being chased)\b|\b(?:saw|treated|had|attended|responded to) (?:\w+ )?(?:overdoses|overdose calls|ods) (?:on|during|at) (?:my|the|our|a) (?:shift|call|rotation|ward)\b`,
  ),
  // Dying and death as figures of speech.
  pattern(
    String.raw`\bdie(?:d|s|ing)? (?:my|her|his|your|the|their|our) (?:hair|clothes|shirt|jeans|fabric|eyebrows|beard)\b`,
  ),
  pattern(
    String.raw`\bdie (?:of|from) (?:embarrassment|shame|boredom|laughter|laughing|cuteness|happiness|joy|excitement|jealousy|envy|curiosity|hunger|thirst|heat|cringe|old age|natural causes)\b`,
  ),
  pattern(
    String.raw`\bdie (?:peacefully |happily |quietly )?(?:of old age|old|in my sleep (?:at|when i am) (?:old|\d+))\b`,
  ),
  pattern(
    String.raw`\bdie (?:laughing|happy|on (?:this|that) hill)\b|\bcross my heart(?: and)? hope to die\b|\bdead or alive\b`,
  ),
  pattern(
    String.raw`\bdie for (?:a|an|some|that|this|these|those|the|chocolate|pizza|coffee|cake|food|tacos|sushi|ice cream)\b`,
  ),
  pattern(
    String.raw`\brather (?:die|be dead) than (?:go|be seen|eat|wear|watch|listen|sit|work|attend|talk|admit|apologi[sz]e|ask|call|dance|sing|lose|miss|use|drive|fly|vote|have to|do (?:that|this|it|homework|math|taxes)|spend|move to|work for|date|kiss|touch|cheer)\b`,
  ),
  pattern(String.raw`\b(?:even )?with a gun to my head\b`),
  pattern(
    String.raw`\bif i (?:disappeared|was gone|were gone|vanished|was not (?:here|around)|were not (?:here|around)) (?:for|on|to|over|at|during|all|this|next|tomorrow|while)\b`,
  ),
  pattern(
    String.raw`\b(?:tired|sick|done) (?:of|with) (?:life|living) (?:in|at|on|with|under) (?:the|this|a|my)\b`,
  ),
  // "Killing myself" as hard work or laughter.
  pattern(
    String.raw`\bk[i*]l+(?:s|ed|ing)? ${MYSELF} (?:at|with|over|for|on) (?:work|my job|this job|studying|study|the gym|training|overtime|this project|this deadline|exams?|school|homework|revision|practice|cardio|(?:this|these|my|the) (?:job|work|workouts?|training|project|deadline|exams?|studying|diet|class|course|schedule|shifts?|commute|renovation))\b`,
  ),
  pattern(
    String.raw`\bk[i*]l+(?:s|ed|ing)? ${MYSELF} (?:trying to|to (?:finish|meet|get|make|keep|pass|please))\b`,
  ),
  pattern(String.raw`\bk[i*]l+(?:s|ed|ing)? ${ANYONE_SELF} (?:laughing|with laughter)\b`),
  pattern(
    String.raw`\b(?:almost|nearly|basically|practically) k[i*]l+ed ${ANYONE_SELF} (?:falling|tripping|slipping|on (?:the|my|a) (?:stairs|ice|bike|skateboard|ladder|scooter|way)|(?:at|in) the gym|working out|running|lifting)\b`,
  ),
  pattern(
    String.raw`\b(?:cut|cutting|burn|burned|burnt|burning|scratched|scratching|sliced|slicing) my (?:\w+ )?(?:arms?|wrists?|thighs?|legs?|stomach|skin|hips?|forearms?|hands?|fingers?|thumb|foot|feet|knee|head) (?:(?:while|when) (?:i )?(?:was )?${EVERYDAY_ACTIVITY}|${EVERYDAY_ACTIVITY}|by accident|accidentally|on (?:a|the|some|my|broken|an) ${ACCIDENT_OBJECT}|with (?:a|the|an|my) ${KITCHEN_OR_TOOL}|(?:at|in|during|playing) ${SPORT_OR_PLACE})\b`,
  ),
  // "kms" as kilometres.
  pattern(
    String.raw`(?:\d|\b(?:few|several|many|couple of|hundreds of|thousands of|the|some|those|these|more|extra|few more)) ?kms\b|\bkms (?:away|per|an hour|a day|a week|from|long|to go|left|h)\b`,
  ),
  // Suicide in media, teaching and prevention work, and set phrases.
  pattern(
    String.raw`\b${MEDIA}(?: is| was| that is| which is)? (?:about|on|regarding|covering|discussing|called|named|titled)(?: \w+){0,2} ${SUICIDE}(?: (?:prevention|awareness|rates?|statistics|research|risk))?\b`,
  ),
  pattern(
    String.raw`\b${SUICIDE} (?:prevention|awareness) (?:month|week|day|training|course|class|walk|event|campaign|charity|fundraiser|research|work|program|programme|volunteer|ribbon|poster|talk|seminar|workshop|conference|organi[sz]ation|group|team|certificate)\b|\b(?:in|for|at|with|about|on) ${SUICIDE} (?:prevention|awareness|research)\b`,
  ),
  pattern(
    String.raw`(?<!\b(?:called|texted|contacted|call|text|phoned|reached out to|talked to|spoke to|spoke with|chatted with) (?:the |a )?)\b${SUICIDE} (?:prevention|awareness)\b(?! (?:hotline|line|lifeline|number|chat|text line|helpline))|\b${SUICIDE} (?:hotline|helpline|lifeline|crisis line) (?:numbers?|posters?|cards?|stickers?|ads?|signs?)\b`,
  ),
  pattern(
    String.raw`\b${SUICIDE} (?:squad|doors?|sprints?|drills?|runs?|shifts?|mission|bomb(?:er|ers|ing|ings)?|attacks?|king|seat|rates?|statistics|stats)\b`,
  ),
  pattern(
    String.raw`\b${SUICIDE} (?:scenes?|plot|plotline|storyline|themes?)\b|\b${SUICIDE} in (?:the|that|this) (?:movie|book|play|show|film|novel|series|episode|story|song)\b`,
  ),
  pattern(
    String.raw`\b${MEDIA} (?:about|on)(?: \w+){0,2} self ?harm\w*\b|\bself ?harm (?:awareness|prevention|research) (?:month|week|day|training|course|class|campaign|charity|group)\b`,
  ),
  pattern(
    String.raw`\bself ?harm (?:nurse|nurses|unit|ward|team|service|services|clinic|specialist|research|researcher|policy|training|lecture|module|charity|organi[sz]ation)\b|\bpunish(?:ing)? ${MYSELF} with (?:this|a|my|the) (?:diet|workouts?|training|cold showers?|exercise|schedule)\b`,
  ),
  // Accidents and idioms that name hurting oneself.
  pattern(
    String.raw`\bcut(?:ting|s)? ${ANYONE_SELF} (?:some |a little |a bit of |any )?(?:slack|a break|off|short|out|a (?:piece|slice|deal)|in on|loose|free)\b`,
  ),
  pattern(
    String.raw`\b(?:accidentally|accidently|nearly|almost) (?:\w+ )?(?:cut|burned|burnt|hurt|hit|stabbed|scratched|bit|injured) ${ANYONE_SELF}\b`,
  ),
  pattern(
    String.raw`\b(?:cut|cuts|cutting|burn|burned|burnt|burning|hurt|hurts|hurting|hit|hitting|scratched|scratching|stabbed|bit|injured|injuring|bruised|banged) ${ANYONE_SELF} (?:(?:while|when) (?:i |he |she |they )?(?:was |were )?${EVERYDAY_ACTIVITY}|${EVERYDAY_ACTIVITY}|by accident|accidentally|on (?:a|the|some|my|his|her|broken|an) ${ACCIDENT_OBJECT}|with (?:a|the|an|my|his|her) ${KITCHEN_OR_TOOL}|(?:at|in|during|playing) ${SPORT_OR_PLACE})\b`,
  ),
  pattern(
    String.raw`\b(?:cut|cutting|burned|burnt|hurt|hit|stabbed|scratched|bit|injured|bruised|banged) ${ANYONE_SELF} (?:with|on) (?:a|the|an|my|his|her) (?:\w+ ){1,2}?(?:by accident|accidentally)\b|\bhang(?:ing)? ${MYSELF} (?:a|some|up a) \w+`,
  ),
  pattern(
    String.raw`\baffairs in order (?:before|for) (?:my |the |our )?(?:retirement|retiring|surgery|operation|move|moving|baby|trip|deployment|travel|wedding|taxes|year end)\b`,
  ),
  pattern(String.raw`\bburn(?:s|ing|ed|t)? ${ANYONE_SELF} out\b|\bhurt(?:ing)? ${MYSELF} laughing\b`),
  pattern(
    String.raw`\bdrown(?:ing)? ${MYSELF} in (?:work|coffee|tea|studying|wine|chocolate|books|tv|music|projects|paperwork|homework|tears|sorrow|self pity|emails)\b|\bshoot(?:ing)? ${MYSELF} in the foot\b`,
  ),
  pattern(
    String.raw`\boverdos(?:e|ed|ing) on (?:caffeine|coffee|sugar|chocolate|netflix|tv|anime|candy|cake|cookies|sun|sunshine|carbs|pizza|love|cuteness|memes|social media|energy drinks|red bull|kindness|nostalgia|sweets|junk food)\b`,
  ),
  pattern(
    String.raw`\b(?:collect|collecting|collected|pick up|picking up|picked up) (?:my |the )?(?:\w+ )?${PILLS} (?:from|at)\b`,
  ),
  // Goodbyes and giving things away that are not goodbyes to life.
  pattern(
    String.raw`\b(?:goodbye|farewell) (?:letters?|notes?|cards?) to (?:my )?(?:ex|old|former|past|younger|inner|addiction|anxiety|depression|job|childhood|city|hometown|eating disorder|grief|fear|twenties|teens|coworker|colleague|team|\d+s)\b`,
  ),
  pattern(
    String.raw`\baway (?:all |most )?(?:of )?my (?:\w+ ){0,2}(?:to (?:charity|goodwill|a thrift|the thrift|donation|a shelter|the church|the library)|before (?:i|we) move|because (?:i am|we are) (?:moving|decluttering|downsizing))\b`,
  ),
  pattern(
    String.raw`\bend(?:ing)? it all (?:with|on) (?:a|an|the)\b|\btak(?:e|ing) my (?:own )?life (?:back|in (?:a|my) (?:new|different)|into my own hands|seriously|to the next level|more seriously)\b`,
  ),
  pattern(
    String.raw`\bjump(?:ed|ing)? (?:off|from) (?:a|the) (?:bridge|cliff|roof|ledge|rock|pier|dock|boat|balcony) (?:into|in) (?:the |a )?(?:water|lake|river|pool|sea|ocean)\b`,
  ),
  // Harm to others that is not violence.
  pattern(
    String.raw`\bhurt(?:ing|s)? (?:\w+ ){1,3}?(?:feelings|pride|chances|reputation|career|business|credibility|ego)\b`,
  ),
  pattern(
    String.raw`\bhurt(?:ing)? (?:him|her|them|my \w+|everyone|anyone|someone|people) (?:emotionally|by (?:leaving|telling|saying|breaking|not|cheating|lying|ignoring)|if i (?:leave|break up|tell|say|cancel|do not|move|quit)|when i (?:leave|break up|tell|left|said|told)|with my words)\b`,
  ),
  pattern(
    String.raw`\b(?:shoot(?:ing|s)?|shot) (?:him|her|them|you|me|my \w+|someone) (?:a|an) (?:text|message|email|e mail|dm|look|glance|smile|quick|note|line|call|pic|photo|invite)\b`,
  ),
  pattern(
    String.raw`\bshoot(?:ing)? (?:my |the |a |their |our |his |her )?(?:\w+ )?(?:friends?|family|sisters?|brothers?|cousins?|clients?|couple|people|kids?|daughters?|sons?) ?(?:s )?(?:wedding|engagement|photos?|pictures?|portraits?|video|headshots?|graduation|party|photo shoot|session|birthday)\b`,
  ),
  pattern(
    String.raw`\bhit (?:him|her|them|me|my \w+|someone|you) up\b|\bbeat(?:s|ing)? (?:him|her|them|me|you|my \w+|everyone|everybody|someone) (?:at|in|to)\b|\bkick(?:s|ed)? me out\b`,
  ),
  pattern(
    String.raw`\bk[i*]l+(?:ing|ed)? (?:him|her|them|\w+) with kindness\b|\b(?:kill|beat|defeat|fight|shoot) (?:the|that|this) (?:final |last |first |big |next )?boss (?:in|on|fight|battle|level|of)\b`,
  ),
  pattern(
    String.raw`\b(?:killed|shot|stabbed|murdered|beat) (?:him|her|them|everyone|my \w+) (?:in|on|at|playing) ${GAME}\b`,
  ),
  pattern(
    String.raw`\bk[i*]l+ (?:him|her|them|my \w+) if (?:he|she|they|you) (?:eats?|ate|drinks?|drank|finish(?:es)?|spoils?|spoiled|touch(?:es)?|touched|steals?|stole|uses?|used|takes?|took|borrows?|forgets?|forgot|is late|are late|wakes? me)\b`,
  ),
  pattern(
    String.raw`\bk[i*]l+ (?:him|her|them|my \w+) for (?:eating|drinking|taking|stealing|using|finishing|spoiling|forgetting|being late|not|leaving|touching|borrowing|breaking|losing|telling|snoring|chewing)\b`,
  ),
  pattern(
    String.raw`\b(?:goodbye|farewell) (?:letters?|notes?|cards?|messages?|emails?) (?:to|for) (?:my |the |a |our )?(?:colleague|coworker|co worker|team|boss|class|teacher|students?|manager|office|neighbou?r)\b`,
  ),
  pattern(String.raw`\b(?:who|anyone|someone) (?:would|could) (?:ever |even )?(?:hurt|harm|kill|abuse)\b`),
];
