import { riskReasons } from './risk-reasons';
import {
  anyOf,
  BODY_PART,
  MYSELF,
  pattern,
  type RiskRule,
  SAME_MESSAGE,
  SAME_SENTENCE,
} from './rule-fragments';

/**
 * Suicide and self-harm said sideways: heights and trains, a hose and a garage, a date that
 * "feels right", joining someone who died, a clean streak broken, a blade taken out of a
 * sharpener. These come from long journal entries and texting-style messages, so some look
 * across sentences of one message (NEAR) where the first rules stayed inside one sentence.
 */
const S = SAME_SENTENCE;
const NEAR = SAME_MESSAGE;
const HEIGHT_OR_TRAFFIC = anyOf(
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
);
const LOVED_ONE = anyOf(
  'her',
  'him',
  'them',
  'my (?:mom|mum|mother|dad|father|husband|wife|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|partner|baby|best friend|friend)',
);

export const indirectSignRules: readonly RiskRule[] = [
  {
    id: 'heights-and-trains',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:step|stepping|jump|jumping|throw ${MYSELF}|fall|falling|leap|leaping|let ${MYSELF} fall|walk|walking)\b (?:off|from|in front of|onto|under|into)\b${S}{0,30}\b${HEIGHT_OR_TRAFFIC}\b|\b(?:which|what) floor\b${S}{0,40}\bhigh enough\b|\bhigh enough to (?:die|kill|not survive|end it)\b|\b(?:railing|ledge|edge of the roof)\b${NEAR}{0,80}\blook(?:ing)? (?:down|over)\b`,
    ),
    reason: riskReasons.suicideMeans,
    whenNegated: 'downgrade',
  },
  {
    id: 'driving-off',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:letting go of|let go of|take my hands off) the (?:steering )?wheel\b|\b(?:think|thinking|thought) about (?:driving|swerving|crashing|steering) (?:off|into|my car into)\b|\bnot turning\b${S}{0,20}\b(?:at|on) the (?:curve|bend|corner)\b|\b(?:at|on) the (?:curve|bend|corner)\b${S}{0,40}\bnot turning\b`,
    ),
    reason: riskReasons.suicideMeans,
  },
  {
    id: 'researching-a-method',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\bbleed(?:ing)? out\b|\b(?:searched|googled|looked up|researching|researched|reading about|read about|looking up|look up)\b${S}{0,40}\b(?:lethal|fatal|painless(?:ly)?|high enough|to die|overdose|how to do it)\b`,
    ),
    reason: riskReasons.suicideMeans,
  },
  {
    id: 'affairs-in-order',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\bso (?:nobody|no one|they|my family|people|my (?:mom|mum|dad|parents|kids|wife|husband)) (?:has|have|will have|does not have|do not have|will not have|would not have) to (?:deal with|sort|clean up|worry about|handle|find|pay for)\b${NEAR}{0,40}\b(?:after|afterwards|when i am gone|later)\b|\b(?:giving|gave|give)\b${S}{0,30}\b(?:clothes|things|stuff|books|games|jewelry|jewellery|belongings)\b${S}{0,40}\b(?:will not|am not going to|would not|do not) need (?:them|it|these|those)\b|\b(?:wrote|written|finished|writing) (?:the |my )?(?:letters|notes)\b${NEAR}{0,40}\bone for (?:mum|mom|dad|my \w+|\w+)\b|\b(?:actually|really|a real|my final|my last) goodbye\b|\bsaying (?:goodbye|bye) to (?:people|everyone|everybody)\b${S}{0,40}\bwithout (?:them|anyone) knowing\b`,
    ),
    reason: riskReasons.preparingToDie,
  },
  {
    id: 'last-words-then-silence',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:sorry for everything|take care of (?:your|my|the) (?:brother|sister|kids|mom|mum|dad|children|dog|cat|baby))\b${NEAR}{0,80}\b(?:phone is off|not answering|can not reach|will not answer|is not picking up|no answer|not picking up)\b`,
    ),
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
  },
  {
    id: 'a-date-set',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\btonight is (?:it|the night)\b|\b(?:waiting|wait) for the right (?:night|day|time|moment)\b|\bdo it on (?:the|my|his|her) (?:anniversary|birthday)\b|\b(?:do not|am not|not) plan(?:ning)? on be(?:ing)? (?:around|here|alive)\b|\b(?:will not|won t) be (?:around|here|alive) (?:for|by|at|on|next)\b|\b(?:once|after|when)\b${NEAR}{0,40}\b(?:is over|is done|passes|are over|is through)\b${NEAR}{0,15}\bi am done\b`,
    ),
    reason: riskReasons.wantingToDie,
  },
  {
    id: 'joining-the-dead',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\bjoin ${LOVED_ONE} (?:soon|in heaven|up there|on the other side|there|again)\b|\bgo (?:to )?be with ${LOVED_ONE}\b${NEAR}{0,60}\b(?:died|passed|gone|dead|heaven|soon)\b|\b(?:sleep|go to sleep) forever\b|\bso i (?:do not|would not|will not) have to do it ${MYSELF}\b|\bs word (?:thoughts?|ideas?|again)\b`,
    ),
    reason: riskReasons.wantingToDie,
    about: 'subject',
  },
  {
    id: 'gone-and-nobody-minds',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\bif i (?:am|was|were) not (?:here|around|alive) (?:anymore|any more|no more)\b|\bif i (?:disappeared|vanished|died|was gone|were gone) (?:for good|forever)\b|\b(?:better off) with (?:the )?\w+(?: \w+){0,3} than with me\b|\blife insurance\b${NEAR}{0,60}\b(?:better off|pay (?:out|off) the|if i (?:die|died|was gone))\b|\b(?:wants?|wanted|wishes|wished) to (?:disappear|vanish) (?:forever|for good|permanently)\b`,
    ),
    reason: riskReasons.feelingABurden,
    about: 'subject',
  },
  {
    id: 'means-kept-ready',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:pills|tablets|meds|rope|gun|blade|razor)\b${S}{0,10}\b(?:ready|waiting|set aside|lined up)\b|\b(?:bought|got|have) the rope\b|\b(?:gun|shotgun|rifle|pistol|firearm)\b${NEAR}{0,100}\b(?:for me|on myself|code to the safe|combination to the safe|where (?:he|she|they) keeps? the key)\b|\bhose\b${NEAR}{0,60}\b(?:exhaust|house to be empty|garage)\b|\b(?:garage|exhaust)\b${NEAR}{0,60}\bhose\b${NEAR}{0,40}\b(?:empty|alone|tonight)\b|\bif i go\b${NEAR}{0,80}\b(?:kids|children|baby|son|daughter)\b${NEAR}{0,60}\b(?:with me|coming with)\b`,
    ),
    reason: riskReasons.suicideMeans,
  },

  // Self-harm.
  {
    id: 'cut-again',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:i |and |relapsed and |relapsed |then )(?:cut|burned|burnt)(?: again)?(?= *(?:$|[.!?,;\n]|last night|tonight|today|this morning))|\bcut again\b|\brelaps(?:e|ed|ing)\b${NEAR}{0,60}\b(?:cut|cuts|burned)\b|\bi am going to (?:cut|burn)(?= *(?:$|[.!?,;\n]|tonight|today|again|later|soon))|\bsince i (?:last )?(?:cut|burned|self harmed|hurt ${MYSELF})\b|\b(?:cutting|sh|self harm) (?:clean )?streak\b`,
    ),
    reason: riskReasons.selfHarmActs,
    about: 'subject',
  },
  {
    id: 'blades-and-razors',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:blades?|razors?)\b${S}{0,30}\b(?:out again|again|not for shaving|out of (?:my |the )?(?:pencil )?sharpener|hidden|stash)\b|\b(?:got|get|getting|took|take|taking) the blades? (?:out|back)\b|\bwant something sharper\b`,
    ),
    reason: riskReasons.selfHarmUrges,
  },
  {
    id: 'tools-on-skin',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:using|used|use|hold|held|press|pressed|rub|rubbed|rubbing|snap|snapped|snapping)\b (?:a |an |the |my )?(?:lighter|match|hot spoon|spoon|hot metal|cigarette|eraser|rubber band|hair tie)\b(?: \w+){0,4}? (?:on|against|to|into) (?:my|her|his) (?:\w+ )?${BODY_PART}\b|\b(?:sometimes|often|always|keep|i) burn my (?:\w+ )?${BODY_PART} with\b|\brubber band\b${S}{0,30}\b(?:welts?|bleed|so hard)\b|\b${BODY_PART} (?:look|looks|are|is) like a barcode\b`,
    ),
    reason: riskReasons.selfHarmActs,
  },
  {
    id: 'hitting-myself',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:punch|punching|punched|hit|hitting|slap|slapping|slapped|scratch|scratching|claw|clawing)\b (?:my own|my) (?:\w+ )?(?:${BODY_PART}|head)\b${S}{0,30}\b(?:till|until|til|with my fists?|so hard|purple|bruised|bleed|raw)\b`,
    ),
    reason: riskReasons.selfHarmActs,
  },
  {
    id: 'deserving-pain',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\bi deserve (?:to hurt|every (?:mark|cut|scar|bruise|burn)|the (?:pain|scars|cuts|marks))\b|\b(?:want|need) to punish my (?:body|self)\b|\b(?:need|want|crave) to feel (?:the )?pain\b|\bneed to feel it\b${NEAR}{0,20}\bpain\b|\bpain\b${S}{0,10}\b(?:is )?(?:the )?only (?:real )?thing\b`,
    ),
    reason: riskReasons.selfHarmUrges,
  },
  {
    id: 'marks-hidden',
    category: 'self_harm',
    level: 'elevated',
    pattern: pattern(
      String.raw`\bhid(?:e|ing) my (?:wrists?|arms?|thighs?|legs?|scars|cuts|burns)\b|\b(?:thighs|arms|wrists|legs) are a mess\b|\b(?:blood|bloody tissues|bloody towels?) (?:on|in) my (?:sheets|sleeves|bed|towels?|clothes|tissues)\b${NEAR}{0,40}\b(?:lied|hid|hide|said it was)\b`,
    ),
    reason: riskReasons.selfHarmActs,
  },
];
