import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { CHILD, PEOPLE, PUBLIC_PLACE, TARGET } from './fragments';
import { anyOf, defineRules, fragment, type RiskRule } from './risk-rule';
import {
  DEAD_OR_ALIVE,
  gamesAndSport,
  hurtingFeelings,
  jokingAboutPeople,
  messagesAndPhotos,
  WHO_WOULD_EVER_HURT,
} from './shared-exceptions';

/** Violence that can kill, in base and -ing forms. */
const LETHAL_VIOLENCE = fragment(
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
const HARM = fragment(
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
const BLOWS = fragment(
  'BLOWS',
  anyOf('hit', 'hitting', 'punch', 'punching', 'slap', 'slapping', 'kick', 'kicking', 'beat', 'beating'),
);
/** Saying one means to do something. */
const INTENT = fragment(
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
const MAYBE = fragment(
  'MAYBE',
  anyOf('could', 'would', 'should', 'might', 'feel like', 'felt like', 'feeling like'),
);
const WEAPON = fragment(
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
const FIREARM_OR_BOMB = fragment(
  'FIREARM_OR_BOMB',
  anyOf('gun', 'guns', 'rifle', 'weapon', 'weapons', 'bomb', 'bombs', 'explosives', 'pistol', 'ar ?15'),
);
/** Every harm-to-others rule needs one of these word beginnings somewhere in the message. */
const VIOLENCE_WORDS =
  /\b(?:kil|murder|stab|shoot|shot|strangl|chok|smother|suffocat|drown|poison|tortur|slaughter|behead|massacre|run(?:ning)? (?:\w+ )?over|rap(?:e|ed|es|ing)\b|set(?:ting)? fire|hurt|harm|beat|attack|bash|abus|hit|punch|slap|kick|shak|homicid|bomb|blow up|burn down|gun|rifle|pistol|weapon|explosive|ar ?15|threat|danger|dead|die|use)/;

/** Harm to others named: intent to kill or hurt, mass violence, threats against the writer. */
export const harmToOthersRules: readonly RiskRule[] = defineRules(
  [
    {
      id: 'intent-to-kill',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'high',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'downgrade',
      about: 'subject',
      patterns: [
        String.raw`\b${INTENT}(?: \w+){0,2}? ${LETHAL_VIOLENCE} ${TARGET}\b`,
        String.raw`\b${INTENT}(?: \w+){0,2}? (?:run|running) ${TARGET} over\b`,
      ],
      exceptions: [...jokingAboutPeople, ...gamesAndSport, ...messagesAndPhotos],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'intent-to-harm-child',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'high',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [
        String.raw`\b(?:${INTENT}|${MAYBE})(?: \w+){0,2}? (?:${HARM}|${BLOWS}|shake|shaking) (?:my|the|our|this|that|his|her) (?:\w+ )?${CHILD}\b`,
      ],
      exceptions: [...hurtingFeelings, ...gamesAndSport, ...messagesAndPhotos, WHO_WOULD_EVER_HURT],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'intent-to-harm',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'high',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [String.raw`\b${INTENT}(?: \w+){0,2}? ${HARM} ${TARGET}\b`],
      exceptions: [...hurtingFeelings],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'weapon-on-people',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'high',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'downgrade',
      about: 'subject',
      patterns: [
        String.raw`\b(?:going to|will|want to|plan to|planning to|about to) use (?:it|them|my ${WEAPON}|the ${WEAPON}|a ${WEAPON}) on ${TARGET}\b`,
      ],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'might-harm',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'elevated',
      reason: riskReasons.harmingOthersThoughts,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [
        String.raw`\b${MAYBE}(?: \w+){0,2}? (?:${LETHAL_VIOLENCE}|${HARM}) ${TARGET}\b`,
        String.raw`\b${INTENT}(?: \w+){0,2}? ${BLOWS} ${TARGET}\b`,
      ],
      exceptions: [
        ...jokingAboutPeople,
        ...gamesAndSport,
        ...messagesAndPhotos,
        ...hurtingFeelings,
        WHO_WOULD_EVER_HURT,
      ],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'and-then-kill',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'elevated',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [String.raw`\b(?:and|then|and then) (?:${LETHAL_VIOLENCE}) ${TARGET}\b`],
      exceptions: [...jokingAboutPeople, ...gamesAndSport, ...messagesAndPhotos],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'told-to-harm',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'high',
      reason: riskReasons.harmingOthersThoughts,
      patterns: [
        String.raw`\b(?:voices?|god|demons?|something|someone) (?:is |are |keeps? |keep )?(?:telling|told|tell|tells|wants?|want|commanding|commands|ordering|orders) me to (?:kill|hurt|harm|stab|shoot|attack|poison) ${TARGET}\b`,
        String.raw`\b(?:a danger|dangerous) to (?:others|other people|everyone|people|my (?:\w+ )?${PEOPLE})\b`,
      ],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'thoughts-of-harming',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'elevated',
      reason: riskReasons.harmingOthersThoughts,
      about: 'subject',
      patterns: [
        String.raw`\b(?:thoughts?|urges?|images?|fantasies|fantasy|visions?|impulses?) (?:of|about) (?:${LETHAL_VIOLENCE}|${HARM}) ${TARGET}\b`,
      ],
      exceptions: [...hurtingFeelings],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'wishing-someone-dead',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'elevated',
      reason: riskReasons.harmingOthersThoughts,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [
        String.raw`\b(?:want|wish|wanted|wishing|hope) ${TARGET} (?:was |were |to be |would )?(?:dead|die)\b`,
      ],
      exceptions: [DEAD_OR_ALIVE],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'homicidal',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'high',
      reason: riskReasons.harmingOthersThoughts,
      whenNegated: 'downgrade',
      about: 'subject',
      patterns: [String.raw`\bhomicidal\b`],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'violence-done',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'elevated',
      reason: riskReasons.harmingOthersIntent,
      patterns: [
        String.raw`\bi (?:just |have |already )?(?:killed|murdered|stabbed|shot|strangled|choked|poisoned|beat up|attacked) ${TARGET}\b`,
      ],
      exceptions: [...gamesAndSport],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'mass-violence-plan',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'imminent',
      reason: riskReasons.massViolence,
      about: 'subject',
      patterns: [
        String.raw`\b(?:going to|will|plan to|planning to|about to|decided to|ready to|tomorrow i will|tonight i will) (?:shoot up|bomb|blow up|burn down|attack|shoot everyone at|kill everyone at|kill everyone in) (?:my|the|a|this|that|our) ${PUBLIC_PLACE}\b`,
        String.raw`\b(?:planning|plan|going to do|going to commit|going to carry out) (?:a )?(?:school |mass )?(?:shooting|massacre|bombing)\b`,
      ],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'mass-violence',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'high',
      reason: riskReasons.massViolence,
      about: 'subject',
      patterns: [
        String.raw`\bshoot(?:ing)? up (?:my|the|a|this|that|our|his|her) ${PUBLIC_PLACE}\b`,
        String.raw`\b(?:bring|take|bringing|taking|brought|took) (?:(?:a|my|the|his|her|our) )?(?:\w+ )?${FIREARM_OR_BOMB} (?:to|into) (?:my |the |our )?${PUBLIC_PLACE}\b`,
        String.raw`\b(?:bomb|blow up|burn down) (?:my|the|our|this|that) ${PUBLIC_PLACE}\b`,
        String.raw`\b(?:kill|shoot|stab) (?:everyone|everybody|all of them|them all|as many as i can)(?: \w+){0,2} (?:at|in) (?:my|the|our|this|that) ${PUBLIC_PLACE}\b`,
      ],
      examples: {
        flags: [],
        passes: [],
      },
    },
    {
      id: 'threatened-by-someone',
      idea: 'TODO',
      category: 'harm_to_others',
      level: 'elevated',
      reason: riskReasons.threatenedByOthers,
      patterns: [
        String.raw`\b(?:he|she|they|my (?:\w+ )?${PEOPLE})(?: \w+)? (?:has |have |had |keeps |kept )?(?:threatened|threatens|threatening|(?:said|says|told me|tells me|keeps saying|texted) (?:that )?(?:he|she|they) (?:would|will|is going to|are going to|might)) (?:to )?(?:kill|hurt|shoot|stab|beat) (?:me|us|my (?:\w+ )?${PEOPLE})\b`,
        String.raw`\b(?:afraid|scared|terrified|worried|fear) (?:that )?(?:he|she|they|my (?:\w+ )?${PEOPLE}) (?:will|is going to|are going to|might|could|would) (?:kill|hurt|shoot|stab|beat) (?:me|us)\b`,
        String.raw`\b(?:he|she|they|my (?:\w+ )?${PEOPLE}) (?:hits|beats|chokes|choked|strangled|strangles|punched|punches|kicks|kicked|raped|rapes) me\b`,
      ],
      exceptions: [String.raw`\bkick(?:s|ed)? me out\b`],
      examples: {
        flags: [],
        passes: [],
      },
    },
  ],
  { gate: VIOLENCE_WORDS },
);
