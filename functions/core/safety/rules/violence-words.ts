import { CHILD, PEOPLE } from './fragments';
import { anyOf, fragments } from './pattern-rule';

/** Word lists for the harm-to-others and violence-sign rules: violence, blows, intent, weapons, targets. */

export const {
  LETHAL_VIOLENCE,
  HARM,
  BLOWS,
  INTENT,
  MAYBE,
  WEAPON,
  FIREARM_OR_BOMB,
  PLANS_TO,
  MASS_ATTACK,
  THREATENED,
  VIOLENT_ACT,
  HAND_WEAPON,
  SAYS_I_WILL,
  HIM_OR_HER,
  THEM,
  PROPERTY,
  CARRYING,
  TO_USE_ON,
  STRUCK,
  FAMILY_MEMBER,
  GETTING_WORSE,
  URGE_TOWARDS,
  HARM_TO_A_CHILD,
  ANYONE,
  TRAFFIC_OR_DROP,
  WILL_DO_IT,
  ENDING_A_THING,
  IMAGINE_OR_INTEND,
} = fragments({
  /** Violence that can kill, in base and -ing forms. */
  LETHAL_VIOLENCE: anyOf(
    'kill',
    'killing',
    'kil',
    'murder',
    'murdering',
    'stab',
    'stabbing',
    'shoot',
    'shooting',
    'strangle',
    'strangling',
    'choke',
    'choking',
    'smother',
    'smothering',
    'suffocate',
    'suffocating',
    'drown',
    'drowning',
    'poison',
    'poisoning',
    'torture',
    'torturing',
    'slaughter',
    'slaughtering',
    'behead',
    'massacre',
    'run over',
    'running over',
    'rape',
    'raping',
    'set fire to',
    'setting fire to',
  ),

  /** Harm that is serious but said of less than killing. */
  HARM: anyOf(
    'hurt',
    'hurting',
    'harm',
    'harming',
    'beat up',
    'beating up',
    'attack',
    'attacking',
    'bash',
    'bashing',
    'abuse',
    'abusing',
    '(?:beat|beating) (?:the )?(?:crap|shit|hell|life|living daylights) out of',
  ),

  /** Blows people often threaten in anger without meaning to act. */
  BLOWS: anyOf(
    'hit',
    'hitting',
    'punch',
    'punching',
    'slap',
    'slapping',
    'kick',
    'kicking',
    'beat',
    'beating',
  ),

  /** Saying one means to do something. */
  INTENT: anyOf(
    'going to',
    'will',
    'want to',
    'wanted to',
    'wants to',
    'plan to',
    'planning to',
    'intend to',
    'about to',
    'need to',
    'have to',
    'ready to',
    'urge to',
    'urges to',
    'tempted to',
    'decided to',
    'determined to',
    'thinking about',
    'thinking of',
    'fantasi[sz]e about',
    'fantasi[sz]ing about',
    'dream about',
    'dreaming about',
    'imagine',
    'imagining',
    'picture',
    'picturing',
    'think about',
    'thought about',
    'going to go',
  ),

  /** Saying one might, which in anger is often a figure of speech. */
  MAYBE: anyOf('could', 'would', 'should', 'might', 'feel like', 'felt like', 'feeling like'),

  WEAPON: anyOf(
    'gun',
    'guns',
    'knife',
    'knives',
    'rifle',
    'weapon',
    'weapons',
    'bomb',
    'pistol',
    'ar ?15',
    'machete',
  ),

  FIREARM_OR_BOMB: anyOf(
    'gun',
    'guns',
    'rifle',
    'weapon',
    'weapons',
    'bomb',
    'bombs',
    'explosives',
    'pistol',
    'ar ?15',
  ),

  /** Saying one plans an attack: "going to", "tonight i will". */
  PLANS_TO:
    '(?:going to|will|plan to|planning to|about to|decided to|ready to|tomorrow i will|tonight i will)',

  MASS_ATTACK:
    '(?:shoot up|bomb|blow up|burn down|attack|shoot everyone at|kill everyone at|kill everyone in)',

  /** Someone saying they will harm the writer: "threatened", "said he would". */
  THREATENED:
    '(?:threatened|threatens|threatening|(?:said|says|told me|tells me|keeps saying|texted) (?:that )?(?:he|she|they) (?:would|will|is going to|are going to|might))',

  VIOLENT_ACT: '(?:kill|hurt|shoot|stab|beat)',

  /** Weapons people carry or keep to hand, from knives to a baseball bat. */
  HAND_WEAPON: anyOf(
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

  SAYS_I_WILL: anyOf(
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

  HIM_OR_HER: String.raw`(?:him|her|them|(?:my|his|her|their|the|that) (?:\w+ )?${PEOPLE})`,

  THEM: String.raw`(?:him|her|them|my \w+|the \w+|that \w+|someone|somebody)`,

  PROPERTY:
    '(?:house|home|apartment|flat|car|school|office|workplace|building|church|mosque|synagogue|place|shop|store)',

  CARRYING:
    '(?:bought|buy|buying|got|get|getting|have|sharpened|brought|bring|bringing|carry|carrying|took|take|taking|hid|hidden|keep|keeping)',

  TO_USE_ON:
    '(?:to use on|use (?:it|them) on|for|to (?:hurt|kill|stab|shoot|scare|deal with|get|teach|finish|use on))',

  STRUCK:
    '(?:hit|punched|slapped|choked|strangled|kicked|beat|beat up|shoved|pushed|hurt|smacked|shook|threw|grabbed)',

  FAMILY_MEMBER: `(?:wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|${CHILD}|mom|mum|mother|dad|father)`,

  /** What makes a blow at home a pattern or an injury: "again", "so hard", "hospital". */
  GETTING_WORSE: '(?:again|so hard|worse|do it|bruise|hit the wall|stairs|fell|cried|scared|bleed|hospital)',

  URGE_TOWARDS:
    '(?:urges?|want|wanted|felt like|feel like|feeling like|scared i (?:will|might|would|am going to)|afraid i (?:will|might|would|am going to)|thoughts? (?:of|about)|thinking (?:of|about))',

  HARM_TO_A_CHILD:
    '(?:shake|shaking|hurt|hurting|hit|hitting|smother|smothering|drown|drowning|suffocate|suffocating|throw|throwing)',

  ANYONE: String.raw`(?:someone|somebody|people|a stranger|strangers|him|her|them|my \w+)`,

  TRAFFIC_OR_DROP: '(?:train|bus|car|cars|traffic|bridge|platform|cliff|balcony|tracks|roof)',

  WILL_DO_IT:
    '(?:i am going to|i will|i want to|i will be|i am going to be) (?:be )?(?:the one|do it|make it happen)',

  /** Words after "end him" that make it a message or a career: "end him a text", "end her career". */
  ENDING_A_THING:
    '(?:text|message|email|note|letter|call|life|lives|suffering|pain|misery|relationship|career|contract|shift|days|marriage|friendship)',

  IMAGINE_OR_INTEND:
    '(?:imagining|imagine|thinking about|think about|fantasi[sz]ing about|want to|going to|will|plan to|planning to)',
});

/** Beginnings of words of violence, at the start of a word: "kil" for kill, killer, killing. */
const VIOLENCE_WORD_BEGINNINGS = anyOf(
  'kil',
  'murder',
  'stab',
  'shoot',
  'shot',
  'strangl',
  'chok',
  'smother',
  'suffocat',
  'drown',
  'poison',
  'tortur',
  'slaughter',
  'behead',
  'massacre',
  String.raw`run(?:ning)? (?:\w+ )?over`,
  String.raw`rap(?:e|ed|es|ing)\b`,
  'set(?:ting)? fire',
  'hurt',
  'harm',
  'beat',
  'attack',
  'bash',
  'abus',
  'hit',
  'punch',
  'slap',
  'kick',
  'shak',
  'homicid',
  'bomb',
  'blow up',
  'burn down',
  'gun',
  'rifle',
  'pistol',
  'weapon',
  'explosive',
  'ar ?15',
  'threat',
  'danger',
  'dead',
  'die',
  'use',
);

/**
 * The gate of the harm-to-others rules: every one of them needs one of these word beginnings
 * somewhere in the message, so an everyday message without any is read by none of them.
 */
export const VIOLENCE_WORDS = new RegExp(String.raw`\b${VIOLENCE_WORD_BEGINNINGS}`);
