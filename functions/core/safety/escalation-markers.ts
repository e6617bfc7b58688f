import { type EscalationMarker, pattern, SAME_SENTENCE } from './rule-fragments';

const S = SAME_SENTENCE;
const MEANS = `(?:gun|guns|pistol|rifle|shotgun|firearm|ammo|bullets|rope|noose|pills|tablets|meds|razor|razors|blade|blades|knife|knives|poison|bleach|antifreeze|cord|belt|ladder|charcoal)`;

/**
 * Words that make a risk in the same message more urgent. They never flag a message on their own:
 * "i have a plan" or "tonight" are everyday words until the message also carries a risk.
 */
export const escalationMarkers: readonly EscalationMarker[] = [
  {
    id: 'timing',
    kind: 'timing',
    pattern: pattern(
      String.raw`\b(?:tonight|right now|(?:in|within) (?:an|a few|the next|a couple of|a couple|one|two|\d+) (?:hour|hours|minutes|mins)|when (?:everyone|everybody|they|my (?:\w+ )?(?:parents|family|wife|husband|partner|roommates?|mom|dad)) (?:is |are |goes |go |falls |fall )?(?:asleep|to sleep|to bed|leaves?|out)|before (?:morning|sunrise|the sun comes up)|(?:do|doing|end|ending) it (?:all )?(?:today|tomorrow|this weekend|soon|now))\b`,
    ),
  },
  {
    id: 'plan',
    kind: 'plan',
    pattern: pattern(
      String.raw`\b(?:i have a plan|i made a plan|i have made a plan|my plan is|i have it (?:all )?planned|i planned (?:it|it all|everything|how|when|the date)|i (?:have )?(?:set|picked|chose|chosen) (?:a|the) (?:date|day|time|place|spot|bridge|method)|i know (?:exactly )?(?:how|when|where) i (?:am going to|will|would) do it|this is (?:my )?goodbye|my (?:last|final) message|(?:wrote|written|left) (?:the|a|my) (?:suicide )?note)\b`,
    ),
  },
  {
    id: 'means-at-hand',
    kind: 'means',
    pattern: pattern(
      String.raw`\bi (?:am |will |am going to |have )?(?:have|got|get|getting|grab|grabbing|take|taking|bought|buy|buying|own|purchased|ordered|found|stole|loaded|sharpened|collected|saved|stockpiled|tied)\b${S}{0,20}?\b${MEANS}\b|\b(?:loaded|cocked) (?:the|a|my) (?:gun|pistol|rifle|shotgun)\b|\b(?:gun|pistol|rifle) is loaded\b|\b${MEANS} (?:is |are )?(?:ready|in my hand|in my hands|in front of me|next to me|beside me|lined up|counted out|on the table)\b|\b(?:standing|sitting|stood|sat) on (?:the|a) (?:edge|ledge|bridge|roof|rooftop|railing|balcony)\b|\b(?:tied|made) (?:a|the) noose\b`,
    ),
  },
];
