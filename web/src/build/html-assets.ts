/**
 * What an HTML page of the build makes the browser load at once: its module scripts, the chunks Vite
 * lists as module preloads (everything the entry imports statically) and its style sheets, as paths
 * inside the build (`assets/index-abc.js`). Lazy chunks are not among them.
 */
export function initialAssetsOf(html: string): { javascript: string[]; css: string[] } {
  const javascript = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^(https?:)?\/\//.test(url)) continue;
    const file = url.replace(/^\//, '').replace(/[?#].*$/, '');
    if (tag.startsWith('<script') && /\btype="module"/.test(tag)) javascript.add(file);
    else if (/\brel="modulepreload"/.test(tag)) javascript.add(file);
    else if (/\brel="stylesheet"/.test(tag)) css.add(file);
  }
  return { javascript: [...javascript], css: [...css] };
}
