import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { MYSELF } from './fragments';
import { fragment } from './pattern-rule';
import { defineRules, type RiskRule } from './risk-rule';
import { dyingAsAFigureOfSpeech, GIVING_THINGS_TO_CHARITY, JUMPING_INTO_WATER } from './shared-exceptions';

/** What a car is driven into on purpose: "a tree", "the barrier", "oncoming traffic", "the other lane". */
const CRASH_TARGET = fragment(
  'CRASH_TARGET',
  '(?:tree|wall|barrier|lane|traffic|quarry|river|lake|sea|canal|water|reservoir|bridge|pillar|pole|post|lamppost|lorry|truck|bus|train|ditch|cliff|ravine|median|reservation|embankment|concrete|something|building|cyclist|pedestrian|crowd|oncoming)',
);

/** Every rule here is a gentle check-in about the writer, or a worry when someone else said it. */
const passiveWish = {
  level: 'elevated',
  reason: riskReasons.wantingToDie,
  about: 'subject',
} as const;

/** Wanting to die said passively: to disappear, to have never been born, to not be around much longer. */
export const suicidePassiveWishRules: readonly RiskRule[] = defineRules({ category: 'suicide' }, [
  {
    id: 'disappear-forever',
    idea: 'wants to disappear forever or stop existing',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:want|wish|wishing|wanted)(?: i could| to)? (?:just )?(?:disappear|vanish|fade away) (?:forever|for good|permanently|from (?:this|the) world|from existence|and never come back)\b`,
      String.raw`\b(?:want|wish|wishing|wanted|just|rather|prefer) (?:to |i could |i would |i could just )?(?:cease to exist|stop existing|not exist)\b`,
      String.raw`\bwish i (?:did not|could not|would not|do not) exist\b`,
    ],
    examples: {
      match: [
        'I wish I could just disappear forever',
        'I want to disappear. Not run away, just stop existing.',
        "I wish I didn't exist",
      ],
      pass: ['I wish I could disappear for a week to a beach'],
    },
  },
  {
    id: 'wish-never-born',
    idea: 'wishes they had never been born, or had died',
    ...passiveWish,
    patterns: [
      String.raw`\bwish i (?:was|were|had|would|would have) (?:never|not) (?:been )?born\b`,
      String.raw`\bwish i (?:was|were) not (?:alive|here)\b`,
      String.raw`\b(?:should not|do not deserve to|should never have) (?:be|been) (?:alive|born)\b`,
      String.raw`\bwish i (?:would|had) (?:never|not) (?:woken|woke|wake) up\b`,
      String.raw`\b(?:should|wish i|wish i would|wish i had) (?:have )?died\b`,
      String.raw`\bwhy (?:am i|i am) still (?:alive|here|breathing)\b`,
    ],
    exceptions: [...dyingAsAFigureOfSpeech],
    examples: {
      match: [
        'I wish I had never been born',
        'i lowkey wish i wasnt born ngl',
        'why am i still here lol someone pull the plug',
        "I kind of wish I'd died in the accident instead of surviving it.",
      ],
      pass: ['I wish I was born in the 80s'],
    },
  },
  {
    id: 'want-it-all-to-end',
    idea: 'wants it all to end or be over soon',
    ...passiveWish,
    patterns: [
      String.raw`\bwant (?:it all|everything|my life) to (?:end|be over)\b`,
      // "I don't want it to end" wants the opposite.
      String.raw`(?<!\b(?:do not|did not|never) )\bwant it (?:all )?to end\b`,
      String.raw`\bwant everything to (?:stop|end)\b(?! (?:for a|for one|for just|so i can)\b)`,
      String.raw`\bwant the pain to (?:stop|end) (?:forever|for good|permanently)\b`,
      String.raw`\bit (?:will all|is all going to|is going to all|all will) be over soon\b`,
    ],
    examples: {
      match: [
        'I want it all to end',
        'I just want everything to stop. Not forever maybe. Just stop.',
        'I want the pain to stop forever',
      ],
      pass: [
        'I want everything to stop for a minute so I can breathe',
        'I want this semester to be over',
        "The day felt so dull that I don't want it to end yet. Does that make sense?",
      ],
    },
  },
  {
    id: 'not-around-much-longer',
    idea: 'says they will not be around, or a burden, much longer',
    ...passiveWish,
    patterns: [
      String.raw`\bwill not be (?:around|here|alive) (?:much longer|for (?:much )?long)\b`,
      String.raw`\bwill not be (?:around|here)\b(?= *(?:$|[.!?,;\n]|anymore\b|any more\b|to (?:take care|look after|see)\b|for (?:them|him|her|it)\b))`,
      String.raw`\b(?:will not|soon i will not|will not be) be (?:a (?:problem|burden)|anyones (?:problem|burden)|your (?:problem|burden)) (?:much longer|for (?:much )?long|anymore|any more|soon)\b`,
      String.raw`\bsoon i will not be (?:a burden|a problem|here|around)\b`,
    ],
    examples: {
      match: [
        "I won't be around much longer",
        'dont worry about me after this week, i wont be anyones problem anymore',
        "i've decided i'm not going to the hearing. i won't be around",
      ],
      pass: ["I won't be around this weekend, I'm travelling"],
    },
  },
  {
    id: 'said-my-goodbyes',
    idea: 'has said their goodbyes, or signs off with a final goodbye',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:i have |i )?(?:said|saying) my goodbyes\b(?! (?:to (?:the|my old|our|that)|at|before (?:the|we|i)|when)\b)`,
      String.raw`\b(?:i am done|i am finished|i give up)\W{1,5}(?:\w+\W{1,5}){0,3}goodbye\b`,
    ],
    examples: {
      match: ["I've made my will and said my goodbyes, I'm ready to go.", "I'm done. I give up. Goodbye."],
      pass: ['I said my goodbyes at the airport'],
    },
  },
  {
    id: 'wish-to-be-in-heaven',
    idea: 'wants to be with someone who died, in heaven',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:want|wish|ready|long) to (?:be|go)(?: with(?: \w+){1,2}?)? (?:in heaven|to heaven|on the other side)\b`,
      String.raw`\bjoin (?:him|her|them|my (?:\w+ )?(?:mom|mum|mother|dad|father|brother|sister|son|daughter|husband|wife|partner|friend|grandma|grandpa)) in heaven\b`,
    ],
    examples: {
      match: ['i want to be with my dad in heaven', 'I just want to join my mom in heaven'],
      pass: ['My grandma is in heaven now'],
    },
  },
  {
    id: 'rehoming-pets',
    idea: 'has given their pet away',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:gave|giving|give|given|rehomed|rehoming) (?:away )?my (?:dog|cat|pets?)\b(?! (?:a |some |his |her |their )?(?:bath|food|treats?|medicine|meds|walk|toy|toys|dinner|breakfast)\b)`,
    ],
    exceptions: [GIVING_THINGS_TO_CHARITY],
    examples: {
      match: [
        'gave my dog away today',
        "Gave my cat to my neighbour today. Told her I'm travelling. I'm not.",
      ],
      pass: ['I gave my dog a bath', "I'm giving away my cat to a shelter because we're moving"],
    },
  },
  {
    id: 'feel-like-dying',
    idea: 'says they feel like dying',
    ...passiveWish,
    patterns: [String.raw`\bfeel(?:ing)? like dying\b`],
    examples: {
      match: ['I feel like dying', 'feeling like dying today'],
      pass: ['I feel like dyeing my hair'],
    },
  },
  {
    id: 'danger-to-myself',
    idea: 'says they are a danger to themselves',
    ...passiveWish,
    patterns: [String.raw`\b(?:a danger|dangerous) to my ?self\b`],
    examples: {
      match: ["I think I'm a danger to myself", "I'm dangerous to myself right now"],
      pass: ['Smoking is a danger to your health'],
    },
  },
  {
    id: 'previous-attempt',
    idea: 'mentions a previous suicide attempt',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:survived|since my|my last|my previous|my first|a previous) (?:an |a |my )?(?:suicide )?attempt\b(?! (?:at|on|to)\b)`,
    ],
    examples: {
      match: [
        'I survived a suicide attempt last year and the thoughts are back',
        "since my last attempt I've been scared of myself",
      ],
      pass: ['My last attempt at baking bread failed'],
    },
  },
  {
    id: 'thinking-about-jumping',
    idea: 'thinks about jumping',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:think|thinking|thought) about jumping\b(?! (?:in|into|on|at|ship|rope|back|up|around|over)\b)`,
    ],
    exceptions: [JUMPING_INTO_WATER],
    examples: {
      match: ["I'm standing on the roof right now thinking about jumping.", 'I keep thinking about jumping'],
      pass: [
        "I'm thinking about jumping into the pool",
        "We're thinking about jumping off the cliff into the sea",
      ],
    },
  },
  {
    id: 'wishing-for-a-fatal-accident',
    idea: 'hopes or imagines dying in a crash or accident',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:want|wish|hope|hoping|pray)(?: that)? (?:i (?:would |could )?(?:get|got)|to (?:get|be)) (?:hit|run over) by (?:a )?(?:car|bus|train|truck)\b`,
      String.raw`\bhop(?:e|ing) (?:that )?i (?:crash|get in an accident|get hit|do not make it)\b`,
      String.raw`\b(?:wish|hope|hoping|pray|want)(?: that)? (?:a|the|some) (?:car|bus|train|truck|plane|meteor|asteroid|stray bullet|bullet) (?:would |will |could )?(?:hit|kill|run over|crash into) me\b`,
      String.raw`\bhope (?:the|my) (?:plane|flight) (?:crashes|goes down)\b`,
      String.raw`\b(?:want|going|thinking about|thought about|urge|tempted|plan)(?: \w+)? (?:to )?(?:drive|driving|crash|crashing|swerve|swerving) (?:my car )?into (?:a |an |the )?(?:\w+ )?${CRASH_TARGET}\b`,
    ],
    examples: {
      match: [
        'I want to get hit by a car',
        "I hope I get hit by a bus. Sorry. That's where I'm at.",
        'lowkey wish a car would hit me on the way to school',
        "I'm going to drive my car into a wall on the motorway.",
      ],
      pass: [
        "I hope I don't crash the car on my driving test",
        'I want to drive to the coast this weekend',
        'I want to drive into town for the market',
      ],
    },
  },
  {
    id: 'picturing-own-funeral',
    idea: 'pictures or plans their own funeral',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:picturing|imagining|planning|dreaming about|fantasi[sz]ing about) my (?:own )?funeral\b`,
    ],
    examples: {
      match: [
        "I've been picturing my funeral every night and I've started to look forward to it.",
        'I keep imagining my own funeral',
      ],
      pass: ["I'm planning my grandma's funeral"],
    },
  },
  {
    id: 'drinking-to-death',
    idea: 'wants to drink, starve or use until they die',
    ...passiveWish,
    patterns: [
      String.raw`\b(?:drink|starve|drug|smoke) ${MYSELF} to death\b`,
      String.raw`\b(?:drink|drinking|starve|starving|smoke|use) (?:until|till|til) i (?:die|am dead|drop dead)\b`,
    ],
    exceptions: [...dyingAsAFigureOfSpeech],
    examples: {
      match: ['I want to drink myself to death', "I'll keep drinking until I die"],
      pass: ['I drink coffee until I crash in the afternoon'],
    },
  },
  {
    id: 'death-as-relief',
    idea: 'thinks of death as a relief, or about dying all the time',
    ...passiveWish,
    patterns: [
      String.raw`\bdeath (?:would be|is|seems|sounds|feels like) (?:a relief|easier|better|peaceful|the only way|the answer|the only answer|like a relief|appealing|welcome|my only)\b`,
      String.raw`\bthink(?:ing)? about (?:death|dying) (?:all the time|constantly|a lot|every day|every night|so much)\b`,
      String.raw`\b(?:can not stop|keep|always|constantly|obsessively) (?:thinking|dreaming|fantasi[sz]ing) (?:about|of) (?:dying|death|being dead|not being here|not existing)\b`,
      String.raw`\b(?:want|wish|long|longing|crave|craving) (?:for )?death\b`,
    ],
    examples: {
      match: ['death would be a relief', 'I keep thinking about dying', "I can't stop thinking about death"],
      pass: ["I'm thinking about death and taxes for my economics essay"],
    },
  },
  {
    id: 'only-way-out',
    idea: 'says death is the only way out',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\b(?:the only|only|one|my only) way (?:out|to escape|to stop (?:the|this) pain) is (?:death|to die|dying|suicide|ending it)\b`,
      String.raw`\bdeath is the only (?:way out|option|answer)\b`,
    ],
    exceptions: [...dyingAsAFigureOfSpeech],
    examples: {
      match: ['The only way out is to die', 'death is the only option'],
      pass: ['The only way out is through the back door'],
    },
  },
]);
