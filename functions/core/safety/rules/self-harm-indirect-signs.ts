import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { BODY_PART, MYSELF, SAME_MESSAGE, SAME_SENTENCE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import { accidentsToABodyPart, PUNISHING_MYSELF_WITH_A_DIET } from './shared-exceptions';

/** Self-harm said sideways: a clean streak broken, blades out of a sharpener, marks hidden. */
export const selfHarmIndirectSignRules: readonly RiskRule[] = defineRules([
  {
    id: 'cut-again',
    idea: 'TODO',
    category: 'self_harm',
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
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'blades-and-razors',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmUrges,
    patterns: [
      String.raw`\b(?:blades?|razors?)\b${SAME_SENTENCE}{0,30}\b(?:out again|again|not for shaving|out of (?:my |the )?(?:pencil )?sharpener|hidden|stash)\b`,
      String.raw`\b(?:got|get|getting|took|take|taking) the blades? (?:out|back)\b`,
      String.raw`\bwant something sharper\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'tools-on-skin',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b(?:using|used|use|hold|held|press|pressed|rub|rubbed|rubbing|snap|snapped|snapping)\b (?:a |an |the |my )?(?:lighter|match|hot spoon|spoon|hot metal|cigarette|eraser|rubber band|hair tie)\b(?: \w+){0,4}? (?:on|against|to|into) (?:my|her|his) (?:\w+ )?${BODY_PART}\b`,
      String.raw`\b(?:sometimes|often|always|keep|i) burn my (?:\w+ )?${BODY_PART} with\b`,
      String.raw`\brubber band\b${SAME_SENTENCE}{0,30}\b(?:welts?|bleed|so hard)\b`,
      String.raw`\b${BODY_PART} (?:look|looks|are|is) like a barcode\b`,
    ],
    exceptions: [...accidentsToABodyPart],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'hitting-myself',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b(?:punch|punching|punched|hit|hitting|slap|slapping|slapped|scratch|scratching|claw|clawing)\b (?:my own|my) (?:\w+ )?(?:${BODY_PART}|head)\b${SAME_SENTENCE}{0,30}\b(?:till|until|til|with my fists?|so hard|purple|bruised|bleed|raw)\b`,
    ],
    exceptions: [...accidentsToABodyPart],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'deserving-pain',
    idea: 'TODO',
    category: 'self_harm',
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
      flags: [],
      passes: [],
    },
  },
  {
    id: 'marks-hidden',
    idea: 'TODO',
    category: 'self_harm',
    level: 'elevated',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\bhid(?:e|ing) my (?:wrists?|arms?|thighs?|legs?|scars|cuts|burns)\b`,
      String.raw`\b(?:thighs|arms|wrists|legs) are a mess\b`,
      String.raw`\b(?:blood|bloody tissues|bloody towels?) (?:on|in) my (?:sheets|sleeves|bed|towels?|clothes|tissues)\b${SAME_MESSAGE}{0,40}\b(?:lied|hid|hide|said it was)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
]);
