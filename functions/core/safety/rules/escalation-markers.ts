import { SAME_SENTENCE } from './fragments';
import { type CompiledPatternRule, compilePatternRules, fragment, type PatternRule } from './pattern-rule';

/**
 * Words that make a risk more urgent when they sit in the same message as a risk match, never a risk
 * on their own: "i have a plan" or "tonight" are everyday words until the message also carries a risk.
 * Any marker raises high to imminent; 'means' ("i have the pills") and 'plan' ("i picked a date") also
 * raise elevated to high, and any marker raises a worry about someone else to high.
 */
export interface EscalationMarkerDefinition extends PatternRule {
  kind: 'timing' | 'means' | 'plan';
  /** None: a marker only raises a risk something else found, and is found anywhere in the message. */
  exceptions?: never;
}

/** A marker ready to run; its `pattern` is found anywhere in the normalised message (`search`). */
export type EscalationMarker = CompiledPatternRule<EscalationMarkerDefinition>;

const MEANS = fragment(
  'MEANS',
  `(?:gun|guns|pistol|rifle|shotgun|firearm|ammo|bullets|rope|noose|pills|tablets|meds|razor|razors|blade|blades|knife|knives|poison|bleach|antifreeze|cord|belt|ladder|charcoal)`,
);
const GETTING = fragment(
  'GETTING',
  `(?:have|got|get|getting|grab|grabbing|take|taking|bought|buy|buying|own|purchased|ordered|found|stole|loaded|sharpened|collected|saved|stockpiled|tied)`,
);
const HOUSEHOLD = String.raw`my (?:\w+ )?(?:parents|family|wife|husband|partner|roommates?|mom|dad)`;

const markerDefinitions: readonly EscalationMarkerDefinition[] = [
  {
    id: 'timing',
    kind: 'timing',
    patterns: [
      String.raw`\b(?:tonight|right now)\b`,
      String.raw`\b(?:in|within) (?:an|a few|the next|a couple of|a couple|one|two|\d+) (?:hour|hours|minutes|mins)\b`,
      String.raw`\bwhen (?:everyone|everybody|they|${HOUSEHOLD}) (?:is |are |goes |go |falls |fall )?(?:asleep|to sleep|to bed|leaves?|out)\b`,
      String.raw`\bbefore (?:morning|sunrise|the sun comes up)\b`,
      String.raw`\b(?:do|doing|end|ending) it (?:all )?(?:today|tomorrow|this weekend|soon|now)\b`,
    ],
    examples: {
      match: ["I'm going to do it tonight", 'in a few hours it will be over', 'when my parents are asleep'],
      pass: ['I could not sleep last night', 'we are ending it with a party'],
    },
  },
  {
    id: 'plan',
    kind: 'plan',
    patterns: [
      String.raw`\b(?:i have a plan|i made a plan|i have made a plan|my plan is|i have it (?:all )?planned)\b`,
      String.raw`\bi planned (?:it|it all|everything|how|when|the date)\b`,
      String.raw`\bi (?:have )?(?:set|picked|chose|chosen) (?:a|the) (?:date|day|time|place|spot|bridge|method)\b`,
      String.raw`\bi know (?:exactly )?(?:how|when|where) i (?:am going to|will|would) do it\b`,
      String.raw`\b(?:this is (?:my )?goodbye|my (?:last|final) message)\b`,
      String.raw`\b(?:wrote|written|left) (?:the|a|my) (?:suicide )?note\b`,
    ],
    examples: {
      match: ['I have a plan', 'I picked a date', 'this is my goodbye', 'I wrote the note'],
      pass: ['we planned a picnic', 'my notes from class', 'she has a plan'],
    },
  },
  {
    id: 'means-at-hand',
    kind: 'means',
    patterns: [
      String.raw`\bi (?:am |will |am going to |have )?${GETTING}\b${SAME_SENTENCE}{0,20}?\b${MEANS}\b`,
      String.raw`\b(?:loaded|cocked) (?:the|a|my) (?:gun|pistol|rifle|shotgun)\b`,
      String.raw`\b(?:gun|pistol|rifle) is loaded\b`,
      String.raw`\b${MEANS} (?:is |are )?(?:ready|in my hand|in my hands|in front of me|next to me|beside me|lined up|counted out|on the table)\b`,
      String.raw`\b(?:standing|sitting|stood|sat) on (?:the|a) (?:edge|ledge|bridge|roof|rooftop|railing|balcony)\b`,
      String.raw`\b(?:tied|made) (?:a|the) noose\b`,
    ],
    examples: {
      match: ['I have the pills', 'I bought a rope', 'the gun is loaded', 'I am standing on the bridge'],
      pass: ['I took the dog for a walk', 'the bridge is closed for repairs'],
    },
  },
];

export const escalationMarkers: readonly EscalationMarker[] = compilePatternRules(markerDefinitions);
