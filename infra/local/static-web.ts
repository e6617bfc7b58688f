import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_SHELL_FILE, prerenderedPageAt } from '#web/app/prerendered-pages.ts';
import { isCompressible } from '#web/build/precompress.ts';
import { webSecurityHeaders } from './web-security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send for an `Accept-Encoding` header: brotli when accepted, else gzip, else none
 * (`identity`). A coding given `q=0` is refused; `*` accepts both.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (coding) accepted.set(coding, quality === undefined ? 1 : Number(quality));
  }
  const allows = (coding: ContentEncoding) => {
    const quality = accepted.get(coding) ?? accepted.get('*');
    return quality !== undefined && quality > 0;
  };
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/**
 * Which file of the build answers a path, as CloudFront's viewer-request function decides
 * (infra/lib/web-stack.ts): a file as it is; a pre-rendered page at its address, on the app's own
 * host only (a practice's portal on `{sub}.{domain}` renders itself); any other address without a
 * file extension, the app shell (a build without one: index.html).
 */
export function webFileFor(webDir: string, pathname: string, onAppHost: boolean): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const candidate = normalize(join(webDir, decoded));
  const insideBuild = candidate === webDir || candidate.startsWith(webDir + sep);
  if (insideBuild && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  if (extname(decoded) !== '') return undefined;
  const page = onAppHost ? prerenderedPageAt(decoded) : undefined;
  const choices = [page && join(webDir, page.file), join(webDir, APP_SHELL_FILE), join(webDir, 'index.html')];
  return choices.find((file): file is string => Boolean(file && existsSync(file)));
}

/** Compressed copies made here when the build wrote none, kept while the file is unchanged. */
const compressedInMemory = new Map<string, { mtimeMs: number; body: Buffer }>();

function compressedBody(file: string, encoding: ContentEncoding, mtimeMs: number): Buffer {
  const key = `${file}\0${encoding}`;
  const cached = compressedInMemory.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const content = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  compressedInMemory.set(key, { mtimeMs, body });
  return body;
}

function isAppHost(request: IncomingMessage | undefined): boolean {
  const host = (request?.headers.host ?? 'localhost').replace(/:\d+$/, '').toLowerCase();
  return host === (process.env.ROOT_DOMAIN ?? 'localhost').toLowerCase();
}

/**
 * Serves the web build like CloudFront does: files as they are, pre-rendered pages at their
 * addresses, the app shell for any other address without a file extension; text compressed with
 * brotli or gzip as the browser accepts (the build's precompressed `.br` / `.gz` copies, or made
 * here once), with `Vary: Accept-Encoding`.
 */
export function serveWebBuild(
  webDir: string,
  pathname: string,
  response: ServerResponse,
  request?: IncomingMessage,
): void {
  const file = webFileFor(webDir, pathname, isAppHost(request));
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...webSecurityHeaders });
    response.end('Not found');
    return;
  }
  const { size, mtimeMs } = statSync(file);
  const compressible = isCompressible(file, size);
  const encoding = compressible ? chooseEncoding(request?.headers['accept-encoding']) : undefined;
  const headers: Record<string, string> = {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...webSecurityHeaders,
  };
  if (!encoding) {
    response.writeHead(200, { ...headers, 'content-length': String(size) });
    createReadStream(file).pipe(response);
    return;
  }
  const precompressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  headers['content-encoding'] = encoding;
  if (existsSync(precompressed) && statSync(precompressed).mtimeMs >= mtimeMs) {
    response.writeHead(200, { ...headers, 'content-length': String(statSync(precompressed).size) });
    createReadStream(precompressed).pipe(response);
    return;
  }
  const body = compressedBody(file, encoding, mtimeMs);
  response.writeHead(200, { ...headers, 'content-length': String(body.length) });
  response.end(body);
}
