import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { BODY_PART, MYSELF, SAME_SENTENCE } from './fragments';
import { fragments } from './pattern-rule';
import { defineRules, type RiskRule } from './risk-rule';
import { accidentsToABodyPart, everydayHurtsToOneself } from './shared-exceptions';

const {
  MARKING,
  SHARP_TOOL,
  DONE_TO_BODY,
  HOT_THING,
  OPENING,
  BANGING,
  UNTIL_IT_HURTS,
  COVERING,
  NOBODY_SEES,
} = fragments({
  MARKING:
    '(?:carved|carve|carving|cut|cutting|sliced|slicing|scratched|scratching|etched|burned|burnt|burning)',
  SHARP_TOOL: '(?:blade|razor|knife|lighter|compass|glass|scissors|pencil sharpener)',
  /** What was done to the body before "on purpose": "burned", "punched", "held". */
  DONE_TO_BODY:
    '(?:burned|burnt|burn|cut|hit|punched|punch|scalded|scald|hurt|bruised|broke|smashed|banged|poured|held|pressed|stubbed|put|dug|slammed)',
  HOT_THING: '(?:cigarettes?|lighter|match(?:es)?|hot (?:knife|spoon|metal))',
  OPENING: '(?:re ?open(?:ing|ed|s)?|pick(?:ing|ed)?(?: at)?|tear(?:ing)? open|rip(?:ping)? open)',
  BANGING: '(?:smash|smashing|smashed|bang|banging|banged|hit|hitting|slam|slamming|slammed)',
  /** What turns banging one's head on a wall from a figure of speech into self-harm. */
  UNTIL_IT_HURTS:
    '(?:until|till|til|bleed|bled|bleeds|bruise|concuss|so hard|on purpose|when i get|whenever|every time|to feel)',
  COVERING: '(?:long sleeves|bracelets|bandages?|jeans|hoodies?|makeup)',
  NOBODY_SEES: String.raw`(?:nobody|no one|anyone|people|they|my \w+) (?:can |will |would )?(?:sees?|notices?|finds?|asks? about)`,
});

/** Self-harm told through its marks, methods and relapses rather than its name. */
export const selfHarmWarningSignRules: readonly RiskRule[] = defineRules({ category: 'self_harm' }, [
  {
    id: 'sh-abbreviation',
    idea: 'uses "sh" for self-harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\b(?:did|do|doing|done|relapsed (?:on|into|with)?|urges? to|want to|wanna|going to|the|my|stop|stopping|stopped|quit|quitting) sh\b`,
      String.raw`\bsh (?:again|urges?|relapse|scars?|wounds?|cuts?|free|clean)\b`,
      String.raw`\b(?:clean|free) from sh\b`,
    ],
    examples: {
      match: [
        'I did SH again last night.',
        'ngl the urge to sh is so loud today',
        'lmao day 0 again. sh relapse #47',
      ],
      pass: ['sh, be quiet, the baby is sleeping'],
    },
  },
  {
    id: 'urge-to-cut',
    idea: 'has an urge to cut, burn or bleed',
    level: 'high',
    reason: riskReasons.selfHarmUrges,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:urges?|need|craving|itch) to (?:cut|burn|bleed|hurt ${MYSELF}|self ?harm)(?= *(?:$|[.!?,;\n]|is|are|was|were|has|have|again|so|and|but|right|tonight|today|really|keeps?|will))`,
    ],
    examples: {
      match: [
        'The urge to cut is really strong right now.',
        'The craving to cut is so intense it feels physical.',
      ],
      pass: ['I have the urge to cut my hair short'],
    },
  },
  {
    id: 'marks-on-the-body',
    idea: 'has carved or cut marks into their body',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b${MARKING}\b(?: \w+){0,4}? (?:into|in|on) (?:my|her|his|their) (?:\w+ )?${BODY_PART}\b${SAME_SENTENCE}{0,30}\b(?:with|using) (?:a |the |my )?${SHARP_TOOL}\b`,
      String.raw`\b(?:carved|carving|etched) (?:\w+ ){0,3}(?:into|in) my (?:\w+ )?${BODY_PART}\b`,
    ],
    examples: {
      match: ['I carved his name into my thigh with a blade.', "i carved 'fat' into my stomach"],
      pass: ['I carved our names into the tree'],
    },
  },
  {
    id: 'hurt-on-purpose',
    idea: 'hurt their body on purpose',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      // Only the words "on purpose" are the match, so an accident idiom ("burned myself with the
      // iron") that overlaps the act cannot excuse it.
      String.raw`(?<=\b${DONE_TO_BODY}\b(?: \w+){0,6}? (?:${MYSELF}|my (?:\w+ )?${BODY_PART}|my head)\b(?: \w+){0,6}? )(?:on purpose|deliberately|intentionally)\b`,
      String.raw`\bso (?:i would|i could|it would|that i would|that it would) (?:break|hurt|injure|bruise|burn|bleed|scar)\b`,
    ],
    examples: {
      match: [
        'I hurt myself on purpose',
        'I burned myself with the iron on purpose.',
        'I punched the wall on purpose so I would break my hand.',
      ],
      pass: ['I burned myself with the iron by accident', 'I left the door open on purpose'],
    },
  },
  {
    id: 'cigarettes-on-skin',
    idea: 'puts out cigarettes or hot metal on their skin',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:put|putting|stub|stubbed|stubbing|pressed|pressing) (?:a |my |the )?${HOT_THING}(?: out)? (?:on|into|against) (?:my|her|his) (?:\w+ )?${BODY_PART}\b`,
    ],
    examples: {
      match: ['I put cigarettes out on my arm.', 'I pressed a hot spoon against my thigh'],
      pass: ['I put the cigarette out on the ashtray'],
    },
  },
  {
    id: 'wounds-kept-open',
    idea: 'keeps wounds open so they do not heal',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b${OPENING} (?:my |the |her |his )?(?:wounds?|cuts?|scabs?|scars?|stitches)\b${SAME_SENTENCE}{0,40}\b(?:heal|deserve|on purpose|again|bleed)\b`,
    ],
    examples: {
      match: [
        'I keep picking my scabs open on purpose so it keeps hurting',
        "I keep reopening my wounds so they don't heal because I deserve it.",
      ],
      pass: ['I keep picking at my scabs from the chickenpox'],
    },
  },
  {
    id: 'cut-deeper',
    idea: 'cut deeper than before, or deep enough to need stitches',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\bcut (?:deeper|deep|too deep|so deep)\b(?! (?:into|than that|cuts|cut))`,
      String.raw`\bcut\b${SAME_SENTENCE}{0,40}\b(?:needed|need|probably needed|should have gotten|should have had) stitches\b`,
    ],
    exceptions: [...accidentsToABodyPart],
    examples: {
      match: [
        'I cut deeper than usual last night and it probably needed stitches.',
        "I've already cut deep on both wrists.",
      ],
      pass: ['I cut my hand on a glass and it needed stitches', 'The knife cut deep into the wood'],
    },
  },
  {
    id: 'head-banging',
    idea: 'bangs their head on hard things until it hurts',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b${BANGING} my head (?:on|against|into) (?:the )?(?:floor|ground|door|doorframe|mirror|desk|table|concrete|tiles)\b`,
      String.raw`\b${BANGING} my head (?:on|against|into) (?:the |a )?walls?\b${SAME_SENTENCE}{0,40}\b${UNTIL_IT_HURTS}\b`,
    ],
    examples: {
      match: [
        'I smash my head on the floor when I get overwhelmed.',
        'I keep banging my head against the wall until it bleeds.',
      ],
      pass: ['I keep banging my head against the wall with this code'],
    },
  },
  {
    id: 'clean-from-self-harm',
    idea: 'counts days clean from self-harm, or has relapsed',
    level: 'elevated',
    reason: riskReasons.selfHarmUrges,
    about: 'subject',
    patterns: [
      String.raw`\b(?:clean|free) (?:from|of) (?:cutting|burning|self ?harm(?:ing)?)\b`,
      String.raw`\brelaps(?:e|ed|ing)\b${SAME_SENTENCE}{0,30}\b(?:cutting|cut|burning|self ?harm(?:ing)?|sh)\b`,
      String.raw`\b(?:cutting|self ?harm(?:ing)?|burning)\b${SAME_SENTENCE}{0,40}\brelaps(?:e|ed|ing)\b`,
    ],
    examples: {
      match: [
        "I'm 30 days clean from cutting but I'm going to relapse tonight.",
        'relapsed on sh lol what else is new',
      ],
      pass: ['I relapsed on smoking last week'],
    },
  },
  {
    id: 'starving-as-punishment',
    idea: 'starves or purges as a punishment',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b(?:do not|did not|never) deserve (?:to eat|food|meals?|to be fed|dinner|lunch|breakfast)\b`,
      String.raw`\b(?:purge|purging|purged|throw up|throwing up|make ${MYSELF} (?:sick|throw up))\b${SAME_SENTENCE}{0,40}\b(?:hate ${MYSELF}|deserve|punish|disgusting)\b`,
      String.raw`\bpurg(?:e|ing) after (?:every|each) meal\b`,
    ],
    examples: {
      match: [
        "I haven't eaten in four days because I don't deserve food.",
        'I purge after every meal because I hate myself.',
      ],
      pass: ["I don't deserve this cake but I'm eating it anyway"],
    },
  },
  {
    id: 'hidden-scars',
    idea: 'covers up scars or cuts so nobody sees',
    level: 'elevated',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b${COVERING}\b${SAME_SENTENCE}{0,40}\b${NOBODY_SEES}\b${SAME_SENTENCE}{0,20}\b(?:scars|cuts|burns|marks|wounds|bruises)\b`,
      String.raw`\b(?:hide|hiding|hid|cover|covering|covered)\b${SAME_SENTENCE}{0,25}\b(?:scars|cuts|burns|wounds) on (?:my|her|his) (?:\w+ )?${BODY_PART}\b`,
    ],
    examples: {
      match: [
        'I wear long sleeves so nobody sees the scars on my arms.',
        "I'm hiding the cuts on my legs from my parents.",
      ],
      pass: ['I wear long sleeves so nobody sees my tattoo'],
    },
  },
  {
    id: 'fresh-cuts',
    idea: 'has fresh cuts or burns on the body',
    level: 'elevated',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:fresh|new|deep) (?:cuts|burns|wounds|scratches)\b${SAME_SENTENCE}{0,20}\b(?:on|over|across|up) (?:my|her|his|their) (?:\w+ )?${BODY_PART}\b`,
    ],
    examples: {
      match: ['My daughter has fresh cuts all over her arms.', 'I have new cuts on my thighs'],
      pass: ['I got fresh cuts of meat for dinner'],
    },
  },
  {
    id: 'cutting-again',
    idea: 'is cutting again, or more',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:is|are|am|was|were|been|keeps?|kept|started|starting|began) (?:cutting|self ?harming|burning (?:${MYSELF}|herself|himself|themselves)) (?:again|more|a lot|every (?:day|night))\b`,
    ],
    exceptions: [...accidentsToABodyPart, ...everydayHurtsToOneself],
    examples: {
      match: ['I started cutting again', 'My friend is cutting again.'],
      pass: ['I started cutting carbs again'],
    },
  },
  {
    id: 'wanting-to-bleed',
    idea: 'wants to see themselves bleed, or hurts skin until raw',
    level: 'high',
    reason: riskReasons.selfHarmUrges,
    patterns: [
      String.raw`\b(?:see|watch|make|let) ${MYSELF} bleed\b`,
      String.raw`\b(?:want|need|crave|like) to (?:see|watch|feel) (?:myself |me )?(?:bleed|bleeding)\b`,
      String.raw`\b(?:until|till|til) (?:it|they|my skin|the skin) (?:was |were |is )?(?:blister(?:s|ed)?|bled|bleeds|bleeding|raw|burned|broke)\b`,
    ],
    examples: {
      match: ['I want to see myself bleed.', 'I held ice on my skin until it blistered on purpose.'],
      pass: ['I wore new shoes until my skin was sore'],
    },
  },
]);
