import * as z from 'zod/mini';
import { DOWNLOAD_ID_PATTERN, type DownloadFileType } from '#shared/domain/downloads.ts';
import type { Tier } from '#shared/domain/tiers.ts';

export const downloadMessages = {
  notFound: 'This download could not be found.',
} as const;

/** `{downloadId}` in `/api/downloads/{downloadId}`: anything but a well-formed id is a 404. */
export const downloadPathSchema = z.object({
  downloadId: z
    .string({ error: downloadMessages.notFound })
    .check(z.regex(DOWNLOAD_ID_PATTERN, downloadMessages.notFound)),
});

/** One item of the library as everyone sees it (`GET /api/downloads`). */
export interface DownloadListItem {
  id: string;
  title: string;
  description: string;
  /** The name the file is saved under. */
  fileName: string;
  fileType: DownloadFileType;
  /** Bytes. */
  fileSize: number;
  /** The lowest tier that may download it (a member's tier includes the tiers below it). */
  requiredTier: Tier;
  /** `yyyy-mm-dd` */
  releaseDate: string;
  downloadCount: number;
}

export interface DownloadListResponse {
  downloads: DownloadListItem[];
}

/** A short-lived link to the file (`POST /api/downloads/{downloadId}`). */
export interface DownloadLinkResponse {
  url: string;
  /** ISO time after which the link no longer works. */
  expiresAt: string;
}
