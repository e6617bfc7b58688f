/**
 * `npm run bench`: measurements against the budgets (bundle sizes and cold starts, server time and
 * round trips per chat message, prompt size, cost per 1,000 messages, the safety screen). Sections
 * run in order; a failing section is reported and the next one still runs. Always exits 0: budgets are
 * read by people, not enforced as tests.
 */
// Lambdas run Node 22; the SDK's notice about this machine's Node 20 is noise in the figures.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { chatMessageSection } from './chat';
import { clientSignUpSection } from './client-sign-up';
import { costSection } from './cost';
import { lambdaBundlesSection } from './lambdas';
import { lighthouseSection } from './lighthouse';
import { practiceTextsSection } from './practice-texts';
import { safetyScreenSection } from './safety';
import type { BenchSection } from './section';
import { signedInPagesSection } from './signed-in-pages';

const sections: readonly BenchSection[] = [
  lambdaBundlesSection,
  chatMessageSection,
  costSection,
  safetyScreenSection,
  practiceTextsSection,
  clientSignUpSection,
  lighthouseSection,
  signedInPagesSection,
];

// `npm run bench -- lighthouse` runs only the sections whose name holds one of the words given
// (`npm run bench -- signed-in`: the member chat and the therapist dashboard).
const wanted = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = sections.filter(
  (section) => wanted.length === 0 || wanted.some((word) => section.name.toLowerCase().includes(word)),
);

for (const section of chosen) {
  console.log(`\n== ${section.name} ==`);
  try {
    await section.run();
  } catch (error) {
    console.log(`${section.name} could not run: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = 0;
