import { ulid } from 'ulid';
import {
  countDownload,
  getDownloadCounts,
  recordMemberDownload,
} from '#functions/core/db/repositories/downloads-repository.ts';
import { getMemberById } from '#functions/core/db/repositories/members-repository.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import {
  type DownloadLinkResponse,
  type DownloadListItem,
  type DownloadListResponse,
  downloadMessages,
} from '#shared/api/schemas/downloads.ts';
import { DOWNLOAD_LINK_SECONDS } from '#shared/domain/downloads.ts';
import { tierDefinitions, tierIncludes, tierLabel, UPGRADE_PATH } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';
import { availableDownloads, type DownloadEntry, findAvailableDownload } from './catalogue';
import { downloadStore } from './download-store';

/**
 * The premium downloads library: listed for everyone, downloadable by tier (server-enforced), each
 * download counted once and kept in the member's own data.
 */

function toListItem(download: DownloadEntry, downloadCount: number): DownloadListItem {
  return {
    id: download.id,
    title: download.title,
    description: download.description,
    fileName: download.filePath,
    fileType: download.fileType,
    fileSize: download.fileSize,
    requiredTier: download.requiredTier,
    releaseDate: download.releaseDate,
    downloadCount,
  };
}

/**
 * Everything available, with how often each was downloaded: what is open to everyone first, then
 * by the plan that opens it, newest release first within a plan.
 */
export async function listDownloadLibrary(now = new Date()): Promise<DownloadListResponse> {
  const downloads = availableDownloads(now).sort(
    (a, b) =>
      tierDefinitions[a.requiredTier].rank - tierDefinitions[b.requiredTier].rank ||
      b.releaseDate.localeCompare(a.releaseDate),
  );
  const counts = await getDownloadCounts(downloads.map((download) => download.id));
  return { downloads: downloads.map((download) => toListItem(download, counts.get(download.id) ?? 0)) };
}

export function downloadUpgradeMessage(download: DownloadEntry): string {
  const plan = tierLabel(download.requiredTier);
  return `“${download.title}” is part of the ${plan} plan. Upgrade to ${plan} to download it.`;
}

/**
 * A short-lived link to one file, for a member whose tier includes the item's. Refusals come
 * before anything is counted: unknown or withdrawn items are a 404, a lower tier a 403 that names
 * the plan. Each link given out counts as one download and is recorded in the member's data.
 */
export async function createDownloadLink(
  signedIn: { memberId: string; sessionId: string },
  downloadId: string,
  now = new Date(),
): Promise<DownloadLinkResponse> {
  const download = findAvailableDownload(downloadId, now);
  if (!download) throw new AppError('NOT_FOUND', downloadMessages.notFound);
  const member = await getMemberById(signedIn.memberId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  if (!tierIncludes(member.subscriptionTier, download.requiredTier)) {
    throw new AppError('UPGRADE_REQUIRED', downloadUpgradeMessage(download), { upgradeUrl: UPGRADE_PATH });
  }
  await enforceLimit(
    'downloadLinksPerSession',
    signedIn.sessionId,
    'You have asked for many downloads in a short time.',
  );
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000);
  const url = await downloadStore().linkTo(download, expiresAt, now);
  await Promise.all([
    countDownload(download.id),
    recordMemberDownload(signedIn.memberId, {
      id: ulid(now.getTime()),
      downloadId: download.id,
      title: download.title,
      downloadedAt: now.toISOString(),
    }),
  ]);
  return { url, expiresAt: expiresAt.toISOString() };
}
