import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { KILL, MYSELF, SAME_SENTENCE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import { everydayGoodbyes, PICKING_UP_A_PRESCRIPTION } from './shared-exceptions';

/** Suicide warning signs that name no act outright: preparations, means kept, plans. */
export const suicideWarningSignRules: readonly RiskRule[] = defineRules([
  {
    id: 'giving-things-away',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\b(?:giving|gave|give|given) (?:all |most )?(?:of )?(?:my|our) (?:things|stuff|belongings|possessions|valuables|clothes|books|pets?|cat|dog|plants)(?: \w+){0,2} away\b${SAME_SENTENCE}{0,60}\b(?:nobody|no one|anyone|will not need|do not need|not need|after i|when i am gone|sort through|deal with)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'goodbye-letters',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.preparingToDie,
    about: 'subject',
    patterns: [
      String.raw`\b(?:wrote|written|writing|write|left|leaving|finished|drafted|drafting|sent|sending) (?:my |a |the |some )?(?:goodbye|farewell|last|final) (?:letters?|notes?|messages?|texts?|emails?|videos?|posts?)\b(?! (?:to|for) (?:my |the |a |our )?(?:team|coworkers?|colleagues?|class|students?|job|boss|company|office|old|ex|former))`,
    ],
    exceptions: [...everydayGoodbyes],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'someone-sent-a-goodbye',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
    patterns: [
      String.raw`\b(?:sent|texted|messaged|posted|left|wrote|emailed) (?:me|us|everyone|everybody|her family|his family) (?:a |an |this |some )?(?:weird |strange |long |scary )?(?:goodbye|farewell|final|last) (?:message|text|letter|note|post|email|video|voicemail)\b`,
    ],
    exceptions: [...everydayGoodbyes],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'rope-or-noose-to-use',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\bnoose\b`,
      String.raw`\b(?:bought|buy|buying|got|have|found|tied|tie|tying|hung|hanging)\b${SAME_SENTENCE}{0,12}\brope\b${SAME_SENTENCE}{0,60}\b(?:use it|hang|beam|ceiling|rafters?|tree|closet rod|myself|tonight|where i|know where|neck)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'weapon-on-myself',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:use|using|used|turn|turning|point|pointing|pointed|put|putting) (?:it|the gun|a gun|his gun|her gun|my gun|the knife|a knife|that|them|those|the pills) (?:on|against|to) (?:${MYSELF}|my (?:head|chest|throat|neck|wrists?))\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'pills-gathered',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicideMeans,
    about: 'subject',
    patterns: [
      String.raw`\b(?:stockpil(?:e|es|ed|ing)|hoard(?:ed|ing)?|sav(?:e|ed|ing)(?: up)?|collect(?:ed|ing)|count(?:ed|ing)(?: out)?)\b${SAME_SENTENCE}{0,25}\b(?:pills|tablets|meds|medication|medications|medicine|antidepressants|painkillers|sleeping pills|them)\b`,
      String.raw`\b(?:pills|tablets|meds|painkillers) (?:counted|lined up|laid out|saved up|stockpiled)\b`,
      String.raw`\b(?:swallow|take|down|eat) (?:all|everything|every pill|the whole (?:bottle|box|pack|packet)|a whole (?:bottle|box|pack|packet))\b${SAME_SENTENCE}{0,30}\b(?:cabinet|cupboard|pills|tablets|meds|medicine|bottle|box|pack|packet)\b`,
    ],
    exceptions: [PICKING_UP_A_PRESCRIPTION],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'end-things',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\b(?:tonight|today|tomorrow|this weekend|soon) (?:is|will be) (?:the (?:night|day)|when) (?:i|it)\b${SAME_SENTENCE}{0,20}\b(?:end|ends|do it|finish|go)\b`,
      String.raw`\b(?:finish|end|stop) my (?:life|existence)\b`,
      String.raw`\bi (?:will|am going to|want to|plan to) (?:finish|end) (?:things|everything|it)(?= *(?:$|[.!?,;\n]|tonight|today|tomorrow|soon|for good|forever|once and for all|now))`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'no-reason-to-live',
    idea: 'TODO',
    category: 'suicide',
    level: 'elevated',
    reason: riskReasons.hopelessness,
    patterns: [
      String.raw`\b(?:no|not any|any|zero|nothing left to|lost (?:my|all|every)) (?:reason|reasons|will|point|desire) (?:to |for )?(?:keep |go on |carry on )?(?:living|live|be alive|stay alive|go on|carry on|keep going|exist|wake up)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'plan-to-die',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.suicideMeans,
    patterns: [
      String.raw`\b(?:plan|planned|decided|figured out|worked out|know|researching|researched|looked up|googling|googled)\b${SAME_SENTENCE}{0,25}\bhow (?:i am going to|i will|i would|i could|to|i want to) (?:die|do it|end it|go|${KILL} ${MYSELF})\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'take-the-kids-too',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\b(?:if|when|before) i (?:go|die|do it|end it|leave this world|am gone)\b${SAME_SENTENCE}{0,30}\b(?:tak(?:e|ing)|bring(?:ing)?) (?:my |the )?(?:kids|children|son|daughter|baby|babies|family)\b`,
      String.raw`\b(?:tak(?:e|ing)|bring(?:ing)?) (?:my |the )?(?:kids|children|son|daughter|baby|babies|family) with me\b${SAME_SENTENCE}{0,40}\b(?:suffer|so they|die|when i go|if i go|too|gone)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'others-then-myself',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.wantingToDie,
    patterns: [
      String.raw`\b(?:${KILL}|shoot|stab|hurt|murder)\b${SAME_SENTENCE}{0,40}\b(?:and then|then|before|and also|and) ${MYSELF}\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'unalive-and-slang',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.wantingToDie,
    whenNegated: 'downgrade',
    about: 'subject',
    patterns: [
      String.raw`\bun ?aliv(?:e|ing|ed) ${MYSELF}\b`,
      String.raw`\b(?:kms|ctb|rope ?maxx?(?:ing)?)\b`,
    ],
    exceptions: [
      String.raw`(?:\d|\b(?:few|several|many|couple of|hundreds of|thousands of|the|some|those|these|more|extra|few more)) ?kms\b`,
      String.raw`\bkms (?:away|per|an hour|a day|a week|from|long|to go|left|h)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
]);
