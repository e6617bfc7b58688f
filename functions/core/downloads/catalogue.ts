import { DEFAULT_DOWNLOAD_TIER, type DownloadFileType } from '#shared/domain/downloads.ts';
import type { Tier } from '#shared/domain/tiers.ts';

/**
 * THE premium downloads library, as data. Each entry is one file of `content/downloads/` (the repo
 * folder deployed to the downloads bucket in AWS and copied under DATA_DIR/downloads locally).
 *
 * `fileSize` is the file's size in bytes; `catalogue.test.ts` measures every file and fails, naming
 * the right number, when a file changes without its entry. Adding a download: put the file in
 * `content/downloads/`, add its entry here, run that test. An entry with `isActive: false` (or a
 * release date still ahead) is neither listed nor downloadable.
 */
export interface DownloadEntry {
  /** A short slug: the path parameter of `POST /api/downloads/{downloadId}` and the counter's key. */
  id: string;
  title: string;
  description: string;
  /** The file in the library (one file name, no folders); also the name it is saved under. */
  filePath: string;
  fileType: DownloadFileType;
  fileSize: number;
  requiredTier: Tier;
  /** `yyyy-mm-dd`, UTC. */
  releaseDate: string;
  isActive: boolean;
}

type EntryInput = Omit<DownloadEntry, 'requiredTier' | 'isActive'> & {
  /** Defaults to pro (the spec's default). */
  requiredTier?: Tier;
  /** Defaults to true. */
  isActive?: boolean;
};

function entry(input: EntryInput): DownloadEntry {
  return { requiredTier: DEFAULT_DOWNLOAD_TIER, isActive: true, ...input };
}

export const downloadCatalogue: readonly DownloadEntry[] = [
  entry({
    id: 'grounding-practices-card',
    title: 'Grounding Practices Card',
    description:
      'Six short practices for the moments when your thoughts race ahead of you, on one printable card to keep in your wallet or on your desk.',
    filePath: 'grounding-practices-card.html',
    fileType: 'html',
    fileSize: 6306,
    requiredTier: 'freemium',
    releaseDate: '2026-03-02',
  }),
  entry({
    id: '30-day-reflection-journal',
    title: 'The 30-Day Reflection Journal',
    description:
      'One small question a day for a month, with a longer check-in each week: five to ten minutes of noticing where you are, what shapes your days and where you want to go.',
    filePath: '30-day-reflection-journal.md',
    fileType: 'markdown',
    fileSize: 6102,
    releaseDate: '2026-03-02',
  }),
  entry({
    id: 'shadow-work-prompts',
    title: 'Shadow Work Prompts',
    description:
      'Forty gentle prompts for meeting the parts of yourself you usually look away from: strong reactions, envy, old family rules and the strengths you set aside.',
    filePath: 'shadow-work-prompts.md',
    fileType: 'markdown',
    fileSize: 6747,
    releaseDate: '2026-04-13',
  }),
  entry({
    id: 'inner-child-letter-guide',
    title: 'Letters to Your Younger Self',
    description:
      'An inner-child letter-writing guide in four letters: seeing your younger self, telling them what they needed to hear, letting them answer, and a promise for today.',
    filePath: 'inner-child-letter-guide.md',
    fileType: 'markdown',
    fileSize: 5441,
    releaseDate: '2026-05-18',
  }),
  entry({
    id: 'weekly-review-worksheet',
    title: 'Weekly Review Worksheet',
    description:
      'A printable page for twenty to thirty minutes each week: what drained you, what restored you, the pattern you noticed and one intention for the week ahead.',
    filePath: 'weekly-review-worksheet.html',
    fileType: 'html',
    fileSize: 5973,
    releaseDate: '2026-07-06',
  }),
  entry({
    id: 'year-in-reflection-workbook',
    title: 'A Year in Reflection',
    description:
      'A workbook for looking back on twelve months, its chapters, people and lessons, letting go of what you do not want to carry, and choosing intentions for the year ahead.',
    filePath: 'year-in-reflection-workbook.md',
    fileType: 'markdown',
    fileSize: 5604,
    requiredTier: 'lifetime',
    releaseDate: '2026-11-02',
  }),
];

/** Listed and downloadable: active, and released (its release day has begun, UTC). */
export function isAvailable(download: DownloadEntry, now: Date): boolean {
  return download.isActive && download.releaseDate <= now.toISOString().slice(0, 10);
}

export function availableDownloads(now: Date, catalogue = downloadCatalogue): DownloadEntry[] {
  return catalogue.filter((download) => isAvailable(download, now));
}

/** The entry with this id, only while it is available. */
export function findAvailableDownload(
  downloadId: string,
  now: Date,
  catalogue = downloadCatalogue,
): DownloadEntry | undefined {
  return catalogue.find((download) => download.id === downloadId && isAvailable(download, now));
}
