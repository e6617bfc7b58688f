import { riskReasons } from './risk-reasons';
import { BODY_PART, KILL, MYSELF, pattern, type RiskRule, SAME_SENTENCE } from './rule-fragments';

/**
 * Warning signs that name no act outright: preparation (giving things away, goodbye letters, a
 * rope, stockpiled pills), self-harm described by its marks and its methods rather than its name,
 * and violence told through weapons, targets and revenge. Written from a second, independent
 * phrase set after the first rules missed these shapes; broad on purpose, because a missed risk
 * costs more than a gentle check-in that was not needed.
 */
const S = SAME_SENTENCE;

export const warningSignRules: readonly RiskRule[] = [
  // Suicide: preparing, and saying so without the word.
  {
    id: 'giving-things-away',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:giving|gave|give|given) (?:all |most )?(?:of )?(?:my|our) (?:things|stuff|belongings|possessions|valuables|clothes|books|pets?|cat|dog|plants)(?: \w+){0,2} away\b${S}{0,60}\b(?:nobody|no one|anyone|will not need|do not need|not need|after i|when i am gone|sort through|deal with)\b`,
    ),
    reason: riskReasons.preparingToDie,
  },
  {
    id: 'goodbye-letters',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:wrote|written|writing|write|left|leaving|finished|drafted|drafting|sent|sending) (?:my |a |the |some )?(?:goodbye|farewell|last|final) (?:letters?|notes?|messages?|texts?|emails?|videos?|posts?)\b(?! (?:to|for) (?:my |the |a |our )?(?:team|coworkers?|colleagues?|class|students?|job|boss|company|office|old|ex|former))`,
    ),
    reason: riskReasons.preparingToDie,
    about: 'subject',
  },
  {
    id: 'someone-sent-a-goodbye',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:sent|texted|messaged|posted|left|wrote|emailed) (?:me|us|everyone|everybody|her family|his family) (?:a |an |this |some )?(?:weird |strange |long |scary )?(?:goodbye|farewell|final|last) (?:message|text|letter|note|post|email|video|voicemail)\b`,
    ),
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
  },
  {
    id: 'rope-or-noose-to-use',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\bnoose\b|\b(?:bought|buy|buying|got|have|found|tied|tie|tying|hung|hanging)\b${S}{0,12}\brope\b${S}{0,60}\b(?:use it|hang|beam|ceiling|rafters?|tree|closet rod|myself|tonight|where i|know where|neck)\b`,
    ),
    reason: riskReasons.suicideMeans,
  },
  {
    id: 'weapon-on-myself',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:use|using|used|turn|turning|point|pointing|pointed|put|putting) (?:it|the gun|a gun|his gun|her gun|my gun|the knife|a knife|that|them|those|the pills) (?:on|against|to) (?:${MYSELF}|my (?:head|chest|throat|neck|wrists?))\b`,
    ),
    reason: riskReasons.suicideMeans,
  },
  {
    id: 'pills-gathered',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:stockpil(?:e|es|ed|ing)|hoard(?:ed|ing)?|sav(?:e|ed|ing)(?: up)?|collect(?:ed|ing)|count(?:ed|ing)(?: out)?)\b${S}{0,25}\b(?:pills|tablets|meds|medication|medications|medicine|antidepressants|painkillers|sleeping pills|them)\b|\b(?:pills|tablets|meds|painkillers) (?:counted|lined up|laid out|saved up|stockpiled)\b|\b(?:swallow|take|down|eat) (?:all|everything|every pill|the whole (?:bottle|box|pack|packet)|a whole (?:bottle|box|pack|packet))\b${S}{0,30}\b(?:cabinet|cupboard|pills|tablets|meds|medicine|bottle|box|pack|packet)\b`,
    ),
    reason: riskReasons.suicideMeans,
    about: 'subject',
  },
  {
    id: 'end-things',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:tonight|today|tomorrow|this weekend|soon) (?:is|will be) (?:the (?:night|day)|when) (?:i|it)\b${S}{0,20}\b(?:end|ends|do it|finish|go)\b|\b(?:finish|end|stop) my (?:life|existence)\b|\bi (?:will|am going to|want to|plan to) (?:finish|end) (?:things|everything|it)(?= *(?:$|[.!?,;\n]|tonight|today|tomorrow|soon|for good|forever|once and for all|now))`,
    ),
    reason: riskReasons.wantingToDie,
  },
  {
    id: 'no-reason-to-live',
    category: 'suicide',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:no|not any|any|zero|nothing left to|lost (?:my|all|every)) (?:reason|reasons|will|point|desire) (?:to |for )?(?:keep |go on |carry on )?(?:living|live|be alive|stay alive|go on|carry on|keep going|exist|wake up)\b`,
    ),
    reason: riskReasons.hopelessness,
  },
  {
    id: 'plan-to-die',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:plan|planned|decided|figured out|worked out|know|researching|researched|looked up|googling|googled)\b${S}{0,25}\bhow (?:i am going to|i will|i would|i could|to|i want to) (?:die|do it|end it|go|${KILL} ${MYSELF})\b`,
    ),
    reason: riskReasons.suicideMeans,
  },
  {
    id: 'take-the-kids-too',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:if|when|before) i (?:go|die|do it|end it|leave this world|am gone)\b${S}{0,30}\b(?:tak(?:e|ing)|bring(?:ing)?) (?:my |the )?(?:kids|children|son|daughter|baby|babies|family)\b|\b(?:tak(?:e|ing)|bring(?:ing)?) (?:my |the )?(?:kids|children|son|daughter|baby|babies|family) with me\b${S}{0,40}\b(?:suffer|so they|die|when i go|if i go|too|gone)\b`,
    ),
    reason: riskReasons.wantingToDie,
  },
  {
    id: 'others-then-myself',
    category: 'suicide',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:${KILL}|shoot|stab|hurt|murder)\b${S}{0,40}\b(?:and then|then|before|and also|and) ${MYSELF}\b`,
    ),
    reason: riskReasons.wantingToDie,
  },
  {
    id: 'unalive-and-slang',
    category: 'suicide',
    level: 'high',
    pattern: pattern(String.raw`\bun ?aliv(?:e|ing|ed) ${MYSELF}\b|\b(?:kms|ctb|rope ?maxx?(?:ing)?)\b`),
    reason: riskReasons.wantingToDie,
    whenNegated: 'downgrade',
    about: 'subject',
  },

  // Self-harm told through its marks, methods and relapses.
  {
    id: 'sh-abbreviation',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:did|do|doing|done|relapsed (?:on|into|with)?|urges? to|want to|wanna|going to|the|my|stop|stopping|stopped|quit|quitting) sh\b|\bsh (?:again|urges?|relapse|scars?|wounds?|cuts?|free|clean)\b|\b(?:clean|free) from sh\b`,
    ),
    reason: riskReasons.selfHarmActs,
    whenNegated: 'downgrade',
    about: 'subject',
  },
  {
    id: 'urge-to-cut',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:urges?|need|craving|itch) to (?:cut|burn|bleed|hurt ${MYSELF}|self ?harm)(?= *(?:$|[.!?,;\n]|is|are|was|were|has|have|again|so|and|but|right|tonight|today|really|keeps?|will))`,
    ),
    reason: riskReasons.selfHarmUrges,
    whenNegated: 'downgrade',
  },
  {
    id: 'marks-on-the-body',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:carved|carve|carving|cut|cutting|sliced|slicing|scratched|scratching|etched|burned|burnt|burning)\b(?: \w+){0,4}? (?:into|in|on) (?:my|her|his|their) (?:\w+ )?${BODY_PART}\b${S}{0,30}\b(?:with|using) (?:a |the |my )?(?:blade|razor|knife|lighter|compass|glass|scissors|pencil sharpener)\b|\b(?:carved|carving|etched) (?:\w+ ){0,3}(?:into|in) my (?:\w+ )?${BODY_PART}\b`,
    ),
    reason: riskReasons.selfHarmActs,
  },
  {
    id: 'hurt-on-purpose',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      // Only the words "on purpose" are the match, so an accident idiom ("burned myself with the
      // iron") that overlaps the act cannot excuse it.
      String.raw`(?<=\b(?:burned|burnt|burn|cut|hit|punched|punch|scalded|scald|hurt|bruised|broke|smashed|banged|poured|held|pressed|stubbed|put|dug|slammed)\b(?: \w+){0,6}? (?:${MYSELF}|my (?:\w+ )?${BODY_PART}|my head)\b(?: \w+){0,6}? )(?:on purpose|deliberately|intentionally)\b|\bso (?:i would|i could|it would|that i would|that it would) (?:break|hurt|injure|bruise|burn|bleed|scar)\b`,
    ),
    reason: riskReasons.selfHarmActs,
  },
  {
    id: 'cigarettes-on-skin',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:put|putting|stub|stubbed|stubbing|pressed|pressing) (?:a |my |the )?(?:cigarettes?|lighter|match(?:es)?|hot (?:knife|spoon|metal))(?: out)? (?:on|into|against) (?:my|her|his) (?:\w+ )?${BODY_PART}\b`,
    ),
    reason: riskReasons.selfHarmActs,
    about: 'subject',
  },
  {
    id: 'wounds-kept-open',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:re ?open(?:ing|ed|s)?|pick(?:ing|ed)?(?: at)?|tear(?:ing)? open|rip(?:ping)? open) (?:my |the |her |his )?(?:wounds?|cuts?|scabs?|scars?|stitches)\b${S}{0,40}\b(?:heal|deserve|on purpose|again|bleed)\b`,
    ),
    reason: riskReasons.selfHarmActs,
    about: 'subject',
  },
  {
    id: 'cut-deeper',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\bcut (?:deeper|deep|too deep|so deep)\b(?! (?:into|than that|cuts|cut))|\bcut\b${S}{0,40}\b(?:needed|need|probably needed|should have gotten|should have had) stitches\b`,
    ),
    reason: riskReasons.selfHarmActs,
  },
  {
    id: 'head-banging',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:smash|smashing|smashed|bang|banging|banged|hit|hitting|slam|slamming|slammed) my head (?:on|against|into) (?:the )?(?:floor|ground|door|doorframe|mirror|desk|table|concrete|tiles)\b|\b(?:smash|smashing|smashed|bang|banging|banged|hit|hitting|slam|slamming|slammed) my head (?:on|against|into) (?:the |a )?walls?\b${S}{0,40}\b(?:until|till|til|bleed|bled|bleeds|bruise|concuss|so hard|on purpose|when i get|whenever|every time|to feel)\b`,
    ),
    reason: riskReasons.selfHarmActs,
  },
  {
    id: 'clean-from-self-harm',
    category: 'self_harm',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:clean|free) (?:from|of) (?:cutting|burning|self ?harm(?:ing)?)\b|\brelaps(?:e|ed|ing)\b${S}{0,30}\b(?:cutting|cut|burning|self ?harm(?:ing)?|sh)\b|\b(?:cutting|self ?harm(?:ing)?|burning)\b${S}{0,40}\brelaps(?:e|ed|ing)\b`,
    ),
    reason: riskReasons.selfHarmUrges,
    about: 'subject',
  },
  {
    id: 'starving-as-punishment',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:do not|did not|never) deserve (?:to eat|food|meals?|to be fed|dinner|lunch|breakfast)\b|\b(?:purge|purging|purged|throw up|throwing up|make ${MYSELF} (?:sick|throw up))\b${S}{0,40}\b(?:hate ${MYSELF}|deserve|punish|disgusting)\b|\bpurg(?:e|ing) after (?:every|each) meal\b`,
    ),
    reason: riskReasons.selfHarmActs,
  },
  {
    id: 'hidden-scars',
    category: 'self_harm',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:long sleeves|bracelets|bandages?|jeans|hoodies?|makeup)\b${S}{0,40}\b(?:nobody|no one|anyone|people|they|my \w+) (?:can |will |would )?(?:sees?|notices?|finds?|asks? about)\b${S}{0,20}\b(?:scars|cuts|burns|marks|wounds|bruises)\b|\b(?:hide|hiding|hid|cover|covering|covered)\b${S}{0,25}\b(?:scars|cuts|burns|wounds) on (?:my|her|his) (?:\w+ )?${BODY_PART}\b`,
    ),
    reason: riskReasons.selfHarmActs,
    about: 'subject',
  },
  {
    id: 'fresh-cuts',
    category: 'self_harm',
    level: 'elevated',
    pattern: pattern(
      String.raw`\b(?:fresh|new|deep) (?:cuts|burns|wounds|scratches)\b${S}{0,20}\b(?:on|over|across|up) (?:my|her|his|their) (?:\w+ )?${BODY_PART}\b`,
    ),
    reason: riskReasons.selfHarmActs,
    about: 'subject',
  },
  {
    id: 'cutting-again',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:is|are|am|was|were|been|keeps?|kept|started|starting|began) (?:cutting|self ?harming|burning (?:${MYSELF}|herself|himself|themselves)) (?:again|more|a lot|every (?:day|night))\b`,
    ),
    reason: riskReasons.selfHarmActs,
    about: 'subject',
  },
  {
    id: 'wanting-to-bleed',
    category: 'self_harm',
    level: 'high',
    pattern: pattern(
      String.raw`\b(?:see|watch|make|let) ${MYSELF} bleed\b|\b(?:want|need|crave|like) to (?:see|watch|feel) (?:myself |me )?(?:bleed|bleeding)\b|\b(?:until|till|til) (?:it|they|my skin|the skin) (?:was |were |is )?(?:blister(?:s|ed)?|bled|bleeds|bleeding|raw|burned|broke)\b`,
    ),
    reason: riskReasons.selfHarmUrges,
  },
];
