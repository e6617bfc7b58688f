/**
 * `npm run safety:figures`: measures the graded screen on the held-out sets (as `npm run bench`
 * does) and writes shared/safety/screen-figures.json, which the public /safety page shows. Run it
 * after any change to the rules, the corpus or the classifier, and commit the file with the change.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readHeldOutSets, screenInConversation } from '#infra/bench/held-out-sets.ts';
import { measureSet, timeScreen } from '#infra/bench/safety.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import type { ScreenFigures } from '#shared/safety/screen-figures.ts';

const sets = readHeldOutSets();
const timing = timeScreen(sets);
const figures: ScreenFigures = {
  measuredAt: new Date().toISOString().slice(0, 10),
  screen:
    'word rules, the offline classifier, the last few messages of the conversation and answers to a check-in (no model configured)',
  sets: sets.map((set) => {
    const {
      byStyle: _s,
      byGrade: _g,
      clearRiskGotCrisisReply: _c,
      possibleRiskGotCrisisReply: _p,
      ...figuresOfSet
    } = measureSet(set, screenInConversation);
    return figuresOfSet;
  }),
  timing: { p50Ms: Number(timing.p50Ms.toFixed(3)), p99Ms: Number(timing.p99Ms.toFixed(3)) },
};
const file = join(repoRoot, 'shared', 'safety', 'screen-figures.json');
writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`Wrote ${file}`);
