import { CHILD, PEOPLE } from './fragments';
import { anyOf, fragment } from './pattern-rule';

/** Word lists for the harm-to-others and violence-sign rules: violence, blows, intent, weapons, targets. */

/** Violence that can kill, in base and -ing forms. */
export const LETHAL_VIOLENCE = fragment(
  'LETHAL_VIOLENCE',
  anyOf(
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
);

/** Harm that is serious but said of less than killing. */
export const HARM = fragment(
  'HARM',
  anyOf(
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
);

/** Blows people often threaten in anger without meaning to act. */
export const BLOWS = fragment(
  'BLOWS',
  anyOf('hit', 'hitting', 'punch', 'punching', 'slap', 'slapping', 'kick', 'kicking', 'beat', 'beating'),
);

/** Saying one means to do something. */
export const INTENT = fragment(
  'INTENT',
  anyOf(
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
);

/** Saying one might, which in anger is often a figure of speech. */
export const MAYBE = fragment(
  'MAYBE',
  anyOf('could', 'would', 'should', 'might', 'feel like', 'felt like', 'feeling like'),
);

export const WEAPON = fragment(
  'WEAPON',
  anyOf(
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
);

export const FIREARM_OR_BOMB = fragment(
  'FIREARM_OR_BOMB',
  anyOf('gun', 'guns', 'rifle', 'weapon', 'weapons', 'bomb', 'bombs', 'explosives', 'pistol', 'ar ?15'),
);

/** Saying one plans an attack: "going to", "tonight i will". */
export const PLANS_TO = fragment(
  'PLANS_TO',
  '(?:going to|will|plan to|planning to|about to|decided to|ready to|tomorrow i will|tonight i will)',
);

export const MASS_ATTACK = fragment(
  'MASS_ATTACK',
  '(?:shoot up|bomb|blow up|burn down|attack|shoot everyone at|kill everyone at|kill everyone in)',
);

/** Someone saying they will harm the writer: "threatened", "said he would". */
export const THREATENED = fragment(
  'THREATENED',
  '(?:threatened|threatens|threatening|(?:said|says|told me|tells me|keeps saying|texted) (?:that )?(?:he|she|they) (?:would|will|is going to|are going to|might))',
);

export const VIOLENT_ACT = fragment('VIOLENT_ACT', '(?:kill|hurt|shoot|stab|beat)');

/** Weapons people carry or keep to hand, from knives to a baseball bat. */
export const HAND_WEAPON = fragment(
  'HAND_WEAPON',
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

export const SAYS_I_WILL = fragment(
  'SAYS_I_WILL',
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

export const HIM_OR_HER = fragment(
  'HIM_OR_HER',
  String.raw`(?:him|her|them|(?:my|his|her|their|the|that) (?:\w+ )?${PEOPLE})`,
);

export const THEM = fragment('THEM', String.raw`(?:him|her|them|my \w+|the \w+|that \w+|someone|somebody)`);

export const PROPERTY = fragment(
  'PROPERTY',
  '(?:house|home|apartment|flat|car|school|office|workplace|building|church|mosque|synagogue|place|shop|store)',
);

export const CARRYING = fragment(
  'CARRYING',
  '(?:bought|buy|buying|got|get|getting|have|sharpened|brought|bring|bringing|carry|carrying|took|take|taking|hid|hidden|keep|keeping)',
);

export const TO_USE_ON = fragment(
  'TO_USE_ON',
  '(?:to use on|use (?:it|them) on|for|to (?:hurt|kill|stab|shoot|scare|deal with|get|teach|finish|use on))',
);

export const STRUCK = fragment(
  'STRUCK',
  '(?:hit|punched|slapped|choked|strangled|kicked|beat|beat up|shoved|pushed|hurt|smacked|shook|threw|grabbed)',
);

export const FAMILY_MEMBER = fragment(
  'FAMILY_MEMBER',
  `(?:wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|${CHILD}|mom|mum|mother|dad|father)`,
);

/** What makes a blow at home a pattern or an injury: "again", "so hard", "hospital". */
export const GETTING_WORSE = fragment(
  'GETTING_WORSE',
  '(?:again|so hard|worse|do it|bruise|hit the wall|stairs|fell|cried|scared|bleed|hospital)',
);

export const URGE_TOWARDS = fragment(
  'URGE_TOWARDS',
  '(?:urges?|want|wanted|felt like|feel like|feeling like|scared i (?:will|might|would|am going to)|afraid i (?:will|might|would|am going to)|thoughts? (?:of|about)|thinking (?:of|about))',
);

export const HARM_TO_A_CHILD = fragment(
  'HARM_TO_A_CHILD',
  '(?:shake|shaking|hurt|hurting|hit|hitting|smother|smothering|drown|drowning|suffocate|suffocating|throw|throwing)',
);

export const ANYONE = fragment(
  'ANYONE',
  String.raw`(?:someone|somebody|people|a stranger|strangers|him|her|them|my \w+)`,
);

export const TRAFFIC_OR_DROP = fragment(
  'TRAFFIC_OR_DROP',
  '(?:train|bus|car|cars|traffic|bridge|platform|cliff|balcony|tracks|roof)',
);

export const WILL_DO_IT = fragment(
  'WILL_DO_IT',
  '(?:i am going to|i will|i want to|i will be|i am going to be) (?:be )?(?:the one|do it|make it happen)',
);

/** Words after "end him" that make it a message or a career: "end him a text", "end her career". */
export const ENDING_A_THING = fragment(
  'ENDING_A_THING',
  '(?:text|message|email|note|letter|call|life|lives|suffering|pain|misery|relationship|career|contract|shift|days|marriage|friendship)',
);

export const IMAGINE_OR_INTEND = fragment(
  'IMAGINE_OR_INTEND',
  '(?:imagining|imagine|thinking about|think about|fantasi[sz]ing about|want to|going to|will|plan to|planning to)',
);

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
