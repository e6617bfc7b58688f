import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { KILL, OVERDOSE_AMOUNT, PEOPLE, PILLS, SAME_SENTENCE, THIRD_PERSON_REFLEXIVE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import {
  everydayGoodbyes,
  GIVING_THINGS_TO_CHARITY,
  KILLED_MYSELF_LAUGHING,
  NEARLY_KILLED_MYSELF_FALLING,
  overdoseAsWorkOrExcess,
} from './shared-exceptions';

/** Preparing to die, and worries about another person's suicide. */
export const suicidePreparationRules: readonly RiskRule[] = defineRules([
  {
    id: 'preparing-to-die',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\b(?:giving|gave|give|given|gives) away (?:all |most )?(?:of )?(?:my |our )(?:things|stuff|belongings|possessions|valuables|prized possessions|favou?rite things|pets?|cat|dog)\b`,
      String.raw`\b(?:wrote|written|writing|write|left|leaving|finished|drafted|drafting|recorded|recording|prepared|preparing) (?:\w+ ){0,2}?(?:(?:goodbye|good bye|farewell|suicide) (?:letters?|notes?)|suicide (?:messages?|texts?|emails?|videos?))\b`,
      String.raw`\b(?:goodbye|farewell|suicide) (?:letters?|notes?) (?:ready|are ready|is ready|written|done|finished|for everyone|to everyone|to my family)\b`,
      String.raw`\b(?:this is|this will be|consider this|here is) my (?:last|final) (?:message|goodbye|post|words|night|day)\b`,
      String.raw`\bgoodbye (?:cruel world|world)\b`,
      String.raw`\bgoodbye forever\b(?= *(?:$|[.!\n]|everyone|everybody|all))`,
      String.raw`\b(?:saying|said|say) my (?:final|last) goodbyes?\b`,
      String.raw`\b(?:letters?|notes?|messages?)${SAME_SENTENCE}{0,30}?\bsaying goodbye\b`,
      String.raw`\b(?:rope|noose|pills|gun)\b${SAME_SENTENCE}{0,40}?\bfor when i am ready\b`,
      String.raw`\b(?:writing|wrote|written|made|making|updated|updating) my will\b${SAME_SENTENCE}{0,40}?\bgoodbye`,
    ],
    exceptions: [...everydayGoodbyes, GIVING_THINGS_TO_CHARITY],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'said-goodbye-to-everyone',
    idea: 'TODO',
    category: 'suicide',
    level: 'elevated',
    reason: riskReasons.preparingToDie,
    patterns: [
      String.raw`\b(?:said|saying|say|said my) goodbyes? to (?:everyone|everybody|all of you|my family|the world|my kids|my friends|my loved ones)\b(?! (?:at|before|after|in|on|as|when|and left|and went|for the|this|last|today)\b)`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'affairs-in-order',
    idea: 'TODO',
    category: 'suicide',
    level: 'elevated',
    reason: riskReasons.preparingToDie,
    patterns: [String.raw`\b(?:getting|got|get|put|putting|have put) (?:all )?my affairs in order\b`],
    exceptions: [
      String.raw`\baffairs in order (?:before|for) (?:my |the |our )?(?:retirement|retiring|surgery|operation|move|moving|baby|trip|deployment|travel|wedding|taxes|year end)\b`,
    ],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'someone-else-suicidal',
    idea: 'TODO',
    category: 'suicide',
    level: 'elevated',
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
    patterns: [
      String.raw`\b${KILL} ${THIRD_PERSON_REFLEXIVE}\b`,
      String.raw`\b(?:end|ended|ending|ends) (?:his|her|their) (?:own )?life\b`,
      String.raw`\b(?:take|took|taking|takes|taken) (?:his|her|their) own life\b`,
      String.raw`\bun ?aliv(?:e|ed|ing) ${THIRD_PERSON_REFLEXIVE}\b`,
    ],
    exceptions: [KILLED_MYSELF_LAUGHING, NEARLY_KILLED_MYSELF_FALLING],
    examples: {
      flags: [],
      passes: [],
    },
  },
  {
    id: 'someone-else-overdosed',
    idea: 'TODO',
    category: 'suicide',
    level: 'high',
    reason: riskReasons.someoneElseAtRisk,
    about: 'someone_else',
    patterns: [
      String.raw`\b(?:he|she|they|my (?:\w+ )?${PEOPLE})\b${SAME_SENTENCE}{0,25}?\b(?:just |has just |have just |has |have )?(?:took|swallowed|taken) (?:${OVERDOSE_AMOUNT})\b${SAME_SENTENCE}{0,25}?\b${PILLS}\b`,
      String.raw`\b(?:he|she|they|my (?:\w+ )?${PEOPLE}) (?:just|has just|have just) overdosed\b`,
    ],
    exceptions: [...overdoseAsWorkOrExcess],
    examples: {
      flags: [],
      passes: [],
    },
  },
]);
