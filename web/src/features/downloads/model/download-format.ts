import { type DownloadFileType, downloadFileTypes } from '#shared/domain/downloads.ts';
import { type Tier, tierIncludes, tierLabel } from '#shared/domain/tiers.ts';

const KB = 1024;
const MB = 1024 * KB;

/**
 * A size as people read it: `under 1 KB`, `5 KB`, `312 KB`, `1.4 MB`, `12 MB`. Kilobytes are whole
 * (a tenth of a kilobyte means nothing to anyone); megabytes keep one decimal below 10.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return 'under 1 KB';
  if (bytes < MB) return `${Math.min(1023, Math.round(bytes / KB))} KB`;
  const megabytes = bytes / MB;
  return megabytes < 10 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.round(megabytes)} MB`;
}

/** `Text file (.md) · 5 KB`, `Printable page (.html) · 6 KB`: what it is, then its size. */
export function describeFile(fileType: DownloadFileType, bytes: number): string {
  const { label, extension } = downloadFileTypes[fileType];
  return `${label} (${extension}) · ${formatFileSize(bytes)}`;
}

/** The same as a screen reader should say it: `Text file (.md), 5 kilobytes`. */
export function spokenFileDescription(fileType: DownloadFileType, bytes: number): string {
  const { label, extension } = downloadFileTypes[fileType];
  const size = formatFileSize(bytes).replace(/KB$/, 'kilobytes').replace(/MB$/, 'megabytes');
  return `${label} (${extension}), ${size}`;
}

/** `Opens in any text editor or notes app`. */
export function fileHint(fileType: DownloadFileType): string {
  return downloadFileTypes[fileType].hint;
}

/** `Not downloaded yet`, `Downloaded once`, `Downloaded 12 times`. */
export function downloadCountText(count: number): string {
  if (count <= 0) return 'Not downloaded yet';
  if (count === 1) return 'Downloaded once';
  return `Downloaded ${count.toLocaleString('en-US')} times`;
}

/** `March 2026`, from a `yyyy-mm-dd` release date. */
export function releaseMonth(releaseDate: string): string {
  return new Date(`${releaseDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * What a person may do with an item: download it (their tier includes the item's), sign up (a
 * visitor, for a free item), or upgrade (a lower tier, or a visitor for a paid item).
 */
export type DownloadAccess = 'download' | 'sign-up' | 'upgrade';

export function downloadAccess(memberTier: Tier | null, requiredTier: Tier): DownloadAccess {
  if (memberTier) return tierIncludes(memberTier, requiredTier) ? 'download' : 'upgrade';
  return requiredTier === 'freemium' ? 'sign-up' : 'upgrade';
}

/** Which plan opens an item, in the words the plans page uses. */
export function openedBy(requiredTier: Tier): string {
  return requiredTier === 'freemium' ? 'Free for everyone' : `Opens with ${tierLabel(requiredTier)}`;
}
