import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type ResolvedConfig } from 'vite';
import {
  APP_SHELL_FILE,
  type PrerenderedPage,
  pagesNotYetRouted,
  prerenderedPages,
} from '#web/app/prerendered-pages.ts';
import type { RenderedPage } from '#web/app/server-entry.tsx';
import { initialAssetsOf } from './html-assets.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A signed-in view replaces some pages (the chat at `/`): with that sign-in hint (marked on <html>
 * by /theme-init.js before the first paint) the visitor's HTML stays hidden until the app has
 * rendered, so a member never sees the landing flash by. Not drawn at all (display, not
 * visibility): the browser then neither styles nor lays out a page the member will never see, which
 * a fresh load of the member's chat would otherwise wait for.
 */
function hiddenForSignedInStyle(page: PrerenderedPage): string {
  if (page.signedInView.length === 0) return '';
  const selectors = page.signedInView.map(
    (kind) => `html[data-session-hints~="${kind}"] #root[data-signed-in-view~="${kind}"]`,
  );
  return `<style>${selectors.join(',')}{display:none}</style>`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The app's HTML (index.html as Vite wrote it) with a page rendered into it. */
export function pageDocument(shell: string, page: PrerenderedPage, rendered: RenderedPage): string {
  if (!shell.includes(ROOT_ELEMENT) || !shell.includes('</head>')) {
    throw new Error(`index.html must contain ${ROOT_ELEMENT} and </head> to pre-render into it.`);
  }
  const signedInView =
    page.signedInView.length > 0
      ? ` data-signed-in-view="${escapeAttribute(page.signedInView.join(' '))}"`
      : '';
  const root = `<div id="root" data-prerendered="${escapeAttribute(page.path)}"${signedInView}>${rendered.html}</div>`;
  return shell
    .replace('</head>', () => `${hiddenForSignedInStyle(page)}${rendered.styleTags}</head>`)
    .replace(ROOT_ELEMENT, () => root);
}

/**
 * The HTML of every address that is not pre-rendered (app-shell.html): Vite's index.html, whose page
 * the app always draws itself, asking for the app's start (`appStartFiles`, start-app and its static
 * imports: React, the design system, the app's shell) at once, as the HTML arrives, instead of once
 * the entry has run. A practice's portal on its own host and every signed-in screen start from it;
 * the pre-rendered pages, which start without the app (the landing), never ask for these.
 */
export function appShellDocument(shell: string, appStartFiles: readonly string[]): string {
  if (!shell.includes('</head>')) throw new Error('index.html must contain </head>.');
  const alreadyAsked = new Set(initialAssetsOf(shell).javascript);
  const preloads = appStartFiles
    .filter((file) => !alreadyAsked.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    .join('');
  return shell.replace('</head>', () => `${preloads}</head>`);
}

/** A pre-rendered page must be a finished page: it has its h1 and no loading screen. */
export function problemWith(page: PrerenderedPage, rendered: RenderedPage): string | undefined {
  if (!/<h1[\s>]/.test(rendered.html))
    return `${page.path} rendered no h1 (is it a public page that renders without data?)`;
  if (/class="[^"]*\bchakra-spinner\b/.test(rendered.html)) return `${page.path} rendered a loading spinner`;
  // The Content-Security-Policy runs no inline script; a data block (type="application/json") is inert.
  if (/<script(?![^>]*type="application\/json")[^>]*>/.test(rendered.html)) {
    return `${page.path} rendered an inline script, which the Content-Security-Policy would block`;
  }
  if (/<!--\$[?!]-->/.test(rendered.html)) return `${page.path} left a Suspense boundary unfinished`;
  return undefined;
}

/**
 * After the browser build: builds the SSR entry (src/app/server-entry.tsx) with the same Vite
 * configuration into `.build/prerender/<build folder>`, renders every page of prerendered-pages.ts
 * and writes it into the build (`index.html` for `/`, `safety/index.html` for `/safety`). Vite's own
 * index.html, with the app's start preloaded (appShellDocument), becomes app-shell.html: the HTML of
 * every other address.
 */
export async function prerenderPages(
  config: ResolvedConfig,
  buildDir: string,
  appStartFiles: readonly string[],
): Promise<PrerenderedPage[]> {
  const ssrDir = path.join(config.root, '..', '.build', 'prerender', path.basename(buildDir));
  await build({
    configFile: config.configFile ?? false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: path.join(config.root, 'src', 'app', 'server-entry.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'server-entry.mjs' } },
    },
  });
  const serverEntry = pathToFileURL(path.join(ssrDir, 'server-entry.mjs')).href;
  const { renderPage } = (await import(`${serverEntry}?build=${Date.now()}`)) as {
    renderPage: (location: string) => Promise<RenderedPage>;
  };

  const shellFile = path.join(buildDir, 'index.html');
  const shell = readFileSync(shellFile, 'utf8');
  writeFileSync(path.join(buildDir, APP_SHELL_FILE), appShellDocument(shell, appStartFiles));
  for (const page of prerenderedPages) {
    const rendered = await renderPage(page.path);
    const problem = problemWith(page, rendered);
    if (problem) throw new Error(`Pre-rendering failed: ${problem}.`);
    const file = path.join(buildDir, page.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pageDocument(shell, page, rendered));
  }
  if (pagesNotYetRouted.length > 0) {
    config.logger.info(`Not pre-rendered (not in paths.ts yet): ${pagesNotYetRouted.join(', ')}`);
  }
  return [...prerenderedPages];
}
