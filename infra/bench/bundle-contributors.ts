/**
 * What a Lambda bundle carries, from esbuild's metafile: bytes in the output per npm package (or per
 * source folder of ours, two levels under functions/ or shared/), largest first.
 */
import type { Metafile } from 'esbuild';
import { printTable } from './bench-support';

export interface BundleContributor {
  /** `openai`, `@smithy/core`, `functions/core/safety` ... */
  readonly name: string;
  readonly kb: number;
}

/** The package (or folder of ours) an input file belongs to. */
export function contributorOf(inputPath: string): string {
  const packageName = inputPath.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (packageName) return packageName;
  return inputPath.split('/').slice(0, 3).join('/');
}

/** Every contributor of the one output of a Lambda build, largest first. */
export function topContributors(metafile: Metafile): BundleContributor[] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = contributorOf(input);
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, kb: bytes / 1024 })).sort((a, b) => b.kb - a.kb);
}

interface MeasuredBundle {
  readonly route: string;
  readonly rawKb?: number;
  readonly contributors?: readonly BundleContributor[];
}

/** The five largest contributors of the largest bundle. */
export function printLargestBundleContributors(bundles: readonly MeasuredBundle[], count = 5): void {
  const largest = [...bundles].sort((a, b) => (b.rawKb ?? 0) - (a.rawKb ?? 0))[0];
  if (!largest?.contributors || largest.rawKb === undefined) return;
  console.log(`\nWhat the largest bundle carries (${largest.route}, ${largest.rawKb.toFixed(1)} KB):`);
  printTable(
    ['package or folder', 'KB in bundle'],
    largest.contributors.slice(0, count).map((contributor) => [contributor.name, contributor.kb.toFixed(1)]),
  );
}
