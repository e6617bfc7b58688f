import { createReadStream } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { serverConfig } from '#functions/core/config/server-config.ts';
import { downloadCatalogue } from '#functions/core/downloads/catalogue.ts';
import { attachmentDisposition } from '#functions/core/downloads/download-link.ts';
import {
  checkLocalDownloadLink,
  LOCAL_DOWNLOADS_PATH,
  openLocalDownload,
} from '#functions/core/downloads/local-download-store.ts';
import { downloadsContentDirectory } from '#infra/lib/repo-paths.ts';
import { downloadFileTypes } from '#shared/domain/downloads.ts';

/**
 * The local stand-in for the downloads bucket: `/local-downloads/{file}` serves a file of the
 * library from DOWNLOADS_DIR, only through a link the API signed (core/downloads), only until it
 * expires, and only a file the catalogue names. Like the dev mailbox it is not in the route table:
 * in AWS the browser gets a presigned S3 URL instead.
 */

/** Copies every file of the catalogue into the local downloads folder (npm start, tests). */
export async function seedDownloadLibrary(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  await Promise.all(
    downloadCatalogue.map((download) =>
      copyFile(join(downloadsContentDirectory, download.filePath), join(directory, download.filePath)),
    ),
  );
}

export function isLocalDownloadPath(pathname: string): boolean {
  return pathname.startsWith(`${LOCAL_DOWNLOADS_PATH}/`);
}

const refusalHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const refusals = {
  expired:
    'This download link has expired. Links work for 5 minutes: go back to the downloads library for a new one.',
  invalid: 'This download link is not valid. Go back to the downloads library for a new one.',
  missing: 'This download could not be found.',
} as const;

function refuse(response: ServerResponse, status: number, reason: keyof typeof refusals): void {
  response.writeHead(status, refusalHeaders);
  response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Download unavailable · Mirrorwell</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:1.4rem">Download unavailable</h1>
<p>${refusals[reason]}</p>
<p><a href="/downloads">Back to the downloads library</a></p>
</body></html>
`);
}

export async function serveLocalDownload(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed');
    return;
  }
  const url = new URL(request.url ?? '/', 'http://local');
  let filePath: string;
  try {
    filePath = decodeURIComponent(url.pathname.slice(LOCAL_DOWNLOADS_PATH.length + 1));
  } catch {
    return refuse(response, 404, 'missing');
  }
  const check = checkLocalDownloadLink(
    { filePath, expires: url.searchParams.get('expires'), signature: url.searchParams.get('signature') },
    new Date(),
  );
  if (!check.ok) return refuse(response, 403, check.reason);
  const download = downloadCatalogue.find((entry) => entry.filePath === filePath);
  const directory = serverConfig().DOWNLOADS_DIR;
  const file = download && directory ? await openLocalDownload(directory, filePath) : undefined;
  if (!download || !file) return refuse(response, 404, 'missing');
  response.writeHead(200, {
    'content-type': downloadFileTypes[download.fileType].contentType,
    'content-length': String(file.size),
    'content-disposition': attachmentDisposition(download.filePath),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    // Saved, never shown here; and if a browser did show it, it could run nothing.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'referrer-policy': 'no-referrer',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  await pipeline(createReadStream(file.path), response);
}
