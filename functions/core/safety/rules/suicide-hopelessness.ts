import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { MYSELF } from './fragments';
import { anyOf, fragments } from './pattern-rule';
import { defineRules, type RiskRule } from './risk-rule';
import { AWAY_FOR_A_WHILE, dyingAsAFigureOfSpeech } from './shared-exceptions';

const { GO_ON_SOMETHING, NOBODY, GONE_OR_DEAD } = fragments({
  /** Words after "i can not go on" that make it a trip or a task: "go on holiday", "keep going with work". */
  GO_ON_SOMETHING: anyOf(
    'a',
    'an',
    'the',
    'with',
    'holiday',
    'vacation',
    'trip',
    'date',
    'tour',
    'stage',
    'tonight',
    'until',
    'at',
    'to',
    'for',
    'working',
    'running',
    'doing',
    'walking',
    'like that',
    'this way forever',
    'and on',
  ),
  NOBODY: String.raw`(?:no one|nobody|noone|no body) (?:would|will|is going to|even|really)(?: \w+)?`,
  /** Being gone, as the writer imagines it: "if i died", "when i was not here". */
  GONE_OR_DEAD: anyOf(
    'die',
    'died',
    'was gone',
    'were gone',
    'disappear',
    'disappeared',
    'was dead',
    'was not here',
    'was not around',
    `killed ${MYSELF}`,
    'did not wake up',
  ),
});

/** Hopelessness about living, and feeling a burden whose absence would help. */
export const suicideHopelessnessRules: readonly RiskRule[] = defineRules({ category: 'suicide' }, [
  {
    id: 'no-point-living',
    idea: 'sees no point or reason in living',
    level: 'elevated',
    reason: riskReasons.hopelessness,
    about: 'subject',
    patterns: [
      String.raw`\bwhat is (?:even )?the point (?:of|in) (?:living|life|going on|being alive|existing|anything|it all|waking up|carrying on|my life|staying alive|being here|me)\b`,
      String.raw`\b(?:no|not any|zero) (?:point|reason|purpose) (?:in |of |to )?(?:living|being alive|going on|go on|existing|life|staying alive|live|keep living|keep going)\b`,
      String.raw`\b(?:do not|can not|no longer) see (?:the|any) point (?:in|of) (?:living|life|going on|being alive|existing|anything|carrying on|being here)\b`,
      String.raw`\blife is (?:pointless|meaningless)\b`,
      String.raw`\bnothing (?:left )?to live for\b`,
      String.raw`\bno reason (?:left )?to (?:stay alive|be alive|exist|wake up|be here)\b`,
      String.raw`\blife (?:is not|is no longer|is not even|is never) worth (?:living|it)\b`,
      String.raw`\bwhy (?:should i|do i|bother to|even)(?: even| bother to| bother)? (?:live|keep living|stay alive|go on|keep going|exist)\b`,
      String.raw`\bgiv(?:e|ing) up on (?:life|living)\b`,
    ],
    examples: {
      match: [
        "What's the point of living?",
        "There's no reason to live",
        'I have nothing to live for',
        "Life isn't worth living",
      ],
      pass: ["What's the point of this meeting?", 'Is there any point in living near the station?'],
    },
  },
  {
    id: 'tired-of-living',
    idea: 'is tired of living or done with life',
    level: 'elevated',
    reason: riskReasons.hopelessness,
    about: 'subject',
    patterns: [
      String.raw`\b(?:tired|sick|done|exhausted|finished) (?:of|with) (?:living|being alive|existing|life|being here|waking up|this life)\b`,
    ],
    exceptions: [
      String.raw`\b(?:tired|sick|done) (?:of|with) (?:life|living) (?:in|at|on|with|under) (?:the|this|a|my)\b`,
    ],
    examples: {
      match: ["I'm tired of living", "I'm so tired of being alive", "I'm done with life"],
      pass: ["I'm tired of living in this city", "I'm sick of life in the suburbs"],
    },
  },
  {
    id: 'cannot-go-on',
    idea: 'says they cannot go on or keep living',
    level: 'elevated',
    reason: riskReasons.hopelessness,
    about: 'subject',
    patterns: [
      String.raw`\b(?:can not|can no longer|unable to) (?:go on|keep going|keep living|carry on)\b(?! ${GO_ON_SOMETHING}\b)`,
      String.raw`\b(?:do not think i can|do not know if i can|do not know how (?:much )?longer i can) (?:go on|keep going|keep living|carry on)\b(?! ${GO_ON_SOMETHING}\b)`,
    ],
    examples: {
      match: [
        "I don't think I can keep living",
        "I can't go on anymore, I'm done with life.",
        "I can't go on like this",
      ],
      pass: ["I can't go on vacation this year", "I can't keep going to the gym at 6am"],
    },
  },
  {
    id: 'better-off-without-me',
    idea: 'thinks others would be better off if they were gone',
    level: 'elevated',
    reason: riskReasons.feelingABurden,
    patterns: [
      String.raw`\b(?:better|happier|easier) (?:off )?without me\b`,
      String.raw`\b(?:better|happier|easier) (?:off )?(?:if|when|once|after) i (?:was|were|am|have) (?:gone|dead|not here|not around|not alive|no longer here|died)\b`,
      String.raw`\bif i (?:just )?(?:died|was dead|were dead|disappeared|vanished|was gone|were gone|was not (?:here|around|alive)|were not (?:here|around|alive))\b`,
    ],
    exceptions: [AWAY_FOR_A_WHILE, ...dyingAsAFigureOfSpeech],
    examples: {
      match: [
        'Everyone would be better off without me',
        'everyone wud be better off w/o me tbh',
        'If I died tomorrow, nobody would care',
      ],
      pass: [
        'The team would be better off without this process',
        'What if I disappeared for a week to the coast?',
      ],
    },
  },
  {
    id: 'nobody-would-miss-me',
    idea: 'says nobody would miss them or notice if they died',
    level: 'elevated',
    reason: riskReasons.feelingABurden,
    patterns: [
      String.raw`\b${NOBODY} miss me`,
      String.raw`\b${NOBODY} (?:notice|care) (?:if|when) i ${GONE_OR_DEAD}`,
    ],
    exceptions: [AWAY_FOR_A_WHILE, ...dyingAsAFigureOfSpeech],
    examples: {
      match: [
        "No one would miss me. I'm not being dramatic, it's just true.",
        'No one would even notice if I was gone',
      ],
      pass: ['Nobody would notice if I was gone for the weekend', 'Nobody will miss the old printer'],
    },
  },
  {
    id: 'feeling-a-burden',
    idea: 'feels a burden or a waste of space',
    level: 'elevated',
    reason: riskReasons.feelingABurden,
    patterns: [
      String.raw`\b(?:i am|i feel like|i feel|feel like|feeling like|i have become|i am just|nothing but|i am such) (?:a |such a |just a |only a |nothing but a )?(?:burden|waste of (?:space|air|oxygen))\b`,
    ],
    examples: {
      match: [
        "I'm a burden to everyone",
        'I feel like a waste of space',
        'i feel like such a burden to my kids',
      ],
      pass: ['The paperwork is such a burden'],
    },
  },
]);
