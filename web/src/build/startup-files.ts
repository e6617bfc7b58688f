import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** The entry the app starts from once the page has painted (main.tsx imports it dynamically). */
export const START_MODULE = '/src/app/start-app.tsx';
/** What runs a page-script page (the landing) instead of the app (main.tsx imports it dynamically). */
export const PAGE_SCRIPT_MODULE = '/src/app/start-page-script.ts';

/**
 * The files of the chunk holding `moduleSuffix` and of every chunk it imports statically, in load
 * order: what the browser needs to start the app. main.tsx asks for them all at once, after the
 * first paint (Vite's preload helper fetches a dynamic import's chunks in parallel).
 */
export function chunkFilesFor(bundle: OutputBundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const start = chunks.find(
    (chunk) =>
      chunk.facadeModuleId?.endsWith(moduleSuffix) || chunk.moduleIds.some((id) => id.endsWith(moduleSuffix)),
  );
  if (!start) throw new Error(`No chunk of the build holds ${moduleSuffix}.`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return files;
}

/** What a page loads to start, written by the build for the bench (never deployed). */
export interface StartupAssets {
  /** The entry module script(s) of index.html. */
  entry: string[];
  /** The chunks main.tsx imports after the first paint: start-app and its static imports. */
  start: string[];
  /** What it imports instead on a page-script page (the landing): start-page-script and its imports. */
  pageScript: string[];
}

/** Where the build keeps its startup report: `.build/web-build/<build folder>/startup-assets.json`. */
export function startupReportFile(buildDir: string): string {
  return path.join(
    buildDir,
    '..',
    '..',
    '.build',
    'web-build',
    path.basename(buildDir),
    'startup-assets.json',
  );
}

export function writeStartupReport(buildDir: string, assets: StartupAssets): void {
  const file = startupReportFile(buildDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(assets, null, 2)}\n`);
}

export function readStartupReport(buildDir: string): StartupAssets | undefined {
  const file = startupReportFile(buildDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StartupAssets) : undefined;
}
