import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { CHILD, PEOPLE, PUBLIC_PLACE, SOMEONE_ELSE, TARGET, TELLING } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import {
  DEAD_OR_ALIVE,
  dyingAsAFigureOfSpeech,
  gamesAndSport,
  hurtingFeelings,
  messagesAndPhotos,
  violentWordsInPlay,
  WHO_WOULD_EVER_HURT,
} from './shared-exceptions';
import {
  BLOWS,
  FIREARM_OR_BOMB,
  HARM,
  INTENT,
  LETHAL_VIOLENCE,
  MASS_ATTACK,
  MAYBE,
  PLANS_TO,
  THREATENED,
  VIOLENCE_WORDS,
  VIOLENT_ACT,
  WEAPON,
} from './violence-words';

/** Harm to others named: intent to kill or hurt, mass violence, threats against the writer. */
export const harmToOthersRules: readonly RiskRule[] = defineRules(
  { category: 'harm_to_others', gate: VIOLENCE_WORDS },
  [
    {
      id: 'intent-to-kill',
      idea: 'says they will or want to kill someone',
      level: 'high',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'downgrade',
      about: 'subject',
      patterns: [
        String.raw`\b${INTENT}(?: \w+){0,2}? ${LETHAL_VIOLENCE} ${TARGET}\b`,
        String.raw`\b${INTENT}(?: \w+){0,2}? (?:run|running) ${TARGET} over\b`,
      ],
      exceptions: [...violentWordsInPlay],
      examples: {
        match: [
          "I'm going to kill him",
          "I'll murder her",
          'I want to k1ll him',
          'i think about running him over',
        ],
        pass: [
          "I'll shoot him a text later",
          'I want to kill the final boss in Elden Ring',
          "I'll kill him if he eats my leftovers again",
          "I'm going to kill my wife, she booked a cruise without asking me 🙄",
          'gonna strangle my brother he ate the last of the ice cream',
          'I am going to murder my flatmate (not literally) for the dishes',
          'I will strangle the next person who says "cheer up"',
          "I'm going to kill my dad at chess tonight",
          "I'll kill my son if he buys another pair of trainers",
        ],
      },
    },
    {
      id: 'intent-to-harm-child',
      idea: 'says they might or will hurt, hit or shake a child',
      level: 'high',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [
        String.raw`\b(?:${INTENT}|${MAYBE})(?: \w+){0,2}? (?:${HARM}|${BLOWS}|shake|shaking) (?:my|the|our|this|that|his|her) (?:\w+ )?${CHILD}\b`,
      ],
      exceptions: [...hurtingFeelings, ...gamesAndSport, ...messagesAndPhotos, WHO_WOULD_EVER_HURT],
      examples: {
        match: [
          'I want to hurt my kids',
          'I feel like I might hurt my baby',
          'im scared im going to hurt my baby',
        ],
        pass: ["I'm going to beat my son at chess tonight", "I don't want to hurt my daughter's feelings"],
      },
    },
    {
      id: 'intent-to-harm',
      idea: 'says they will or want to hurt someone',
      level: 'high',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [String.raw`\b${INTENT}(?: \w+){0,2}? ${HARM} ${TARGET}\b`],
      exceptions: [...hurtingFeelings],
      examples: {
        match: ['I want to hurt him', 'I’m going to hurt her', 'I want to beat up my ex'],
        pass: ["I don't want to hurt her feelings", "I'm afraid I'll hurt him if I leave"],
      },
    },
    {
      id: 'weapon-on-people',
      idea: 'will use a weapon on someone',
      level: 'high',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'downgrade',
      about: 'subject',
      patterns: [
        String.raw`\b(?:going to|will|want to|plan to|planning to|about to) use (?:it|them|my ${WEAPON}|the ${WEAPON}|a ${WEAPON}) on ${TARGET}\b`,
      ],
      examples: {
        match: ["I have a gun and I'm going to use it on my coworkers", "I'm going to use my knife on him"],
        pass: ["I'm going to use it on my hair"],
      },
    },
    {
      id: 'might-harm',
      idea: 'feels they could kill or hurt someone',
      level: 'elevated',
      reason: riskReasons.harmingOthersThoughts,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [String.raw`\b${MAYBE}(?: \w+){0,2}? (?:${LETHAL_VIOLENCE}|${HARM}) ${TARGET}\b`],
      exceptions: [...violentWordsInPlay, ...hurtingFeelings, WHO_WOULD_EVER_HURT],
      examples: {
        match: ['Sometimes I feel like I could kill someone', 'I feel like I might hurt my baby'],
        pass: ['My brother is so annoying I could strangle him, lol.', 'who would ever hurt a child'],
      },
    },
    {
      id: 'wants-to-hit-someone',
      idea: 'wants or plans to hit, punch or beat someone',
      level: 'elevated',
      reason: riskReasons.harmingOthersThoughts,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [String.raw`\b${INTENT}(?: \w+){0,2}? ${BLOWS} ${TARGET}\b`],
      exceptions: [...gamesAndSport, ...messagesAndPhotos],
      examples: {
        match: ["I want to beat my sister until she can't get up.", 'i get so angry i want to punch my mum'],
        pass: ["I'm going to hit her up tomorrow", "We're going to beat them in the finals"],
      },
    },
    {
      id: 'and-then-kill',
      idea: 'describes killing or shooting people as the next step',
      level: 'elevated',
      reason: riskReasons.harmingOthersIntent,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [String.raw`\b(?:and|then|and then) (?:${LETHAL_VIOLENCE}) ${TARGET}\b`],
      exceptions: [...violentWordsInPlay],
      examples: {
        match: [
          'I feel like I could snap and kill someone.',
          "My coworker said he'd bring a gun in and shoot everyone.",
        ],
        pass: ["I'll finish the report and then shoot him a quick email"],
      },
    },
    {
      id: 'told-to-harm',
      idea: 'hears voices or god telling them to harm someone',
      level: 'high',
      reason: riskReasons.harmingOthersThoughts,
      patterns: [
        String.raw`\b(?:voices?|god|demons?|something|someone) ${TELLING} me to (?:kill|hurt|harm|stab|shoot|attack|poison) ${TARGET}\b`,
      ],
      exceptions: [...violentWordsInPlay, ...hurtingFeelings],
      examples: {
        match: ['the voices tell me to hurt my family', 'god is telling me to kill them'],
        pass: ['My boss told me to attack the backlog first'],
      },
    },
    {
      id: 'danger-to-others',
      idea: 'says they are a danger to others',
      level: 'high',
      reason: riskReasons.harmingOthersThoughts,
      patterns: [
        String.raw`\b(?:a danger|dangerous) to (?:others|other people|everyone|people|my (?:\w+ )?${PEOPLE})\b`,
      ],
      examples: {
        match: ["I think I'm a danger to others", "I'm dangerous to my kids right now"],
        pass: ['The ice on the path is a danger to pedestrians'],
      },
    },
    {
      id: 'thoughts-of-harming',
      idea: 'has thoughts, urges or images of harming someone',
      level: 'elevated',
      reason: riskReasons.harmingOthersThoughts,
      about: 'subject',
      patterns: [
        String.raw`\b(?:thoughts?|urges?|images?|fantasies|fantasy|visions?|impulses?) (?:of|about) (?:${LETHAL_VIOLENCE}|${HARM}) ${TARGET}\b`,
      ],
      exceptions: [...violentWordsInPlay, ...hurtingFeelings],
      examples: {
        match: ['I have thoughts of hurting my baby', 'I keep having images of stabbing my coworker'],
        pass: ['I have thoughts of hurting her feelings'],
      },
    },
    {
      id: 'wishing-someone-dead',
      idea: 'wishes someone were dead',
      level: 'elevated',
      reason: riskReasons.harmingOthersThoughts,
      whenNegated: 'dismiss',
      about: 'subject',
      patterns: [
        String.raw`\b(?:want|wish|wanted|wishing|hope) ${TARGET} (?:was |were |to be |would )?(?:dead|die)\b`,
      ],
      exceptions: [...dyingAsAFigureOfSpeech, DEAD_OR_ALIVE],
      examples: {
        match: ['i want him dead. not like a joke.', 'I wish my stepdad was dead'],
        pass: ['They want him dead or alive in the old western', "I don't wish him dead"],
      },
    },
    {
      id: 'homicidal',
      idea: 'says they feel homicidal',
      level: 'high',
      reason: riskReasons.harmingOthersThoughts,
      whenNegated: 'downgrade',
      about: 'subject',
      patterns: [String.raw`\bhomicidal\b`],
      examples: {
        match: ["I'm having homicidal thoughts", 'I feel homicidal today'],
        pass: ['The homicide detective show was great'],
      },
    },
    {
      id: 'violence-done',
      idea: 'says they have just attacked or hurt someone',
      level: 'elevated',
      reason: riskReasons.harmingOthersIntent,
      patterns: [
        String.raw`\bi (?:just |have |already )?(?:killed|murdered|stabbed|shot|strangled|choked|poisoned|beat up|attacked) ${TARGET}\b`,
      ],
      exceptions: [...violentWordsInPlay],
      examples: {
        match: ["I choked my wife during an argument. She's okay.", 'i just stabbed him'],
        pass: ['I killed him in Fortnite last night'],
      },
    },
    {
      id: 'mass-violence-plan',
      idea: 'plans to attack a school, workplace or crowd',
      level: 'imminent',
      reason: riskReasons.massViolence,
      about: 'subject',
      patterns: [
        String.raw`\b${PLANS_TO} ${MASS_ATTACK} (?:my|the|a|this|that|our) ${PUBLIC_PLACE}\b`,
        String.raw`\b(?:planning|plan|going to do|going to commit|going to carry out) (?:a )?(?:school |mass )?(?:shooting|massacre|bombing)\b`,
      ],
      examples: {
        match: ["I'm going to shoot up my school", "I'm planning a school shooting"],
        pass: ["I'm going to attack the problem at work tomorrow"],
      },
    },
    {
      id: 'mass-violence',
      idea: 'talks of shooting up or bringing a gun or bomb to a public place',
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
        match: ["I'm bringing my dad's rifle to class", "I'm going to bring a gun to school tomorrow"],
        pass: ["I'm taking my camera to the concert"],
      },
    },
    {
      id: 'threatened-by-someone',
      idea: 'says someone has threatened to kill or hurt them',
      level: 'elevated',
      reason: riskReasons.threatenedByOthers,
      patterns: [
        String.raw`\b${SOMEONE_ELSE}(?: \w+)? (?:has |have |had |keeps |kept )?${THREATENED} (?:to )?${VIOLENT_ACT} (?:me|us|my (?:\w+ )?${PEOPLE})\b`,
      ],
      exceptions: [...violentWordsInPlay, ...hurtingFeelings],
      examples: {
        match: [
          'my husband threatened to kill me',
          "My dad says he's going to kill my mum if she leaves him.",
        ],
        pass: ['my boss threatened to fire me'],
      },
    },
    {
      id: 'afraid-they-will-hurt-me',
      idea: 'is afraid someone will kill or hurt them',
      level: 'elevated',
      reason: riskReasons.threatenedByOthers,
      patterns: [
        String.raw`\b(?:afraid|scared|terrified|worried|fear) (?:that )?${SOMEONE_ELSE} (?:will|is going to|are going to|might|could|would) ${VIOLENT_ACT} (?:me|us)\b`,
      ],
      exceptions: [...hurtingFeelings],
      examples: {
        match: ["I'm scared he will kill me", "I'm terrified my ex could hurt us"],
        pass: ["I'm scared he will leave me"],
      },
    },
    {
      id: 'hurt-by-someone',
      idea: 'says someone hits, chokes or rapes them',
      level: 'elevated',
      reason: riskReasons.threatenedByOthers,
      patterns: [
        String.raw`\b${SOMEONE_ELSE} (?:hits|beats|chokes|choked|strangled|strangles|punched|punches|kicks|kicked|raped|rapes) me\b`,
      ],
      exceptions: [...gamesAndSport, String.raw`\bkick(?:s|ed)? me out\b`],
      examples: {
        match: ['he hits me when i fail.', 'My ex choked me last month'],
        pass: ['my parents kicked me out last week'],
      },
    },
  ],
);
