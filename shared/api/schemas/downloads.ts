import * as z from 'zod/mini';
import { DOWNLOAD_ID_PATTERN, type DownloadFileType, downloadFileTypeIds } from '#shared/domain/downloads.ts';
import { tierField, timestampField } from './reply-parts';

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
export const downloadListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The name the file is saved under. */
  fileName: z.string(),
  fileType: z.enum(downloadFileTypeIds as [DownloadFileType, ...DownloadFileType[]]),
  /** Bytes. */
  fileSize: z.number(),
  /** The lowest tier that may download it (a member's tier includes the tiers below it). */
  requiredTier: tierField,
  /** `yyyy-mm-dd` */
  releaseDate: z.string(),
  downloadCount: z.number(),
});
export type DownloadListItem = z.output<typeof downloadListItemSchema>;

export const downloadListResponseSchema = z.object({ downloads: z.array(downloadListItemSchema) });
export type DownloadListResponse = z.output<typeof downloadListResponseSchema>;

/** A short-lived link to the file (`POST /api/downloads/{downloadId}`). */
export const downloadLinkResponseSchema = z.object({
  url: z.string(),
  /** ISO time after which the link no longer works. */
  expiresAt: timestampField,
});
export type DownloadLinkResponse = z.output<typeof downloadLinkResponseSchema>;
