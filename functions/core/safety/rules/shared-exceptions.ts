import {
  ACCIDENT_OBJECT,
  ANYONE_SELF,
  CONTACTED,
  DONATION,
  EVERYDAY_ACTIVITY,
  GAME,
  HARD_WORK,
  HARMLESS_EXCESS,
  HELPLINE,
  HURT_BODY_PART,
  HURT_ONESELF,
  KITCHEN_OR_TOOL,
  MEDIA,
  NEAR_MISS,
  PAST_OR_HABIT,
  PHOTO_OCCASION,
  PHOTO_SUBJECT,
  PREVENTION_EVENT,
  QUICK_MESSAGE,
  SELF_HARM_CARE,
  SOMEONE_CLOSE,
  SPORT_OR_PLACE,
  UNWELCOME_CHORE,
} from './exception-words';
import { MYSELF, PILLS, SAME_MESSAGE, SAME_SENTENCE, SUICIDE } from './fragments';
import {
  PETTY_ANNOYANCE,
  PETTY_OFFENCE,
  PETTY_OFFENCE_DONE,
  PETTY_OFFENCE_ING,
  SAID_LAUGHING,
  TABLE_GAME,
  WORKPLACE_PERSON,
} from './grumble-words';
import { fragment, fragments } from './pattern-rule';

/**
 * Exceptions that excuse the matches of several rules, named so each rule that uses one says so
 * (`exceptions: [...suicideInMediaAndStudy]`). An exception excuses only a match of the rule that
 * lists it, and only when it overlaps that match's own span. Exceptions one rule needs live on it.
 */

// Suicide in media, teaching and prevention work, and set phrases: "a movie about suicide".
export const suicideInMediaAndStudy: readonly string[] = [
  String.raw`\b${MEDIA}(?: is| was| that is| which is)? (?:about|on|regarding|covering|discussing|called|named|titled)(?: \w+){0,2} ${SUICIDE}(?: (?:prevention|awareness|rates?|statistics|research|risk))?\b`,
  String.raw`\b${SUICIDE} (?:prevention|awareness) ${PREVENTION_EVENT}\b`,
  String.raw`\b(?:in|for|at|with|about|on) ${SUICIDE} (?:prevention|awareness|research)\b`,
  String.raw`(?<!\b${CONTACTED} (?:the |a )?)\b${SUICIDE} (?:prevention|awareness)\b(?! ${HELPLINE})`,
  String.raw`\b${SUICIDE} (?:hotline|helpline|lifeline|crisis line) (?:numbers?|posters?|cards?|stickers?|ads?|signs?)\b`,
  String.raw`\b${SUICIDE} (?:squad|doors?|sprints?|drills?|runs?|shifts?|mission|bomb(?:er|ers|ing|ings)?|attacks?|king|seat|rates?|statistics|stats)\b`,
  String.raw`\b${SUICIDE} (?:scenes?|plot|plotline|storyline|themes?)\b`,
  String.raw`\b${SUICIDE} in (?:the|that|this) (?:movie|book|play|show|film|novel|series|episode|story|song)\b`,
];

// Asking about suicide as training or assessment, and suicidal patients as the subject of work or study.
export const askingAboutSuicide: readonly string[] = [
  String.raw`\bask(?:s|ed|ing)?\b${SAME_SENTENCE}{0,30}?\b(?:are you|if (?:i|you|she|he|they) (?:was|were|am|is|are)) (?:\w+ )?(?:thinking (?:about|of)|having) ${SUICIDE}(?: thoughts)?\b`,
  String.raw`\bask(?:s|ed|ing)? (?:me |her |him |them )?about ${SUICIDE} thoughts\b`,
  String.raw`\b(?:for|with|of|treating|supporting|assessing) ${SUICIDE} (?:patients|clients|callers|adolescents|young people|veterans)\b`,
  String.raw`\b(?:difference between|define|definitions? of|explain) ${SUICIDE} \w+(?: (?:and|vs|versus) ${SUICIDE} \w+)?`,
];

/** A time long past, said as such: "five years ago", "two years since", "when i was 17", "at their age". */
const LONG_AGO = fragment(
  'LONG_AGO',
  String.raw`(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:years?|months?)(?: ago| since)|when i was (?:\d+|a teen\w*|at school)|at (?:their|your) age)`,
);

// Suicidal times told from safety: "five years since i tried to end my life", "i used to want to die, now".
export const recoveredFromSuicidalTimes: readonly string[] = [
  String.raw`\b${LONG_AGO}\b${SAME_SENTENCE}{0,60}?\b(?:tried|trying|attempted|planning|wanting|wanted) (?:to end my life|my ${SUICIDE}|to die)`,
  String.raw`\b(?:i used to|used to) (?:think about ${SUICIDE}|want to die|be ${SUICIDE})\b${SAME_SENTENCE}{0,40}?[.,] (?:now|i am \d+ now|these days)\b(?! (?:it is back|again|i still))`,
  String.raw`\bwanted to die\b[ .,]+i am \d+ now\b`,
  String.raw`\bwanted to die (?:at|around|by|after) (?:km |mile )?\d+ ?(?:km|k|miles?)?\b`,
];

// Suicide named by someone not at risk: asked about in training or care, lived through, or studied and watched.
export const suicideNamedWithoutRisk: readonly string[] = [
  ...askingAboutSuicide,
  ...recoveredFromSuicidalTimes,
  ...suicideInMediaAndStudy,
];

// Self-harm told from safety: "i used to hurt myself, now i run", "two years since i last self harmed".
export const recoveredFromSelfHarm: readonly string[] = [
  String.raw`\b(?:i used to|${LONG_AGO},? i) (?:hit|hurt|cut|burn|harm|self harm)\w*(?: ${MYSELF})?\b${SAME_MESSAGE}{0,80}?\b(?:now i|i am \d+ now|years? (?:clean|free|later)|got help|i made it)\b`,
  String.raw`\bi used to (?:\w+ ){1,8}and (?:cut|burn|burned|hurt ${MYSELF})\b${SAME_MESSAGE}{0,80}?\b(?:now i|i am \d+ now|years? (?:clean|free|later)|got help|i made it)\b`,
  String.raw`\bsince (?:the last time )?i (?:last )?self harmed\b`,
];

// Self-harm in media, teaching and care work: "i am a self harm nurse".
export const selfHarmInMediaAndStudy: readonly string[] = [
  String.raw`\b${MEDIA} (?:about|on)(?: \w+){0,2} self ?harm\w*\b`,
  String.raw`\bself ?harm (?:awareness|prevention|research) (?:month|week|day|training|course|class|campaign|charity|group)\b`,
  String.raw`\bself ?harm ${SELF_HARM_CARE}\b`,
];

/** "punishing myself with this diet": a hard regime, not self-harm. */
export const PUNISHING_MYSELF_WITH_A_DIET = String.raw`\bpunish(?:ing)? ${MYSELF} with (?:this|a|my|the) (?:diet|workouts?|training|cold showers?|exercise|schedule)\b`;

// Accidents and idioms that name hurting oneself: "i cut myself shaving", "burning myself out".
export const everydayHurtsToOneself: readonly string[] = [
  PUNISHING_MYSELF_WITH_A_DIET,
  String.raw`\bcut(?:ting|s)? ${ANYONE_SELF} (?:some |a little |a bit of |any )?(?:slack|a break|off|short|out|a (?:piece|slice|deal)|in on|loose|free)\b`,
  String.raw`\b(?:accidentally|accidently|nearly|almost) (?:\w+ )?(?:cut|burned|burnt|hurt|hit|stabbed|scratched|bit|injured) ${ANYONE_SELF}\b`,
  String.raw`${HURT_ONESELF} (?:(?:while|when) (?:i |he |she |they )?(?:was |were )?)?${EVERYDAY_ACTIVITY}\b`,
  String.raw`${HURT_ONESELF} (?:by accident|accidentally)\b`,
  String.raw`${HURT_ONESELF} on (?:a|the|some|my|his|her|broken|an) ${ACCIDENT_OBJECT}\b`,
  String.raw`${HURT_ONESELF} with (?:a|the|an|my|his|her) ${KITCHEN_OR_TOOL}\b`,
  String.raw`${HURT_ONESELF}(?: again)? (?:at|in|during|playing) ${SPORT_OR_PLACE}\b`,
  String.raw`\b(?:cut|cutting|burned|burnt|hurt|hit|stabbed|scratched|bit|injured|bruised|banged) ${ANYONE_SELF} (?:with|on) (?:a|the|an|my|his|her) (?:\w+ ){1,2}?(?:by accident|accidentally)\b`,
  String.raw`\bburn(?:s|ing|ed|t)? ${ANYONE_SELF} out\b`,
  String.raw`\bhurt(?:ing)? ${MYSELF} laughing\b`,
];

// A body part hurt by accident: "i cut my finger chopping onions", "burnt my hand on the stove".
export const accidentsToABodyPart: readonly string[] = [
  String.raw`${HURT_BODY_PART} (?:(?:while|when) (?:i )?(?:was )?)?${EVERYDAY_ACTIVITY}\b`,
  String.raw`${HURT_BODY_PART} (?:by accident|accidentally)\b`,
  String.raw`${HURT_BODY_PART} on (?:a|the|some|my|broken|an) ${ACCIDENT_OBJECT}\b`,
  String.raw`${HURT_BODY_PART} with (?:a|the|an|my) ${KITCHEN_OR_TOOL}\b`,
  String.raw`${HURT_BODY_PART} (?:at|in|during|playing) ${SPORT_OR_PLACE}\b`,
];

// Overdoses as clinical work, or as too much of something harmless: "overdosed on caffeine".
export const overdoseAsWorkOrExcess: readonly string[] = [
  String.raw`\boverdose (?:patients?|calls?|cases?|victims?|response|training|kits?|reversal|awareness|deaths (?:are|were|rose|fell|in))\b`,
  String.raw`\b(?:an |the )?overdose of (?:vitamin \w+|vitamins|iron|caffeine|sugar|sun|sunshine|cuteness|drama|nostalgia|information|carbs|love)\b`,
  String.raw`\b(?:saw|treated|had|attended|responded to) (?:\w+ )?(?:overdoses|overdose calls|ods) (?:on|during|at) (?:my|the|our|a) (?:shift|call|rotation|ward)\b`,
  String.raw`\boverdos(?:e|ed|ing) on ${HARMLESS_EXCESS}\b`,
];

// Goodbyes that are not goodbyes to life: "a farewell card for my coworker", "goodbye letter to my anxiety".
export const everydayGoodbyes: readonly string[] = [
  String.raw`\b(?:goodbye|farewell) (?:letters?|notes?|cards?) to (?:my )?${PAST_OR_HABIT}\b`,
  String.raw`\b(?:goodbye|farewell) (?:letters?|notes?|cards?|messages?|emails?) (?:to|for) (?:my |the |a |our )?${WORKPLACE_PERSON}\b`,
];

// Hurting someone's feelings, not their body: "i don't want to hurt her feelings".
export const hurtingFeelings: readonly string[] = [
  String.raw`\bhurt(?:ing|s)? (?:\w+ ){1,3}?(?:feelings|pride|chances|reputation|career|business|credibility|ego)\b`,
  String.raw`\bhurt(?:ing)? ${SOMEONE_CLOSE} (?:emotionally|with my words)\b`,
  String.raw`\bhurt(?:ing)? ${SOMEONE_CLOSE} by (?:leaving|telling|saying|breaking|not|cheating|lying|ignoring)\b`,
  String.raw`\bhurt(?:ing)? ${SOMEONE_CLOSE} if i (?:leave|break up|tell|say|cancel|do not|move|quit)\b`,
  String.raw`\bhurt(?:ing)? ${SOMEONE_CLOSE} when i (?:leave|break up|tell|left|said|told)\b`,
];

const { GRUMBLE_VERB, CLOSE_PERSON, NOT_MEANT } = fragments({
  /** Verbs of a grumbled threat, and the people close enough to grumble about. */
  GRUMBLE_VERB: '(?:kill|murder|strangle|throttle|end)',
  CLOSE_PERSON: String.raw`(?:him|her|them|my (?:\w+ ){0,2}?\w+)`,
  /** "(not literally)", "metaphorically", "with passive aggressive texts": the speaker says it is not meant. */
  NOT_MEANT: String.raw`(?:not (?:really|literally|seriously)(?! (?:joking|kidding))|metaphorically|figuratively|after i (?:finish|stop) laughing|with (?:passive aggressive|sarcastic|strongly worded) \w+)`,
});

// Annoyance said in jest: "i could strangle him lol", "i will kill him if he eats my fries".
export const jokingAboutPeople: readonly string[] = [
  String.raw`\b(?:could|will|am going to|swear i will) (?:${GRUMBLE_VERB}|smack) (?:him|her|them|you|my \w+)\b(?:,? i swear)?${SAID_LAUGHING}`,
  // "i am going to kill my husband, he booked a camping trip in november"
  String.raw`\b${GRUMBLE_VERB} ${CLOSE_PERSON}(?: when i get home| later)?[,.!]* (?:he|she|they) (?:is |has |just |literally |already )?${PETTY_OFFENCE_DONE}\b`,
  // "i am going to murder her (not literally)", "strangle someone. probably the estate agent. metaphorically."
  String.raw`\b${GRUMBLE_VERB} (?:${CLOSE_PERSON}|someone)(?:[ ,.!(]+\w+){0,4}?[ ,.!(]+${NOT_MEANT}\b`,
  String.raw`\b${GRUMBLE_VERB} (?:the next (?:person|one)|anyone|anybody|whoever) (?:who |that )?${PETTY_ANNOYANCE}\b`,
  String.raw`\bk[i*]l+(?:ing|ed)? (?:him|her|them|\w+) with kindness\b`,
  String.raw`\bk[i*]l+ (?:him|her|them|my \w+) if (?:he|she|they|you) ${PETTY_OFFENCE}\b`,
  String.raw`\bk[i*]l+ (?:him|her|them|my \w+) for ${PETTY_OFFENCE_ING}\b`,
];

// Games and sport: "we are going to murder them on saturday", "i killed him in fortnite".
export const gamesAndSport: readonly string[] = [
  String.raw`\b(?:kill|murder|destroy|crush|thrash|slaughter) (?:him|her|them|my (?:\w+ ){0,3}?\w+) at ${TABLE_GAME}\b`,
  String.raw`\b(?:our team|we|the team|they) (?:is |are )?(?:going to |will |gonna )?(?:murder|kill|destroy|crush|slaughter) (?:them|us|it|the \w+ team)\b(?= (?:on|at|in|this|next|tomorrow|tonight|today))`,
  String.raw`\bbeat(?:s|ing)? (?:him|her|them|me|you|my \w+|everyone|everybody|someone) (?:at|in|to)\b`,
  String.raw`\b(?:kill|beat|defeat|fight|shoot) (?:the|that|this) (?:final |last |first |big |next )?boss (?:in|on|fight|battle|level|of)\b`,
  String.raw`\b(?:killed|shot|stabbed|murdered|beat) (?:him|her|them|everyone|my \w+) (?:in|on|at|playing) ${GAME}\b`,
];

// Messages and photos: "i'll shoot him a text", "shooting my friend's wedding", "hit her up".
export const messagesAndPhotos: readonly string[] = [
  String.raw`\b(?:shoot(?:ing|s)?|shot) (?:him|her|them|you|me|my \w+|someone) (?:a|an) ${QUICK_MESSAGE}\b`,
  String.raw`\bshoot(?:ing)? (?:my |the |a |their |our |his |her )?(?:\w+ )?${PHOTO_SUBJECT} ?(?:s )?${PHOTO_OCCASION}\b`,
  String.raw`\bhit (?:him|her|them|me|my \w+|someone|you) up\b`,
];

// Violent words said in play: jokes about people, games and sport, messages and photos.
export const violentWordsInPlay: readonly string[] = [
  ...jokingAboutPeople,
  ...gamesAndSport,
  ...messagesAndPhotos,
];

/** "who would ever hurt a child": outrage at a harm, not a wish to do it. */
export const WHO_WOULD_EVER_HURT = String.raw`\b(?:who|anyone|someone) (?:would|could) (?:ever |even )?(?:hurt|harm|kill|abuse)\b`;

/** "i died my hair" (for "dyed"), "told me to die my hair". */
export const DYE_MY_HAIR = String.raw`\bdie(?:d|s|ing)? (?:my|her|his|your|the|their|our) (?:hair|clothes|shirt|jeans|fabric|eyebrows|beard)\b`;

// Dying as a figure of speech: "i could die of embarrassment", "i'd die for a pizza", "rather die than".
export const dyingAsAFigureOfSpeech: readonly string[] = [
  DYE_MY_HAIR,
  String.raw`\bdie (?:of|from) (?:embarrassment|shame|boredom|laughter|laughing|cuteness|happiness|joy|excitement|jealousy|envy|curiosity|hunger|thirst|heat|cringe|old age|natural causes)\b`,
  String.raw`\bdie (?:peacefully |happily |quietly )?(?:of old age|old|in my sleep (?:at|when i am) (?:old|\d+))\b`,
  String.raw`\bdie (?:laughing|happy|on (?:this|that) hill)\b`,
  String.raw`\bcross my heart(?: and)? hope to die\b`,
  String.raw`\bdie for (?:a|an|some|that|this|these|those|the|chocolate|pizza|coffee|cake|food|tacos|sushi|ice cream)\b`,
  String.raw`\brather (?:die|be dead) than ${UNWELCOME_CHORE}\b`,
];

/** "wanted dead or alive". */
export const DEAD_OR_ALIVE = String.raw`\bdead or alive\b`;

/** "if i disappeared for a week": time away, not death. */
export const AWAY_FOR_A_WHILE = String.raw`\bif i (?:disappeared|was gone|were gone|vanished|was not (?:here|around)|were not (?:here|around)) (?:for|on|to|over|at|during|all|this|next|tomorrow|while)\b`;

/** "killing myself at work", "killing myself to finish this". */
export const KILLING_MYSELF_WITH_WORK = String.raw`\bk[i*]l+(?:s|ed|ing)? ${MYSELF} (?:at|with|over|for|on) ${HARD_WORK}\b`;
export const KILLING_MYSELF_TRYING = String.raw`\bk[i*]l+(?:s|ed|ing)? ${MYSELF} (?:trying to|to (?:finish|meet|get|make|keep|pass|please))\b`;

/** "killed myself laughing". */
export const KILLED_MYSELF_LAUGHING = String.raw`\bk[i*]l+(?:s|ed|ing)? ${ANYONE_SELF} (?:laughing|with laughter)\b`;

/** "nearly killed myself falling down the stairs": an accident. */
export const NEARLY_KILLED_MYSELF_FALLING = String.raw`\b(?:almost|nearly|basically|practically) k[i*]l+ed ${ANYONE_SELF} ${NEAR_MISS}\b`;

// Killing oneself as a figure of speech: hard work, laughter, a near miss on the stairs.
export const killingMyselfAsAFigureOfSpeech: readonly string[] = [
  KILLING_MYSELF_WITH_WORK,
  KILLING_MYSELF_TRYING,
  KILLED_MYSELF_LAUGHING,
  NEARLY_KILLED_MYSELF_FALLING,
];

/** "a nightmare about falling off a building". */
export const BAD_DREAMS = String.raw`\b(?:nightmare|dream|dreamt|dreamed) (?:about|of|that) (?:\w+ ){0,3}(?:falling|fell|drowning|dying|being chased)\b`;

/** "hang myself a picture" (hang up for oneself). */
export const HANG_MYSELF_A_PICTURE = String.raw`\bhang(?:ing)? ${MYSELF} (?:a|some|up a) \w+`;

/** "drowning myself in coffee". */
export const DROWNING_MYSELF_IN_WORK = String.raw`\bdrown(?:ing)? ${MYSELF} in (?:work|coffee|tea|studying|wine|chocolate|books|tv|music|projects|paperwork|homework|tears|sorrow|self pity|emails)\b`;

/** "i shot myself in the foot". */
export const SHOT_MYSELF_IN_THE_FOOT = String.raw`\bshoot(?:ing)? ${MYSELF} in the foot\b`;

/** "picking up my meds from the pharmacy". */
export const PICKING_UP_A_PRESCRIPTION = String.raw`\b(?:collect|collecting|collected|pick up|picking up|picked up) (?:my |the )?(?:\w+ )?${PILLS} (?:from|at)\b`;

/** "gave away my clothes to charity", "giving my dog away before we move". */
export const GIVING_THINGS_TO_CHARITY = String.raw`\baway (?:all |most )?(?:of )?my (?:\w+ ){0,2}${DONATION}\b`;

/** "ending it all with a party". */
export const ENDING_IT_ALL_WITH_A_PARTY = String.raw`\bend(?:ing)? it all (?:with|on) (?:a|an|the)\b`;

/** "Bungee jump done! Jumped off a bridge in New Zealand": a jump on a cord, told as an adventure. */
const BUNGEE_JUMP_FROM = String.raw`jump(?:ed|ing)? (?:off|from) (?:a|the) (?:bridge|cliff|tower|crane|platform|dam)\b`;
export const bungeeJumps: readonly string[] = [
  String.raw`\bbungee${SAME_MESSAGE}{0,60}?\b${BUNGEE_JUMP_FROM}`,
  String.raw`\b${BUNGEE_JUMP_FROM}${SAME_MESSAGE}{0,60}?\bbungee\b`,
];

/** "we jumped off the dock into the lake". */
export const JUMPING_INTO_WATER = String.raw`\bjump(?:ed|ing)? (?:off|from) (?:a|the) (?:bridge|cliff|roof|ledge|rock|pier|dock|boat|balcony) (?:into|in) (?:the |a )?(?:water|lake|river|pool|sea|ocean)\b`;
