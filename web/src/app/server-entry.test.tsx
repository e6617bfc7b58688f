import { describe, expect, it } from 'vitest';
import { renderPage } from './server-entry';

describe('rendering a page to HTML at build time', () => {
  it('renders the finished page for a visitor, with the styles its classes use', async () => {
    const page = await renderPage('/working-test');
    expect(page.html).toMatch(/<h1[^>]*>Routing works<\/h1>/);
    // Chakra's global styles (tokens for both colour modes) and the page's class rules, for the head.
    expect(page.styleTags).toMatch(/^<style data-emotion="css-global [\w-]+">/);
    expect(page.styleTags).toContain('.dark');
    const classTag = /<style data-emotion="css ([\w -]+)">/.exec(page.styleTags);
    const ids = classTag?.[1]?.split(' ') ?? [];
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) expect(page.html).toContain(`css-${id}`);
    // Nothing the Content-Security-Policy would block, nothing left to finish in the browser.
    expect(page.html).not.toMatch(/<script(?![^>]*application\/json)/);
    expect(page.html).not.toMatch(/<!--\$[?!]-->/);
  });
});
