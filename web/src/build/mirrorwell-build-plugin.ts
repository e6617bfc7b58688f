import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { initialAssetsOf } from './html-assets.ts';
import { precompressBuild } from './precompress.ts';
import { prerenderPages } from './prerender-pages.ts';
import { writeServiceWorker } from './service-worker-build.ts';
import { chunkFilesFor, PAGE_SCRIPT_MODULE, START_MODULE, writeStartupReport } from './startup-files.ts';

/**
 * The steps after Vite's browser build, wherever it runs (`npm run build:web`, `npm start`, before
 * `cdk deploy`): the public pages rendered to HTML, the service worker with this build's app shell,
 * every text file precompressed (brotli and gzip) for the local runtime, and a note of what a page
 * loads to start (for the bench). Any failure fails the build. Not in the SSR build it starts
 * itself, nor in the dev server.
 */
export function mirrorwellBuildPlugin(): Plugin {
  let config: ResolvedConfig;
  let startFiles: string[] = [];
  let pageScriptFiles: string[] = [];
  return {
    name: 'mirrorwell:prerender-pwa-precompress',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      startFiles = chunkFilesFor(bundle, START_MODULE);
      pageScriptFiles = chunkFilesFor(bundle, PAGE_SCRIPT_MODULE);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const buildDir = path.resolve(config.root, config.build.outDir);
      const started = performance.now();
      const entry = initialAssetsOf(readFileSync(path.join(buildDir, 'index.html'), 'utf8')).javascript;
      writeStartupReport(buildDir, { entry, start: startFiles, pageScript: pageScriptFiles });
      const pages = await prerenderPages(config, buildDir, startFiles);
      const { precached } = await writeServiceWorker(buildDir, config.root, [
        ...new Set([...entry, ...startFiles, ...pageScriptFiles]),
      ]);
      const { files } = await precompressBuild(buildDir);
      config.logger.info(
        `Pre-rendered ${pages.map((page) => page.path).join(', ')}; service worker with ${precached} ` +
          `files; ${files} files precompressed (${Math.round(performance.now() - started)} ms).`,
      );
    },
  };
}
