import type { DownloadEntry } from './catalogue';

/** Where the library's files live, and how a member gets a short-lived link to one. */
export interface DownloadStore {
  /** A link that downloads the file (as an attachment) until `expiresAt`, and not after. */
  linkTo(download: DownloadEntry, expiresAt: Date, now: Date): Promise<string>;
}

/** `attachment` makes the browser save the file (even an HTML page) instead of showing it. */
export function attachmentDisposition(filePath: string): string {
  // File paths match DOWNLOAD_FILE_PATTERN (lowercase letters, digits, hyphens): nothing to escape.
  return `attachment; filename="${filePath}"`;
}
