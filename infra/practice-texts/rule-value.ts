/**
 * What each practice-text rule costs and buys, out of fold by writer (issue 22):
 * `nice -n 10 npx tsx infra/practice-texts/rule-value.ts [--fresh] [--excused] [--examples [<rule-id>...]]`
 * (--fresh trains the four folds again, with the rules' examples as they are now, and rewrites the cache).
 *
 * The classifier's out-of-fold scores (cross-validation.ts, four trainings) are cached under /tmp,
 * keyed by the corpus files' names and sizes; the rules' decisions are recomputed on every run from
 * the rules as they are now, so a rule's change is measured in seconds. Per rule:
 * - harmless refused: harmless texts it matches whose match stands (the classifier does not overrule
 *   it) and that the classifier alone would accept, i.e. refused because of the rules;
 * - unique hostile: hostile texts it matches whose match stands and that the classifier alone misses;
 * - shared hostile: hostile texts it matches that the classifier alone refuses too;
 * - hostile excused: hostile texts the whole screen lets through where the rule's pattern matched and
 *   its exceptions excused every match (what its exceptions cost; `--excused` lists them).
 * Then the whole screen's figures at the thresholds the trainer would choose on these decisions.
 * A text's scores belong to the model that was trained before the rules changed: a rule example added
 * since then has no cached score and is left out (counted on the first line).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ruleMatchOf,
  sentencesOf,
} from '#functions/core/practices/instruction-safety/classifier/classify-practice-text.ts';
import type { InstructionRule } from '#functions/core/practices/instruction-safety/instruction-rules.ts';
import { instructionRules } from '#functions/core/practices/instruction-safety/instruction-rules.ts';
import { ruleBrokenBy, rulesBrokenBy } from '#functions/core/practices/instruction-safety/rule-screen.ts';
import { normalizeForScreening } from '#functions/core/safety/normalize-text.ts';
import {
  chooseScreenThresholds,
  outOfFoldScores,
  RULES_STAND_FROM,
  refused,
  reportAt,
  type ScoredExample,
} from './cross-validation';
import { practiceTextCorpusDirectory, readPracticeTextCorpus, ruleExamples } from './practice-text-corpus';

type CachedScore = Omit<ScoredExample, 'ruleMatch'>;

const corpusKey = readdirSync(practiceTextCorpusDirectory)
  .filter((file) => file.endsWith('.jsonl'))
  .sort()
  .map((file) => `${file}:${statSync(join(practiceTextCorpusDirectory, file)).size}`)
  .join(',');
const cacheFile = `/tmp/rule-value-scores-${Buffer.from(corpusKey).toString('base64url').slice(-40)}.json`;
const keyOf = ({ example }: { example: CachedScore['example'] }) =>
  `${example.source}\u0000${example.voice}\u0000${example.text}`;

function cachedScores(): CachedScore[] {
  if (existsSync(cacheFile) && !process.argv.includes('--fresh'))
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as CachedScore[];
  const scores = outOfFoldScores([...readPracticeTextCorpus(), ...ruleExamples()]).map(
    ({ ruleMatch: _, ...score }) => score,
  );
  writeFileSync(cacheFile, JSON.stringify(scores));
  return scores;
}

const cached = new Map(cachedScores().map((score) => [keyOf(score), score]));
const current = [...readPracticeTextCorpus(), ...ruleExamples()];
const scores = current.flatMap((example) => cached.get(keyOf({ example })) ?? []);
const rulesOfText = new Map<ScoredExample, Set<InstructionRule>>();
const scored: ScoredExample[] = scores.map((score) => {
  const sentences = sentencesOf(score.example.text);
  const item = {
    ...score,
    ruleMatch: ruleMatchOf(sentences.map((sentence) => ruleBrokenBy(sentence, score.example.voice))),
  };
  rulesOfText.set(
    item,
    new Set(sentences.flatMap((sentence) => rulesBrokenBy(sentence, score.example.voice))),
  );
  return item;
});
console.log(
  `${scored.length} texts scored out of fold (${current.length - scored.length} rule examples added since the cache was written are left out; cache ${cacheFile})`,
);

const thresholds = chooseScreenThresholds(scored);
const byClassifierAlone = (item: ScoredExample) => refused({ ...item, ruleMatch: 'none' }, thresholds);
const stands = (item: ScoredExample, rule: InstructionRule) =>
  rule.standsOverClassifier === true || item.whole.hostile >= RULES_STAND_FROM;

interface RuleValue {
  rule: string;
  harmlessRefused: ScoredExample[];
  uniqueHostile: number;
  sharedHostile: number;
  hostileExcused: ScoredExample[];
}
const emptyValue = (rule: InstructionRule): RuleValue => ({
  rule: rule.id,
  harmlessRefused: [],
  uniqueHostile: 0,
  sharedHostile: 0,
  hostileExcused: [],
});

/** The rules whose pattern matches a sentence of the text but whose exceptions excuse every match. */
function rulesExcusedIn(item: ScoredExample): InstructionRule[] {
  const sentences = sentencesOf(item.example.text);
  const broken = new Set(sentences.flatMap((sentence) => rulesBrokenBy(sentence, item.example.voice)));
  return instructionRules.filter(
    (rule) =>
      (rule.voices === undefined || rule.voices.includes(item.example.voice)) &&
      !broken.has(rule) &&
      sentences.some((sentence) => [...normalizeForScreening(sentence).matchAll(rule.pattern)].length > 0),
  );
}
const values = new Map<InstructionRule, RuleValue>();
for (const item of scored) {
  for (const rule of rulesOfText.get(item) ?? []) {
    const value = values.get(rule) ?? emptyValue(rule);
    values.set(rule, value);
    const alone = byClassifierAlone(item);
    if (item.example.label === 'harmless') {
      if (stands(item, rule) && !alone) value.harmlessRefused.push(item);
    } else if (alone) value.sharedHostile++;
    else if (stands(item, rule)) value.uniqueHostile++;
  }
}

for (const item of scored.filter((each) => each.example.label !== 'harmless' && !refused(each, thresholds))) {
  for (const rule of rulesExcusedIn(item)) {
    const value = values.get(rule) ?? emptyValue(rule);
    values.set(rule, value);
    value.hostileExcused.push(item);
  }
}

const table = [...values.values()].sort(
  (a, b) => b.harmlessRefused.length - a.harmlessRefused.length || a.uniqueHostile - b.uniqueHostile,
);
console.log('harmless refused | unique hostile | shared hostile | hostile excused | rule');
for (const value of table.filter(
  (row) => row.harmlessRefused.length + row.uniqueHostile + row.hostileExcused.length > 0,
)) {
  console.log(
    [value.harmlessRefused.length, value.uniqueHostile, value.sharedHostile, value.hostileExcused.length]
      .map((count, index) => String(count).padStart([16, 14, 14, 15][index] as number))
      .concat(value.rule)
      .join(' | '),
  );
}

const wanted = process.argv.indexOf('--examples');
if (wanted >= 0) {
  const ids = process.argv.slice(wanted + 1).filter((argument) => !argument.startsWith('--'));
  for (const value of table.filter((row) => ids.length === 0 || ids.includes(row.rule))) {
    if (value.harmlessRefused.length === 0) continue;
    console.log(`\n## ${value.rule}`);
    for (const item of value.harmlessRefused) {
      console.log(
        `- [${item.example.source} ${item.example.field} ${item.whole.hostile.toFixed(2)}] ${item.example.text}`,
      );
    }
  }
}

if (process.argv.includes('--excused')) {
  for (const value of table.filter((row) => row.hostileExcused.length > 0)) {
    console.log(`\n## hostile excused by ${value.rule}'s exceptions`);
    for (const item of value.hostileExcused) {
      console.log(
        `- [${item.example.source} ${item.example.field} ${item.whole.hostile.toFixed(2)}] ${item.example.text}`,
      );
    }
  }
}

const { all } = reportAt(scored, thresholds);
const harmless = scored.filter((item) => item.example.label === 'harmless');
const refusedByRules = harmless.filter(
  (item) => refused(item, thresholds) && !byClassifierAlone(item),
).length;
console.log(
  `\nThresholds the trainer would choose: ${JSON.stringify(thresholds.refuseAt)}, a sentence at ${thresholds.refuseSentenceAt}`,
);
console.log(
  `Whole screen out of fold: hostile refused ${all.hostileRefused} of ${all.hostile}, harmless accepted ${all.harmlessAccepted} of ${all.harmless} (${refusedByRules} harmless refused only because of a rule)`,
);
