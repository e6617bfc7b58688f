import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
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

/**
 * Serves the web build like CloudFront does: files as they are, and the SPA's index.html for any
 * path without a file extension (the browser resolves routes and the portal from the hostname).
 */
export function serveWebBuild(webDir: string, pathname: string, response: ServerResponse): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const candidate = normalize(join(webDir, decoded));
  const insideBuild = candidate === webDir || candidate.startsWith(webDir + sep);
  const isFile = insideBuild && existsSync(candidate) && statSync(candidate).isFile();
  const file = isFile ? candidate : extname(decoded) === '' ? join(webDir, 'index.html') : undefined;
  if (!file || !existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...webSecurityHeaders });
    response.end('Not found');
    return;
  }
  const immutable = decoded.startsWith('/assets/');
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...webSecurityHeaders,
  });
  createReadStream(file).pipe(response);
}
