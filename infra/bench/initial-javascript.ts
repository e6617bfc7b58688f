import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { prerenderedPages } from '#web/app/prerendered-pages.ts';
import { initialAssetsOf } from '#web/build/html-assets.ts';
import { readStartupReport } from '#web/build/startup-files.ts';

export interface InitialFile {
  /** Path inside the build, e.g. `assets/index-abc.js`. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface InitialLoad {
  javascript: InitialFile[];
  css: InitialFile[];
  /** JavaScript and CSS together, gzip -9. */
  totalGzipBytes: number;
  javascriptGzipBytes: number;
}

function measure(webDir: string, file: string): InitialFile {
  const content = readFileSync(path.join(webDir, file));
  return {
    file,
    rawBytes: content.length,
    gzipBytes: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
  };
}

/**
 * What a page of the build loads to start, each file gzipped at level 9 as `gzip -9` would: the
 * HTML's module scripts, preloads and style sheets, and what the entry fetches right after the
 * first paint: the app's start-up chunks (start-app and every chunk it imports statically) or, on
 * a page run by its own script (`adoptedBy: 'page-script'`, the landing), that script's chunks. The
 * build notes both (web/src/build/startup-files.ts). Lazy chunks of other screens are not counted.
 */
export function initialLoadOf(webDir: string, htmlFile = 'index.html'): InitialLoad {
  const fromHtml = initialAssetsOf(readFileSync(path.join(webDir, htmlFile), 'utf8'));
  const startup = readStartupReport(webDir);
  const page = prerenderedPages.find((candidate) => candidate.file === htmlFile);
  const afterPaint = page?.adoptedBy === 'page-script' ? startup?.pageScript : startup?.start;
  const javascriptFiles = [
    ...new Set([...fromHtml.javascript, ...(startup?.entry ?? []), ...(afterPaint ?? [])]),
  ];
  const javascript = javascriptFiles.map((file) => measure(webDir, file));
  const css = fromHtml.css.map((file) => measure(webDir, file));
  const javascriptGzipBytes = javascript.reduce((sum, file) => sum + file.gzipBytes, 0);
  const cssGzipBytes = css.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { javascript, css, javascriptGzipBytes, totalGzipBytes: javascriptGzipBytes + cssGzipBytes };
}
