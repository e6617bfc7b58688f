/**
 * `npm run safety:rule-value`: what each word rule adds to the whole screen on the validation split
 * (never a held-out set). Each rule is taken out in turn and the screen run again, as it runs (the
 * conversation, check-in answers): the risky messages that then get no resources at all, those that
 * then get a note instead of a replaced reply, and the ordinary messages it would spare. A rule that
 * matches risky validation messages and adds nothing is one the classifier already covers there.
 */
import { loadCommittedClassifier } from '#functions/core/safety/classifier/risk-classifier.ts';
import { riskRules } from '#functions/core/safety/rules/all-rules.ts';
import type { RiskRule } from '#functions/core/safety/rules/risk-rule.ts';
import { screenMessage } from '#functions/core/safety/screen-message.ts';
import { compareRiskLevels, type RiskLevel } from '#functions/core/safety/types.ts';
import { screenInConversation } from './replay-conversation';
import { conversationOf, splitCorpus } from './validation-split';

const classifier = loadCommittedClassifier();
const { validation } = splitCorpus();
const keyOf = (example: (typeof validation)[number]) =>
  `${example.written.text}\u0000${conversationOf(example)}`;
// Only a message some rule matches (in it or in its conversation) can change when a rule goes.
const touched = validation.filter((example) =>
  [example.written.text, ...(example.written.context ?? []).map((turn) => turn.text)].some(
    (text) => screenMessage(text).matched,
  ),
);
const matches = new Map<string, { risky: number; ordinary: number }>();
for (const example of validation)
  for (const id of screenMessage(example.written.text).signals) {
    const counted = matches.get(id) ?? { risky: 0, ordinary: 0 };
    if (example.label === 'none') counted.ordinary += 1;
    else counted.risky += 1;
    matches.set(id, counted);
  }

function levels(): Map<string, RiskLevel> {
  return new Map(
    touched.map((example) => [keyOf(example), screenInConversation(example.written, classifier).level]),
  );
}

const every = [...riskRules];
// The screen reads the rules list as it runs; each rule is left out of it in turn.
const mutableRules = riskRules as RiskRule[];
const withAll = levels();
const replaced = (level: RiskLevel) => compareRiskLevels(level, 'elevated') >= 0;
const rows = every.map((rule) => {
  mutableRules.splice(0, mutableRules.length, ...every.filter((other) => other !== rule));
  const without = levels();
  const row = { rule, lostResources: 0, lostReplaced: 0, sparedNote: 0, sparedReplaced: 0 };
  for (const example of touched) {
    const before = withAll.get(keyOf(example)) as RiskLevel;
    const after = without.get(keyOf(example)) as RiskLevel;
    const lost = before !== 'none' && after === 'none';
    const lostReplaced = replaced(before) && !replaced(after);
    if (example.label === 'none') {
      if (lost) row.sparedNote += 1;
      if (lostReplaced) row.sparedReplaced += 1;
    } else {
      if (lost) row.lostResources += 1;
      if (lostReplaced) row.lostReplaced += 1;
    }
  }
  return row;
});
mutableRules.splice(0, mutableRules.length, ...every);

console.log(
  `Validation: ${validation.length} messages, ${touched.length} with a rule's match in them or their conversation.`,
);
console.log(
  'rule\tlevel\trisky matched\tordinary matched\trisky losing all resources\trisky losing a replaced reply\tordinary spared a note\tordinary spared a replaced reply',
);
for (const row of rows) {
  const counted = matches.get(row.rule.id) ?? { risky: 0, ordinary: 0 };
  console.log(
    [
      row.rule.id,
      row.rule.level,
      counted.risky,
      counted.ordinary,
      row.lostResources,
      row.lostReplaced,
      row.sparedNote,
      row.sparedReplaced,
    ].join('\t'),
  );
}
const adds = rows.filter((row) => row.lostResources > 0 || row.lostReplaced > 0);
const covered = rows.filter((row) => !adds.includes(row) && (matches.get(row.rule.id)?.risky ?? 0) > 0);
const unseen = rows.filter((row) => (matches.get(row.rule.id)?.risky ?? 0) === 0 && !adds.includes(row));
console.log(
  `${rows.length} rules: ${adds.filter((row) => row.lostResources > 0).length} add resources the classifier alone would not give, ` +
    `${adds.filter((row) => row.lostResources === 0).length} add only a replaced reply, ${covered.length} match risky messages the classifier already covers at the same grade, ` +
    `${unseen.length} match no risky validation message.`,
);
