import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { BODY_PART, MYSELF, SAME_SENTENCE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import { accidentsToABodyPart } from './shared-exceptions';

/** Self-harm told through its marks, methods and relapses rather than its name. */
export const selfHarmWarningSignRules: readonly RiskRule[] = defineRules([
  {
    id: 'sh-abbreviation',
    idea: 'TODO',
    category: 'self_harm',
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
      flags: [],
      passes: [],
    },
  },
  {
    id: 'urge-to-cut',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmUrges,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:urges?|need|craving|itch) to (?:cut|burn|bleed|hurt ${MYSELF}|self ?harm)(?= *(?:$|[.!?,;\n]|is|are|was|were|has|have|again|so|and|but|right|tonight|today|really|keeps?|will))`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'marks-on-the-body',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b(?:carved|carve|carving|cut|cutting|sliced|slicing|scratched|scratching|etched|burned|burnt|burning)\b(?: \w+){0,4}? (?:into|in|on) (?:my|her|his|their) (?:\w+ )?${BODY_PART}\b${SAME_SENTENCE}{0,30}\b(?:with|using) (?:a |the |my )?(?:blade|razor|knife|lighter|compass|glass|scissors|pencil sharpener)\b`,
      String.raw`\b(?:carved|carving|etched) (?:\w+ ){0,3}(?:into|in) my (?:\w+ )?${BODY_PART}\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'hurt-on-purpose',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      // Only the words "on purpose" are the match, so an accident idiom ("burned myself with the
      // iron") that overlaps the act cannot excuse it.
      String.raw`(?<=\b(?:burned|burnt|burn|cut|hit|punched|punch|scalded|scald|hurt|bruised|broke|smashed|banged|poured|held|pressed|stubbed|put|dug|slammed)\b(?: \w+){0,6}? (?:${MYSELF}|my (?:\w+ )?${BODY_PART}|my head)\b(?: \w+){0,6}? )(?:on purpose|deliberately|intentionally)\b`,
      String.raw`\bso (?:i would|i could|it would|that i would|that it would) (?:break|hurt|injure|bruise|burn|bleed|scar)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'cigarettes-on-skin',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:put|putting|stub|stubbed|stubbing|pressed|pressing) (?:a |my |the )?(?:cigarettes?|lighter|match(?:es)?|hot (?:knife|spoon|metal))(?: out)? (?:on|into|against) (?:my|her|his) (?:\w+ )?${BODY_PART}\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'wounds-kept-open',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:re ?open(?:ing|ed|s)?|pick(?:ing|ed)?(?: at)?|tear(?:ing)? open|rip(?:ping)? open) (?:my |the |her |his )?(?:wounds?|cuts?|scabs?|scars?|stitches)\b${SAME_SENTENCE}{0,40}\b(?:heal|deserve|on purpose|again|bleed)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'cut-deeper',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\bcut (?:deeper|deep|too deep|so deep)\b(?! (?:into|than that|cuts|cut))`,
      String.raw`\bcut\b${SAME_SENTENCE}{0,40}\b(?:needed|need|probably needed|should have gotten|should have had) stitches\b`,
    ],
    exceptions: [...accidentsToABodyPart],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'head-banging',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b(?:smash|smashing|smashed|bang|banging|banged|hit|hitting|slam|slamming|slammed) my head (?:on|against|into) (?:the )?(?:floor|ground|door|doorframe|mirror|desk|table|concrete|tiles)\b`,
      String.raw`\b(?:smash|smashing|smashed|bang|banging|banged|hit|hitting|slam|slamming|slammed) my head (?:on|against|into) (?:the |a )?walls?\b${SAME_SENTENCE}{0,40}\b(?:until|till|til|bleed|bled|bleeds|bruise|concuss|so hard|on purpose|when i get|whenever|every time|to feel)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'clean-from-self-harm',
    idea: 'TODO',
    category: 'self_harm',
    level: 'elevated',
    reason: riskReasons.selfHarmUrges,
    about: 'subject',
    patterns: [
      String.raw`\b(?:clean|free) (?:from|of) (?:cutting|burning|self ?harm(?:ing)?)\b`,
      String.raw`\brelaps(?:e|ed|ing)\b${SAME_SENTENCE}{0,30}\b(?:cutting|cut|burning|self ?harm(?:ing)?|sh)\b`,
      String.raw`\b(?:cutting|self ?harm(?:ing)?|burning)\b${SAME_SENTENCE}{0,40}\brelaps(?:e|ed|ing)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'starving-as-punishment',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    patterns: [
      String.raw`\b(?:do not|did not|never) deserve (?:to eat|food|meals?|to be fed|dinner|lunch|breakfast)\b`,
      String.raw`\b(?:purge|purging|purged|throw up|throwing up|make ${MYSELF} (?:sick|throw up))\b${SAME_SENTENCE}{0,40}\b(?:hate ${MYSELF}|deserve|punish|disgusting)\b`,
      String.raw`\bpurg(?:e|ing) after (?:every|each) meal\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'hidden-scars',
    idea: 'TODO',
    category: 'self_harm',
    level: 'elevated',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:long sleeves|bracelets|bandages?|jeans|hoodies?|makeup)\b${SAME_SENTENCE}{0,40}\b(?:nobody|no one|anyone|people|they|my \w+) (?:can |will |would )?(?:sees?|notices?|finds?|asks? about)\b${SAME_SENTENCE}{0,20}\b(?:scars|cuts|burns|marks|wounds|bruises)\b`,
      String.raw`\b(?:hide|hiding|hid|cover|covering|covered)\b${SAME_SENTENCE}{0,25}\b(?:scars|cuts|burns|wounds) on (?:my|her|his) (?:\w+ )?${BODY_PART}\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'fresh-cuts',
    idea: 'TODO',
    category: 'self_harm',
    level: 'elevated',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:fresh|new|deep) (?:cuts|burns|wounds|scratches)\b${SAME_SENTENCE}{0,20}\b(?:on|over|across|up) (?:my|her|his|their) (?:\w+ )?${BODY_PART}\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'cutting-again',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmActs,
    about: 'subject',
    patterns: [
      String.raw`\b(?:is|are|am|was|were|been|keeps?|kept|started|starting|began) (?:cutting|self ?harming|burning (?:${MYSELF}|herself|himself|themselves)) (?:again|more|a lot|every (?:day|night))\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'wanting-to-bleed',
    idea: 'TODO',
    category: 'self_harm',
    level: 'high',
    reason: riskReasons.selfHarmUrges,
    patterns: [
      String.raw`\b(?:see|watch|make|let) ${MYSELF} bleed\b`,
      String.raw`\b(?:want|need|crave|like) to (?:see|watch|feel) (?:myself |me )?(?:bleed|bleeding)\b`,
      String.raw`\b(?:until|till|til) (?:it|they|my skin|the skin) (?:was |were |is )?(?:blister(?:s|ed)?|bled|bleeds|bleeding|raw|burned|broke)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
]);
