import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { KILL, MYSELF, SUICIDE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import {
  ENDING_IT_ALL_WITH_A_PARTY,
  KILLED_MYSELF_LAUGHING,
  NEARLY_KILLED_MYSELF_FALLING,
  suicideInMediaAndStudy,
} from './shared-exceptions';

/** Suicide said outright: killing oneself, ending one's life, the word itself. */
export const suicideExplicitRules: readonly RiskRule[] = defineRules([
  {
    id: 'kill-myself',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    patterns: [String.raw`(?<![a-hj-np-z])${KILL} ?${MYSELF}\b`],
    exceptions: [
      String.raw`\bk[i*]l+(?:s|ed|ing)? ${MYSELF} (?:at|with|over|for|on) (?:work|my job|this job|studying|study|the gym|training|overtime|this project|this deadline|exams?|school|homework|revision|practice|cardio|(?:this|these|my|the) (?:job|work|workouts?|training|project|deadline|exams?|studying|diet|class|course|schedule|shifts?|commute|renovation))\b`,
      String.raw`\bk[i*]l+(?:s|ed|ing)? ${MYSELF} (?:trying to|to (?:finish|meet|get|make|keep|pass|please))\b`,
      KILLED_MYSELF_LAUGHING,
      NEARLY_KILLED_MYSELF_FALLING,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'compact-hashtag',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    patterns: [
      String.raw`\bi?(?:want|wana|going|gona)(?:to)?(?:kil+my ?self|endmylife|endital+)\b`,
      String.raw`\bi?(?:want|wana)(?:to)?die\b`,
      String.raw`\bendmylife\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'unalive',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    patterns: [String.raw`\bun ?aliv(?:e|ing|ed) (?:${MYSELF}|me)\b`],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'unalive-mentioned',
    idea: 'TODO',
    category: 'suicide',
    level: 'elevated',
    reason: riskReasons.suicideMentioned,
    about: 'subject',
    patterns: [String.raw`\bun ?aliv(?:e|ing|ed)\b`],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'off-myself',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:to|will|just|should|might|could|i|going|about|got) off(?:ing)? ${MYSELF}\b`,
      String.raw`\boffing ${MYSELF}\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'end-my-life',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\bend(?:ing|ed|s)? (?:it all|my (?:own )?life|my existence|my own existence)\b`,
      String.raw`\btak(?:e|ing|en) my (?:own )?life\b`,
      String.raw`\bcommit(?:ting)? (?:sudoku|seppuku|toaster bath|neck rope)\b`,
    ],
    exceptions: [
      ENDING_IT_ALL_WITH_A_PARTY,
      String.raw`\btak(?:e|ing) my (?:own )?life (?:back|in (?:a|my) (?:new|different)|into my own hands|seriously|to the next level|more seriously)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'suicide-intent',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\b(?:commit|committing|attempt|attempting|attempted|try|trying|tried|thinking about|thinking of|thought about|thought of|think about|contemplating|considering|planning|plan on|researching|googling|obsessed with|fantasi[sz]ing about|dreaming about|close to)(?: \w+){0,2}? ${SUICIDE}\b`,
    ],
    exceptions: [...suicideInMediaAndStudy],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'feeling-suicidal',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicidalThoughts,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\b(?:am|feel|feels|felt|feeling|been|get|gets|getting|was|become|becoming|is|are|seems?)(?: \w+){0,2}? suicidal\b`,
      String.raw`\bsuicidal (?:thoughts?|ideation|feelings?|urges?|thinking|impulses?|episodes?|crisis|tendencies|plans?|again)\b`,
    ],
    exceptions: [...suicideInMediaAndStudy],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'suicide-mentioned',
    idea: 'TODO',
    category: 'suicide',
    level: 'elevated',
    reason: riskReasons.suicideMentioned,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [String.raw`\b${SUICIDE}\b`],
    exceptions: [...suicideInMediaAndStudy],
    examples: {
      flags: [],
      passes: [],
    },
  },
]);
