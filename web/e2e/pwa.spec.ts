import { expect, test } from './fixtures';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the web app manifest is linked and describes an installable app', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const reply = await request.get(href as string);
  expect(reply.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await reply.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: 'Mirrorwell', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);

  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  for (const size of ['192x192', '512x512']) expect(pngs.some((icon) => icon.sizes === size)).toBe(true);
  expect(pngs.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  for (const icon of pngs) {
    const image = await request.get(icon.src);
    expect(image.ok()).toBe(true);
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
});

test('the service worker installs the app shell, leaves the API alone and shows the shell offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // An API request reaches the server every time; nothing answers it from a cache.
  const requestIds: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const replied = page.waitForResponse('**/api/health');
    await page.evaluate(() => fetch('/api/health').then((reply) => reply.status));
    const reply = await replied;
    expect(reply.fromServiceWorker()).toBe(false);
    requestIds.push(reply.headers()['x-request-id'] ?? '');
  }
  expect(requestIds[0]).not.toBe(requestIds[1]);

  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(cached).toContain('/app-shell.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
