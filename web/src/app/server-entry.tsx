/**
 * Renders a page of the app to HTML at build time (the build's SSR entry, run by
 * web/build/prerender-plugin.ts, never shipped to browsers). React's `prerender` waits for every
 * lazy page and Suspense boundary, so the HTML is the finished page. Chakra's styles are collected
 * in an emotion cache and returned as `<style data-emotion>` tags for the head: the first paint is
 * styled, and emotion in the browser adopts those tags instead of inserting the styles again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app';

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The page's styles, for the end of `<head>`. */
  styleTags: string;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The styles the page used, as emotion's own server package writes them (its
 * `extractCriticalToChunks` and `constructStyleTagsFromChunks`): one tag per global style sheet
 * (`css-global <name>`), then one tag with every class rule the HTML refers to (`css <ids>`).
 */
export function styleTagsOf(cache: EmotionCache, html: string): string {
  const usedIds = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) {
    if (match[1]) usedIds.add(match[1]);
  }
  const globalTags: string[] = [];
  const classIds: string[] = [];
  let classRules = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClass)
      globalTags.push(`<style data-emotion="${cache.key}-global ${escapeAttribute(id)}">${rules}</style>`);
    else if (usedIds.has(id)) {
      classIds.push(id);
      classRules += rules;
    }
  }
  const classTag = `<style data-emotion="${cache.key} ${escapeAttribute(classIds.join(' '))}">${classRules}</style>`;
  return [...globalTags, classTag].join('');
}

/** The finished HTML of the app at `location` for a visitor (no session), with its styles. */
export async function renderPage(location: string): Promise<RenderedPage> {
  const cache = createCache({ key: 'css' });
  // Compat mode: rules are kept in `cache.inserted` instead of being written next to each element.
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <StrictMode>
        <App location={location} />
      </StrictMode>
    </CacheProvider>,
    // One piece of HTML: no boundary is sent ahead and revealed later by an inline script (the
    // Content-Security-Policy allows no inline script, and the page is complete anyway).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, styleTags: styleTagsOf(cache, html) };
}
