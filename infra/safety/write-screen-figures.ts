/**
 * `npm run safety:figures`: measures the graded screen on the held-out sets (as `npm run bench`
 * does) and writes shared/safety/screen-figures.json, which the public /safety page shows. Run it
 * after any change to the rules, the corpus or the classifier, and commit the file with the change.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HeldOutSet, readHeldOutSets } from '#infra/bench/held-out-sets.ts';
import { measureSet, timeScreen } from '#infra/bench/safety.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { screenWholeConversation } from '#infra/safety/replay-conversation.ts';
import type { ScreenFigures, ScreenSetKind } from '#shared/safety/screen-figures.ts';

/** What each held-out set holds, which decides the goals the page judges it by. */
const kindOfSet: Record<HeldOutSet['id'], ScreenSetKind> = {
  C: 'risk-and-dark-words',
  D: 'risk-and-dark-words',
  E: 'risk-and-dark-words',
  J: 'ordinary',
  S: 'ordinary',
  K: 'conversations',
  T: 'conversations',
};

const sets = readHeldOutSets();
const timing = timeScreen(sets);
const figures: ScreenFigures = {
  measuredAt: new Date().toISOString().slice(0, 10),
  screen:
    'word rules, the offline classifier, the last few messages of the conversation and answers to a check-in (no model configured); what a person sees follows the grade: a note beside the reply, or the reply replaced',
  sets: sets.map((set) => {
    const figuresOfSet = measureSet(set, (item) => screenWholeConversation(item));
    return {
      id: figuresOfSet.id,
      kind: kindOfSet[figuresOfSet.id],
      description: figuresOfSet.description,
      risky: figuresOfSet.risky,
      riskyGotResources: figuresOfSet.riskyGotResources,
      riskyReplaced: figuresOfSet.riskyReplaced,
      benign: figuresOfSet.benign,
      benignNote: figuresOfSet.benignNote,
      benignCheckIn: figuresOfSet.benignCheckIn,
      benignCrisis: figuresOfSet.benignCrisis,
      byKind: figuresOfSet.byKind,
    };
  }),
  timing: { p50Ms: Number(timing.p50Ms.toFixed(3)), p99Ms: Number(timing.p99Ms.toFixed(3)) },
};
const file = join(repoRoot, 'shared', 'safety', 'screen-figures.json');
writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`Wrote ${file}`);
