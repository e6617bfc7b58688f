import { type DownloadFileType, downloadFileTypes } from '#shared/domain/downloads.ts';
import { type Tier, tierIncludes, tierLabel } from '#shared/domain/tiers.ts';

/** `6.2 KB`, `812 bytes`, `1.4 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${kilobytes.toFixed(1)} KB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}

/** `Printable page · 6.2 KB` */
export function describeFile(fileType: DownloadFileType, bytes: number): string {
  return `${downloadFileTypes[fileType].label} · ${formatFileSize(bytes)}`;
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
