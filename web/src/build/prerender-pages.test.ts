import { describe, expect, it } from 'vitest';
import type { PrerenderedPage } from '#web/app/prerendered-pages.ts';
import { appShellDocument, pageDocument, problemWith } from './prerender-pages';

const shell = `<!doctype html><html><head><title>Mirrorwell</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
  </head><body><div id="root"></div></body></html>`;
const home: PrerenderedPage = {
  name: 'home',
  path: '/',
  file: 'index.html',
  signedInView: ['member'],
  adoptedBy: 'page-script',
  hydratedFor: [],
};
const safety: PrerenderedPage = {
  name: 'safety',
  path: '/safety',
  file: 'safety/index.html',
  signedInView: [],
  adoptedBy: 'page-script',
  hydratedFor: ['member'],
};

describe('a pre-rendered page’s HTML', () => {
  it('puts the page into the root and its styles into the head', () => {
    const html = pageDocument(shell, safety, {
      html: '<main><h1>How we keep you safe $&</h1></main>',
      styleTags: '<style data-emotion="css a1">.css-a1{color:red}</style>',
    });
    expect(html).toContain(
      '<div id="root" data-prerendered="/safety"><main><h1>How we keep you safe $&</h1></main></div>',
    );
    expect(html).toMatch(/<style data-emotion="css a1">[^<]*<\/style><\/head>/);
    expect(html).not.toContain('data-signed-in-view');
  });

  it('marks a page a signed-in member never sees, and hides it for them before the first paint', () => {
    const html = pageDocument(shell, home, { html: '<h1>Hi</h1>', styleTags: '' });
    expect(html).toContain('data-signed-in-view="member"');
    expect(html).toContain(
      '<style>html[data-session-hints~="member"] #root[data-signed-in-view~="member"]{display:none}</style>',
    );
  });

  it('refuses what is not a finished, script-free public page', () => {
    expect(problemWith(safety, { html: '<main><h1>Safe</h1></main>', styleTags: '' })).toBeUndefined();
    expect(problemWith(safety, { html: '<main><h2>No title</h2></main>', styleTags: '' })).toMatch(/no h1/);
    expect(
      problemWith(safety, { html: '<h1>x</h1><span class="css-1 chakra-spinner"></span>', styleTags: '' }),
    ).toMatch(/spinner/);
    expect(problemWith(safety, { html: '<h1>x</h1><script>$RC()</script>', styleTags: '' })).toMatch(
      /inline script/,
    );
    expect(
      problemWith(safety, { html: '<h1>x</h1><script type="application/json">{}</script>', styleTags: '' }),
    ).toBeUndefined();
    expect(
      problemWith(safety, { html: '<h1>x</h1><!--$?--><template id="B:0"></template>', styleTags: '' }),
    ).toMatch(/unfinished/);
  });
});

describe('the app shell’s HTML (every address that is not pre-rendered)', () => {
  it('asks for the app’s start with the page, after the entry and before the head closes', () => {
    // The entry and what Vite already preloads are not asked for twice.
    const html = appShellDocument(shell, [
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/app-shell-c.js',
      'assets/react-vendor-d.js',
    ]);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-shell-c.js"><link rel="modulepreload" crossorigin href="/assets/react-vendor-d.js"></head>',
    );
    expect(html.match(/index-a\.js/g)).toHaveLength(1);
    expect(html.match(/vendor-b\.js/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });
});
