import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { access, realpath, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { DOWNLOAD_FILE_PATTERN } from '#shared/domain/downloads.ts';
import type { DownloadEntry } from './catalogue';
import type { DownloadStore } from './download-link';

/**
 * The library on this machine: the files are copied to a folder (npm start: DATA_DIR/downloads) and
 * the local runtime serves them at this path, outside `/api`, only through a link this module
 * signed: `/local-downloads/{file}?expires={unix seconds}&signature={HMAC-SHA256}`. It stands in for
 * S3's presigned URLs, with the same rules: the file named, until the time named, nothing else.
 */
export const LOCAL_DOWNLOADS_PATH = '/local-downloads';

let processKey: Buffer | undefined;

/**
 * The signing key: random, per process. The links are signed and checked in the same process (the
 * local runtime runs the handlers), and they live 5 minutes, so nothing needs to outlast a restart.
 */
export function localLinkKey(): Buffer {
  processKey ??= randomBytes(32);
  return processKey;
}

function sign(key: Buffer, filePath: string, expires: string): string {
  return createHmac('sha256', key).update(`${filePath}\n${expires}`).digest('base64url');
}

export interface LocalDownloadStoreOptions {
  /** The folder holding the library's files. */
  directory: string;
  /** The app's own origin, where the local runtime answers. */
  origin: string;
  key: Buffer;
}

export function localDownloadStore(options: LocalDownloadStoreOptions): DownloadStore {
  return {
    async linkTo(download: DownloadEntry, expiresAt: Date): Promise<string> {
      // A link to a file that is not there would only fail later, in the browser.
      await access(join(options.directory, download.filePath)).catch(() => {
        throw new Error(`The downloads folder has no ${download.filePath}: is the library copied?`);
      });
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      const url = new URL(`${LOCAL_DOWNLOADS_PATH}/${download.filePath}`, options.origin);
      url.searchParams.set('expires', expires);
      url.searchParams.set('signature', sign(options.key, download.filePath, expires));
      return url.href;
    },
  };
}

export type LocalLinkCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Whether a link is one this process signed, for this file, and still in time. The signature is
 * compared in constant time and checked before the expiry, so a changed time is `invalid`.
 */
export function checkLocalDownloadLink(
  link: { filePath: string; expires: string | null; signature: string | null },
  now: Date,
  key: Buffer = localLinkKey(),
): LocalLinkCheck {
  const { filePath, expires, signature } = link;
  if (!DOWNLOAD_FILE_PATTERN.test(filePath) || !expires || !/^\d{1,12}$/.test(expires) || !signature) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(sign(key, filePath, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  if (now.getTime() >= Number(expires) * 1000) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/**
 * The file a checked link names, inside the downloads folder and nowhere else: one plain file name
 * (no folders, no `..`), a regular file, and not a link that leads out of the folder.
 */
export async function openLocalDownload(
  directory: string,
  filePath: string,
): Promise<{ path: string; size: number } | undefined> {
  if (!DOWNLOAD_FILE_PATTERN.test(filePath)) return undefined;
  try {
    const root = await realpath(directory);
    const candidate = resolve(root, filePath);
    if (dirname(candidate) !== root) return undefined;
    const real = await realpath(candidate);
    if (dirname(real) !== root) return undefined;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}
