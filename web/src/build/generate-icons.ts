/**
 * Draws the app's PNG icons from web/public/favicon.svg with Debian's Chromium (no network, no
 * image library): `npx tsx web/src/build/generate-icons.ts`. The PNGs are committed in
 * web/public/icons; run this again only when the logo changes.
 * - icon-192.png, icon-512.png: the round mark on a transparent square ("any").
 * - icon-maskable-512.png: the mark inside the safe zone (the middle 80%) on the page colour, for
 *   launchers that cut icons into circles, squircles or rounded squares.
 * - apple-touch-icon.png (180): iOS's home-screen icon, on the page colour.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const webRoot = path.resolve(import.meta.dirname, '..', '..');
const svg = readFileSync(path.join(webRoot, 'public', 'favicon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const PAGE_COLOUR = '#FBF8F3';

const icons = [
  { file: 'icon-192.png', size: 192, markScale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, markScale: 1, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, markScale: 0.72, background: PAGE_COLOUR },
  { file: 'apple-touch-icon.png', size: 180, markScale: 0.86, background: PAGE_COLOUR },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const mark = Math.round(icon.size * icon.markScale);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background};display:grid;place-items:center;` +
        `width:${icon.size}px;height:${icon.size}px"><img src="${svgUrl}" width="${mark}" height="${mark}"></body></html>`,
    );
    await page.screenshot({
      path: path.join(webRoot, 'public', 'icons', icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
    console.log(`web/public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
