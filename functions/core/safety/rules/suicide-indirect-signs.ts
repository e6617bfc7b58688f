import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { MYSELF, SAME_MESSAGE, SAME_SENTENCE } from './fragments';
import { anyOf, defineRules, fragment, type RiskRule } from './risk-rule';
import {
  AWAY_FOR_A_WHILE,
  BAD_DREAMS,
  GIVING_THINGS_TO_CHARITY,
  JUMPING_INTO_WATER,
  overdoseAsWorkOrExcess,
} from './shared-exceptions';

const HEIGHT_OR_TRAFFIC = fragment(
  'HEIGHT_OR_TRAFFIC',
  anyOf(
    'platform',
    'train',
    'express',
    'tracks',
    'bridge',
    'railing',
    'roof',
    'rooftop',
    'ledge',
    'building',
    'balcony',
    'cliff',
    'parking garage',
    'car park',
    'overpass',
    'window',
    'traffic',
    'bus',
    'lorry',
    'truck',
  ),
);
const LOVED_ONE = fragment(
  'LOVED_ONE',
  anyOf(
    'her',
    'him',
    'them',
    'my (?:mom|mum|mother|dad|father|husband|wife|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|partner|baby|best friend|friend)',
  ),
);

/** Suicide said sideways: heights and trains, a hose and a garage, a date that feels right. */
export const suicideIndirectSignRules: readonly RiskRule[] = defineRules([
  {
    id: 'heights-and-trains',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
    patterns: [
      String.raw`\b(?:step|stepping|jump|jumping|throw ${MYSELF}|fall|falling|leap|leaping|let ${MYSELF} fall|walk|walking)\b (?:off|from|in front of|onto|under|into)\b${SAME_SENTENCE}{0,30}\b${HEIGHT_OR_TRAFFIC}\b`,
      String.raw`\b(?:which|what) floor\b${SAME_SENTENCE}{0,40}\bhigh enough\b`,
      String.raw`\bhigh enough to (?:die|kill|not survive|end it)\b`,
      String.raw`\b(?:railing|ledge|edge of the roof)\b${SAME_MESSAGE}{0,80}\blook(?:ing)? (?:down|over)\b`,
    ],
    exceptions: [BAD_DREAMS, JUMPING_INTO_WATER],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'driving-off',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:letting go of|let go of|take my hands off) the (?:steering )?wheel\b`,
      String.raw`\b(?:think|thinking|thought) about (?:driving|swerving|crashing|steering) (?:off|into|my car into)\b`,
      String.raw`\bnot turning\b${SAME_SENTENCE}{0,20}\b(?:at|on) the (?:curve|bend|corner)\b`,
      String.raw`\b(?:at|on) the (?:curve|bend|corner)\b${SAME_SENTENCE}{0,40}\bnot turning\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'researching-a-method',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bbleed(?:ing)? out\b`,
      String.raw`\b(?:searched|googled|looked up|researching|researched|reading about|read about|looking up|look up)\b${SAME_SENTENCE}{0,40}\b(?:lethal|fatal|painless(?:ly)?|high enough|to die|overdose|how to do it)\b`,
    ],
    exceptions: [...overdoseAsWorkOrExcess],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'tying-up-loose-ends',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\bso (?:nobody|no one|they|my family|people|my (?:mom|mum|dad|parents|kids|wife|husband)) (?:has|have|will have|does not have|do not have|will not have|would not have) to (?:deal with|sort|clean up|worry about|handle|find|pay for)\b${SAME_MESSAGE}{0,40}\b(?:after|afterwards|when i am gone|later)\b`,
      String.raw`\b(?:giving|gave|give)\b${SAME_SENTENCE}{0,30}\b(?:clothes|things|stuff|books|games|jewelry|jewellery|belongings)\b${SAME_SENTENCE}{0,40}\b(?:will not|am not going to|would not|do not) need (?:them|it|these|those)\b`,
      String.raw`\b(?:wrote|written|finished|writing) (?:the |my )?(?:letters|notes)\b${SAME_MESSAGE}{0,40}\bone for (?:mum|mom|dad|my \w+|\w+)\b`,
      String.raw`\b(?:actually|really|a real|my final|my last) goodbye\b`,
      String.raw`\bsaying (?:goodbye|bye) to (?:people|everyone|everybody)\b${SAME_SENTENCE}{0,40}\bwithout (?:them|anyone) knowing\b`,
    ],
    exceptions: [GIVING_THINGS_TO_CHARITY],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'last-words-then-silence',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
    patterns: [
      String.raw`\b(?:sorry for everything|take care of (?:your|my|the) (?:brother|sister|kids|mom|mum|dad|children|dog|cat|baby))\b${SAME_MESSAGE}{0,80}\b(?:phone is off|not answering|can not reach|will not answer|is not picking up|no answer|not picking up)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'a-date-set',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\btonight is (?:it|the night)\b`,
      String.raw`\b(?:waiting|wait) for the right (?:night|day|time|moment)\b`,
      String.raw`\bdo it on (?:the|my|his|her) (?:anniversary|birthday)\b`,
      String.raw`\b(?:do not|am not|not) plan(?:ning)? on be(?:ing)? (?:around|here|alive)\b`,
      String.raw`\b(?:will not|won t) be (?:around|here|alive) (?:for|by|at|on|next)\b`,
      String.raw`\b(?:once|after|when)\b${SAME_MESSAGE}{0,40}\b(?:is over|is done|passes|are over|is through)\b${SAME_MESSAGE}{0,15}\bi am done\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'joining-the-dead',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.wantingToDie,
    about: 'subject',
    patterns: [
      String.raw`\bjoin ${LOVED_ONE} (?:soon|in heaven|up there|on the other side|there|again)\b`,
      String.raw`\bgo (?:to )?be with ${LOVED_ONE}\b${SAME_MESSAGE}{0,60}\b(?:died|passed|gone|dead|heaven|soon)\b`,
      String.raw`\b(?:sleep|go to sleep) forever\b`,
      String.raw`\bso i (?:do not|would not|will not) have to do it ${MYSELF}\b`,
      String.raw`\bs word (?:thoughts?|ideas?|again)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'gone-and-nobody-minds',
    idea: 'TODO',
    category: 'suicide',
    level: 'elevated',
    reason: riskReasons.feelingABurden,
    about: 'subject',
    patterns: [
      String.raw`\bif i (?:am|was|were) not (?:here|around|alive) (?:anymore|any more|no more)\b`,
      String.raw`\bif i (?:disappeared|vanished|died|was gone|were gone) (?:for good|forever)\b`,
      String.raw`\b(?:better off) with (?:the )?\w+(?: \w+){0,3} than with me\b`,
      String.raw`\blife insurance\b${SAME_MESSAGE}{0,60}\b(?:better off|pay (?:out|off) the|if i (?:die|died|was gone))\b`,
      String.raw`\b(?:wants?|wanted|wishes|wished) to (?:disappear|vanish) (?:forever|for good|permanently)\b`,
    ],
    exceptions: [AWAY_FOR_A_WHILE],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'means-kept-ready',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:pills|tablets|meds|rope|gun|blade|razor)\b${SAME_SENTENCE}{0,10}\b(?:ready|waiting|set aside|lined up)\b`,
      String.raw`\b(?:bought|got|have) the rope\b`,
      String.raw`\b(?:gun|shotgun|rifle|pistol|firearm)\b${SAME_MESSAGE}{0,100}\b(?:for me|on myself|code to the safe|combination to the safe|where (?:he|she|they) keeps? the key)\b`,
      String.raw`\bhose\b${SAME_MESSAGE}{0,60}\b(?:exhaust|house to be empty|garage)\b`,
      String.raw`\b(?:garage|exhaust)\b${SAME_MESSAGE}{0,60}\bhose\b${SAME_MESSAGE}{0,40}\b(?:empty|alone|tonight)\b`,
      String.raw`\bif i go\b${SAME_MESSAGE}{0,80}\b(?:kids|children|baby|son|daughter)\b${SAME_MESSAGE}{0,60}\b(?:with me|coming with)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
]);
