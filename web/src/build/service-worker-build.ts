import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { APP_SHELL_FILE } from '#web/app/prerendered-pages.ts';
import { initialAssetsOf } from './html-assets.ts';

/** Besides the shell's code: what an installed app shows before any screen loads. */
const shellFiles = [
  APP_SHELL_FILE,
  'manifest.webmanifest',
  'theme-init.js',
  'favicon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
];

/**
 * The app shell the service worker installs: app-shell.html, the code a page runs to start
 * (`startupFiles`: the entry chunk, start-app and what it imports statically), the manifest and
 * icons. Other chunks are kept as they are used; installing every screen of the app up front would
 * cost a phone megabytes.
 */
export function precacheListOf(buildDir: string, startupFiles: readonly string[]): string[] {
  const shell = readFileSync(path.join(buildDir, APP_SHELL_FILE), 'utf8');
  const { javascript, css } = initialAssetsOf(shell);
  const files = [...new Set([...shellFiles, ...javascript, ...startupFiles, ...css])];
  const missing = files.filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length > 0)
    throw new Error(`The app shell names files the build does not have: ${missing.join(', ')}`);
  return files.map((file) => `/${file}`);
}

/** Builds src/pwa/service-worker.ts into `sw.js` with this build's precache list and version. */
export async function writeServiceWorker(
  buildDir: string,
  webRoot: string,
  startupFiles: readonly string[],
): Promise<{ precached: number }> {
  const urls = precacheListOf(buildDir, startupFiles);
  // The version changes whenever anything installed changes, which makes the browser update.
  const digest = createHash('sha256');
  for (const url of urls) digest.update(url).update(readFileSync(path.join(buildDir, url)));
  const version = digest.digest('hex').slice(0, 16);
  const result = await build({
    entryPoints: [path.join(webRoot, 'src', 'pwa', 'service-worker.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    define: { __PRECACHE_URLS__: JSON.stringify(urls), __CACHE_VERSION__: JSON.stringify(version) },
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('The service worker did not build.');
  writeFileSync(path.join(buildDir, 'sw.js'), code);
  return { precached: urls.length };
}
