import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { BODY_PART, MYSELF, SAME_MESSAGE, SAME_SENTENCE } from './fragments';
import { fragments } from './pattern-rule';
import { defineRules, type RiskRule } from './risk-rule';
import {
  accidentsToABodyPart,
  PUNISHING_MYSELF_WITH_A_DIET,
  recoveredFromSelfHarm,
} from './shared-exceptions';

const { PRESSING, SKIN_TOOL, HITTING, UNTIL_MARKED } = fragments({
  PRESSING: '(?:using|used|use|hold|held|press|pressed|rub|rubbed|rubbing|snap|snapped|snapping)',
  SKIN_TOOL: '(?:lighter|match|hot spoon|spoon|hot metal|cigarette|eraser|rubber band|hair tie)',
  HITTING: '(?:punch|punching|punched|hit|hitting|slap|slapping|slapped|scratch|scratching|claw|clawing)',
  /** What turns hitting oneself into self-harm: "till it bruised", "so hard", "with my fists". */
  UNTIL_MARKED: '(?:till|until|til|with my fists?|so hard|purple|bruised|bleed|raw)',
});

/** Self-harm said sideways: a clean streak broken, blades out of a sharpener, marks hidden. */
export const selfHarmIndirectSignRules: readonly RiskRule[] = defineRules({ category: 'self_harm' }, [
  {
    id: 'cut-again',
    idea: 'has cut again, or is counting time since they last cut',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:i |and |relapsed and |relapsed |then )(?:cut|burned|burnt)(?: again)?(?= *(?:$|[.!?,;\n]|last night|tonight|today|this morning))`,
      String.raw`\bcut again\b`,
      String.raw`\brelaps(?:e|ed|ing)\b${SAME_MESSAGE}{0,60}\b(?:cut|cuts|burned)\b`,
      String.raw`\bi am going to (?:cut|burn)(?= *(?:$|[.!?,;\n]|tonight|today|again|later|soon))`,
      String.raw`\bsince i (?:last )?(?:cut|burned|self harmed|hurt ${MYSELF})\b`,
      String.raw`\b(?:cutting|sh|self harm) (?:clean )?streak\b`,
    ],
    exceptions: [...recoveredFromSelfHarm],
    examples: {
      match: [
        'i cut. first time in a year. i feel so stupid',
        'Cut again. Deeper than usual.',
        'its been a week since i last cut',
      ],
      pass: [
        'I cut my hair again',
        'I used to hide in the toilets at school and cut. Now I teach there, and I know what to look for.',
      ],
    },
  },
  {
    id: 'blades-and-razors',
    idea: 'has taken blades out, or keeps razors that are not for shaving',
    level: 'high',
    reason: riskReasons.selfHarmUrges,
    patterns: [
      String.raw`\b(?:blades?|razors?)\b${SAME_SENTENCE}{0,30}\b(?:out again|again|not for shaving|out of (?:my |the )?(?:pencil )?sharpener|hidden|stash)\b`,
      String.raw`\b(?:got|get|getting|took|take|taking) the blades? (?:out|back)\b`,
      String.raw`\bwant something sharper\b`,
    ],
    exceptions: [...accidentsToABodyPart],
    examples: {
      match: ['got the blades out again', 'bought a new pack of razors and its not for shaving'],
      pass: ['I need new razor blades for shaving'],
    },
  },
  {
    id: 'tools-on-skin',
    idea: 'uses a lighter, eraser or rubber band on their skin',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b${PRESSING}\b (?:a |an |the |my )?${SKIN_TOOL}\b(?: \w+){0,4}? (?:on|against|to|into) (?:my|her|his) (?:\w+ )?${BODY_PART}\b`,
      String.raw`\b(?:sometimes|often|always|keep|i) burn my (?:\w+ )?${BODY_PART} with\b`,
      String.raw`\brubber band\b${SAME_SENTENCE}{0,30}\b(?:welts?|bleed|so hard)\b`,
      String.raw`\b${BODY_PART} (?:look|looks|are|is) like a barcode\b`,
    ],
    exceptions: [...accidentsToABodyPart],
    examples: {
      match: [
        'been using a lighter on my wrist, its the only thing that shuts my brain up',
        'my arms look like a barcode lol',
        "I burn my arm with a lighter when I'm upset.",
      ],
      pass: ['I burn my hand with the iron every time I do laundry'],
    },
  },
  {
    id: 'hitting-myself',
    idea: 'hits or scratches their own body until it is marked',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b${HITTING}\b (?:my own|my) (?:\w+ )?(?:${BODY_PART}|head)\b${SAME_SENTENCE}{0,30}\b${UNTIL_MARKED}\b`,
    ],
    exceptions: [...accidentsToABodyPart],
    examples: {
      match: ['i punch my own thighs till theyre purple', "I've been hitting my face with my fists."],
      pass: ["I hit my thumb with a hammer and it's purple"],
    },
  },
  {
    id: 'deserving-pain',
    idea: 'feels they deserve pain, or needs to feel it',
    level: 'high',
    reason: riskReasons.selfHarmUrges,
    patterns: [
      String.raw`\bi deserve (?:to hurt|every (?:mark|cut|scar|bruise|burn)|the (?:pain|scars|cuts|marks))\b`,
      String.raw`\b(?:want|need) to punish my (?:body|self)\b`,
      String.raw`\b(?:need|want|crave) to feel (?:the )?pain\b`,
      String.raw`\bneed to feel it\b${SAME_MESSAGE}{0,20}\bpain\b`,
      String.raw`\bpain\b${SAME_SENTENCE}{0,10}\b(?:is )?(?:the )?only (?:real )?thing\b`,
    ],
    exceptions: [PUNISHING_MYSELF_WITH_A_DIET],
    examples: {
      match: ['i deserve to hurt. i deserve every mark', 'I no eat for 5 days, I want to punish my body.'],
      pass: ['I need to punish my self with this workout plan before summer'],
    },
  },
  {
    id: 'marks-hidden',
    idea: 'hides their arms or wrists, or blood on their sheets',
    level: 'elevated',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\bhid(?:e|ing) my (?:wrists?|arms?|thighs?|legs?|scars|cuts|burns)\b`,
      String.raw`\b(?:thighs|arms|wrists|legs) are a mess\b`,
      String.raw`\b(?:blood|bloody tissues|bloody towels?) (?:on|in) my (?:sheets|sleeves|bed|towels?|clothes|tissues)\b${SAME_MESSAGE}{0,40}\b(?:lied|hid|hide|said it was)\b`,
    ],
    examples: {
      match: ['i hide my wrists under bracelets and hoodies so nobody asks', 'my thighs are a mess rn lol.'],
      pass: ['I hide my snacks from my roommates'],
    },
  },
]);
