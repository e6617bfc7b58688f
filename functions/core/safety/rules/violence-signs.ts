import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { CHILD, KILL, PUBLIC_PLACE, SAME_MESSAGE, SAME_SENTENCE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import { gamesAndSport, hurtingFeelings, jokingAboutPeople, messagesAndPhotos } from './shared-exceptions';
import {
  ANYONE,
  CARRYING,
  ENDING_A_THING,
  FAMILY_MEMBER,
  GETTING_WORSE,
  HAND_WEAPON,
  HARM_TO_A_CHILD,
  HIM_OR_HER,
  IMAGINE_OR_INTEND,
  PROPERTY,
  SAYS_I_WILL,
  STRUCK,
  THEM,
  TO_USE_ON,
  TRAFFIC_OR_DROP,
  URGE_TOWARDS,
  WILL_DO_IT,
} from './violence-words';

/** Violence told through weapons, targets, revenge and intrusive urges rather than "kill" or "hurt". */
export const violenceSignRules: readonly RiskRule[] = defineRules({ category: 'harm_to_others' }, [
  {
    id: 'make-them-bleed',
    idea: 'wants someone to bleed, or to cut their throat',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:want|wanted|need|going to make|will make|make|see) (?:him|her|them|that \w+|my \w+|him and her)(?: \w+){0,2}? (?:to )?(?:bleed|suffer physically|hurt (?:badly|bad))\b`,
      String.raw`\b(?:he|she|they|him|her|them)(?: is| are)? (?:going to|will|gonna) bleed\b`,
      String.raw`\b(?:slit|cut|slash|stab) (?:his|her|their|your|that \w+) (?:throat|neck)\b`,
    ],
    examples: {
      match: [
        "I've been planning revenge on my coworker and I want him to bleed.",
        'I want to slit his throat.',
      ],
      pass: ['My nose is going to bleed if this heat continues'],
    },
  },
  {
    id: 'arson',
    idea: 'will burn down or set fire to a home or building',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b${SAYS_I_WILL} (?:burn (?:down )?|set fire to |torch )(?:my |his |her |their |the |that |our )?(?:\w+ )?${PROPERTY}\b`,
    ],
    examples: {
      match: ["I'm going to set fire to the school.", "I'm going to burn down my ex's house."],
      pass: ['I want to burn the old letters in the fireplace'],
    },
  },
  {
    id: 'weapon-for-someone',
    idea: 'has a weapon meant for a particular person',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b${CARRYING}\b${SAME_SENTENCE}{0,20}\b${HAND_WEAPON}\b${SAME_SENTENCE}{0,30}\b${TO_USE_ON}\b${SAME_SENTENCE}{0,15}\b${HIM_OR_HER}\b`,
      String.raw`\b${HAND_WEAPON}\b${SAME_SENTENCE}{0,40}\bteach (?:him|her|them|my \w+|that \w+) a lesson\b`,
    ],
    examples: {
      match: [
        'I bought a knife to use on my stepdad.',
        "I'm going to bring a bat and teach my teacher a lesson.",
      ],
      pass: ['I bought a knife set for the kitchen'],
    },
  },
  {
    id: 'hit-list',
    idea: 'has a list of people to kill',
    level: 'imminent',
    reason: riskReasons.massViolence,
    patterns: [
      String.raw`\b(?:kill|hit|death) list\b`,
      String.raw`\blist of (?:people|names|everyone)\b${SAME_SENTENCE}{0,40}\b(?:${KILL}|shoot|stab|hurt|murder|get)\b`,
      String.raw`\b(?:people|everyone|everybody|all of them)\b${SAME_SENTENCE}{0,30}\b(?:i am going to|i will|i am gonna|i plan to|i want to) (?:${KILL}|shoot|stab|murder)\b`,
    ],
    exceptions: [...jokingAboutPeople],
    examples: {
      match: ["I've got a list of people at work I'm going to kill.", 'I have a kill list'],
      pass: ['I made a list of people to invite to the wedding'],
    },
  },
  {
    id: 'violence-at-home',
    idea: 'has hit a partner, child or parent and it is getting worse',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\bi ${STRUCK} (?:my |our )?${FAMILY_MEMBER}\b${SAME_SENTENCE}{0,90}\b${GETTING_WORSE}\b`,
    ],
    exceptions: [...gamesAndSport, ...hurtingFeelings],
    examples: {
      match: [
        "I hit my girlfriend last night and I think I'll do it again.",
        'I slapped my daughter so hard her nose bled',
      ],
      pass: ['I beat my dad at chess again'],
    },
  },
  {
    id: 'urge-to-harm-a-child',
    idea: 'has urges to shake, hurt or smother a child',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    whenNegated: 'downgrade',
    patterns: [String.raw`\b${URGE_TOWARDS} (?:to )?${HARM_TO_A_CHILD} (?:my |the |our )?${CHILD}\b`],
    exceptions: [...hurtingFeelings],
    examples: {
      match: ['I want to hurt my kids', 'I have thoughts of hurting my baby'],
      pass: ['I want to hug my kids'],
    },
  },
  {
    id: 'push-someone',
    idea: 'has urges to push someone in front of a train or off a height',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:push|pushing|shove|shoving|throw|throwing)\b ${ANYONE} (?:in front of|off|onto|under) (?:a |the )?${TRAFFIC_OR_DROP}\b`,
    ],
    examples: {
      match: [
        'i keep getting these images of pushing someone onto the tracks at the station',
        'I keep having urges to push someone in front of the train',
      ],
      pass: ['I had to push the car off the road after it broke down'],
    },
  },
  {
    id: 'deserves-to-die',
    idea: 'says someone deserves to die and they will do it',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:he|she|they|him|her|them|my \w+|that \w+) (?:deserves?|deserved) to die\b${SAME_SENTENCE}{0,40}\b${WILL_DO_IT}\b`,
    ],
    examples: {
      match: [
        "He deserves to die and I'm going to be the one to do it.",
        'my stepdad deserves to die and i will make it happen',
        'he deserves to die for what he did and i am going to be the one',
      ],
      pass: ['That villain deserves to die in the last season'],
    },
  },
  {
    id: 'end-him',
    idea: 'says they will "end" someone',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\bend (?:him|her|them)\b(?! (?:own |a |an |the )?${ENDING_A_THING})`,
      String.raw`\b(?:going to|will|want to) end (?:his|hers|theirs)(?= *(?:$|[.!?,;\n]|too|as well))`,
    ],
    exceptions: [...jokingAboutPeople],
    examples: {
      match: ['ima catch him outside and end him', 'he ruined my life so im gonna end his'],
      pass: ['They tried to end her career', 'if my roommate eats my yoghurt again i will end him 😂'],
    },
  },
  {
    id: 'not-leaving-alive',
    idea: 'says someone will not leave or walk away alive',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:will not|would not|is not going to|are not going to|does not|do not) (?:leave|walk away|get out|make it out|come out) (?:alive|in one piece)\b`,
      String.raw`\b(?:visit|something|a lesson) (?:he|she|they) (?:will not|would not) (?:walk away from|survive|recover from)\b`,
    ],
    examples: {
      match: ['if she leaves me she wont leave alive', 'gonna pay him a visit he wont walk away from'],
      pass: ['The contestants did not leave the house for a week'],
    },
  },
  {
    id: 'hands-around-neck',
    idea: 'describes strangling, smothering or smashing someone in',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:put|wrap|get|squeeze) my hands (?:around|on) (?:her|his|their|your) (?:neck|throat)\b`,
      String.raw`\bpress(?:ing)? (?:the |a )?pillow (?:on|over|into) (?:her|his|their) face\b`,
      String.raw`\b(?:smash|bash|cave|kick|beat) (?:his|her|their|your) (?:head|face|skull) in\b`,
    ],
    examples: {
      match: [
        'i wanna put my hands around her neck till she shuts up for good',
        'when my wife sleeps i think about pressing the pillow on her face',
      ],
      pass: ['I put my hands on her shoulders to calm her down'],
    },
  },
  {
    id: 'poison-someone',
    idea: 'wants to poison someone',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\bput (?:something|poison|pills|bleach|rat poison|antifreeze|drugs?|crushed pills) in (?:her|his|their|my \w+|the|that \w+) (?:tea|coffee|drink|food|water|dinner|meal|juice|wine|beer|soup)\b`,
      String.raw`\b${SAYS_I_WILL} poison (?:him|her|them|my \w+|the \w+|that \w+)\b`,
    ],
    examples: {
      match: ['I want to poison my mother in law', 'I want to put something in her tea so she not wake up.'],
      pass: ['I put some honey in her tea'],
    },
  },
  {
    id: 'set-on-fire',
    idea: "imagines setting someone's car or house on fire",
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b${IMAGINE_OR_INTEND} set(?:ting)? (?:\w+ ){0,3}(?:car|house|home|apartment|flat|school|office|building|room|bed) on fire\b`,
    ],
    examples: {
      match: [
        "I keep imagining setting my ex's car on fire with him in it.",
        'I want to set his house on fire',
      ],
      pass: ['The recipe says to set the pudding on fire'],
    },
  },
  {
    id: 'sleeping-target',
    idea: 'looks at a knife or pillow while someone sleeps',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    patterns: [
      String.raw`\b(?:asleep|sleeping|sleeps)\b${SAME_MESSAGE}{0,60}\b(?:looking at|staring at|thinking about|eyeing|holding|grab|grabbing) (?:the |a |my )?(?:kitchen )?(?:knives|knife|gun|hammer|axe|pillow)\b`,
    ],
    examples: {
      match: [
        'my stepdad is asleep and i keep looking at the kitchen knives',
        "She's asleep next to me. I've been lying here thinking about the pillow for an hour.",
      ],
      pass: ["The baby is asleep so I'm holding the remote"],
    },
  },
  {
    id: 'weapon-and-target',
    idea: 'readies a weapon for a fight or a target',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\bsharpen(?:ing|ed)? (?:my|the|a) (?:knife|knives|blade|axe|machete)\b${SAME_MESSAGE}{0,50}\b(?:him|her|them|thinking about)\b`,
      String.raw`\bwait(?:ing)? for (?:him|her|them|my \w+)\b${SAME_SENTENCE}{0,30}\bwith (?:a|the|my) ${HAND_WEAPON}\b`,
      String.raw`\b(?:jump|beat up|catch|get|hurt|fight)\b${SAME_SENTENCE}{0,40}\bbring(?:ing)? (?:the|a|my) ${HAND_WEAPON}\b`,
      String.raw`\bbring(?:ing)? (?:the|a|my) ${HAND_WEAPON}\b${SAME_SENTENCE}{0,40}\b(?:jump|beat|catch|get (?:him|her|them)|hurt|fight|teach)\b`,
      String.raw`\bbring(?:ing)? something (?:tomorrow|to school|to work|to class)\b`,
      String.raw`\bpractic(?:e|ing) at the (?:shooting )?range\b${SAME_MESSAGE}{0,60}\b(?:sorry|pay|regret|office|school|work)\b`,
      String.raw`\b(?:sorry|pay|regret)\b${SAME_MESSAGE}{0,60}\bpractic(?:e|ing) at the (?:shooting )?range\b`,
    ],
    examples: {
      match: [
        'been sharpening my knife and thinking about him',
        "My roommate stole from me. I'm going to wait for him tonight with a hammer.",
      ],
      pass: ["I'm bringing the bat to baseball practice"],
    },
  },
  {
    id: 'everyone-will-regret',
    idea: 'says everyone at a place will pay or be sorry',
    level: 'high',
    reason: riskReasons.harmingOthersIntent,
    patterns: [
      String.raw`\b(?:${PUBLIC_PLACE})\b${SAME_MESSAGE}{0,60}\b(?:going to|will) (?:all )?(?:regret|be sorry|pay)\b`,
      String.raw`\b(?:will|are going to|is going to) all be sorry\b`,
      String.raw`\b(?:make|making) (?:them|all of them|everyone|everybody) pay\b${SAME_MESSAGE}{0,60}\b(?:all of them|will not see it coming|every one of them|one by one)\b`,
      String.raw`\bmake (?:my \w+|him|her|them|that \w+) pay\b${SAME_MESSAGE}{0,80}\b(?:schedule|address|where (?:he|she|they) lives?|follow(?:ing)?|alone|will not see it coming)\b`,
    ],
    examples: {
      match: [
        "Everyone who bullied me in school will pay. I've got a list.",
        'im gonna make them pay. all of them. they wont see it coming',
      ],
      pass: ['You will all be surprised by the party'],
    },
  },
  {
    id: 'drive-into-crowd',
    idea: 'wants to drive into a crowd',
    level: 'high',
    reason: riskReasons.massViolence,
    patterns: [
      String.raw`\b(?:drive|driving|drove|plow|plough|ram|ramming) (?:my car |the car |a car |a truck )?(?:into|through) (?:the |a )?(?:crowd|people|pedestrians|protesters|market|parade|festival)\b`,
    ],
    examples: {
      match: [
        'part of me wants to drive into the crowd at the market',
        'I keep imagining ramming my car into the protesters',
      ],
      pass: ['We drove into the car park'],
    },
  },
  {
    id: 'afraid-of-own-hands',
    idea: 'is afraid they will snap and hurt someone',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    patterns: [
      String.raw`\b(?:scared|afraid|worried|terrified) (?:that )?(?:i (?:will|might|would|am going to|could)|ill) (?:do something to|hurt|snap and hurt|lose it and hurt|shake|hit) ${THEM}\b`,
      String.raw`\b(?:could|might|am going to|will) snap and (?:really )?hurt ${THEM}\b`,
      String.raw`\b${CHILD}\b${SAME_MESSAGE}{0,80}\b(?:urge|urges|want|wanted|scared i will|afraid i will|thoughts? of|thinking about) (?:to )?(?:shake|hurt|hit|smother|drown|suffocate|throw) (?:him|her|them|it)\b`,
    ],
    exceptions: [...hurtingFeelings, ...messagesAndPhotos],
    examples: {
      match: [
        "I'm scared I'll hurt someone",
        'the twins wont stop crying and im scared ill do something to them',
      ],
      pass: ["I'm afraid I'll hurt him if I leave"],
    },
  },
  {
    id: 'fantasies-of-harm',
    idea: 'fantasizes about killing or hurting someone',
    level: 'high',
    reason: riskReasons.harmingOthersThoughts,
    about: 'subject',
    patterns: [
      String.raw`\bfantasi[sz](?:e|es|ed|ing) about (?:hurting|killing|hitting|choking|strangling|raping|stabbing|shooting|${KILL}) (?:him|her|them|our|my|his|their|the|a|people)\b`,
    ],
    exceptions: [...jokingAboutPeople],
    examples: {
      match: ['I fantasize about killing my manager.', 'i fantasize about shooting the ppl who bullied me'],
      pass: ['I fantasize about quitting my job'],
    },
  },
]);
