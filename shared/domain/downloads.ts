import type { Tier } from './tiers';

/**
 * The premium downloads library: listed for everyone, downloadable by tier. Browser-safe constants;
 * the catalogue itself (which files exist) lives with the server in functions/core/downloads.
 */

/** An item without its own requirement is for this tier and above (the spec's default). */
export const DEFAULT_DOWNLOAD_TIER: Tier = 'pro';

/** How long a download link works once issued. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/**
 * The kinds of file the library holds: how each is named, served and described. Labels are in a
 * member's words ("Text file", never "Markdown"); the extension is shown beside them in brackets.
 */
export const downloadFileTypes = {
  markdown: {
    extension: '.md',
    contentType: 'text/markdown; charset=utf-8',
    label: 'Text file',
    hint: 'Opens in any text editor or notes app',
  },
  html: {
    extension: '.html',
    contentType: 'text/html; charset=utf-8',
    label: 'Printable page',
    hint: 'Opens in your browser, ready to print',
  },
  text: {
    extension: '.txt',
    contentType: 'text/plain; charset=utf-8',
    label: 'Text file',
    hint: 'Opens in any text editor or notes app',
  },
} as const;

export type DownloadFileType = keyof typeof downloadFileTypes;
export const downloadFileTypeIds = Object.keys(downloadFileTypes) as DownloadFileType[];

/**
 * A file's path in the library: one lowercase file name with one of the extensions above, no
 * folders and no dots before the extension, so it can never name anything outside the library.
 */
export const DOWNLOAD_FILE_PATTERN = /^[a-z0-9][a-z0-9-]{0,80}\.(md|html|txt)$/;

/** Download ids are short lowercase slugs. */
export const DOWNLOAD_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
