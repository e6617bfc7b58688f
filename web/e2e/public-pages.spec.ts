import { expect, test } from './fixtures';

test.describe('public pages', () => {
  test('the landing page introduces Mirrorwell and the four guides the server lists', async ({
    page,
    request,
  }) => {
    const modes = (await (await request.get('/api/modes')).json()) as { name: string }[];
    expect(modes.length).toBe(4);
    await page.goto('/');

    await expect(page).toHaveTitle('A quiet space for self-reflection · Mirrorwell');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Mirrorwell home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/clean-login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/clean-register',
    );

    const cards = page.getByTestId('guide-card');
    await expect(cards).toHaveCount(4);
    for (const mode of modes) {
      await expect(page.getByRole('heading', { name: mode.name })).toBeVisible();
    }
    await expect(cards.filter({ hasText: 'Mirror Mode' })).toContainText('Free with every account');
    await expect(cards.filter({ hasText: 'Shadow Mode' })).toContainText('Opens with Pro');
    await expect(cards.filter({ hasText: 'Inner Child Mode' })).toContainText('Opens with Pro');
    await expect(cards.filter({ hasText: 'Awakening Mode' })).toContainText('Opens with Pro');

    await expect(page.getByTestId('disclaimer')).toContainText('not therapy');
    await expect(page.getByTestId('disclaimer')).toContainText('not a substitute for professional treatment');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Mirrorwell`);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    await page.getByRole('link', { name: 'Begin Your Journey' }).click();
    await expect(page).toHaveURL(/\/clean-register$/);
    await expect(page.getByTestId('disclaimer')).toContainText('not therapy');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/clean-login$/);
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/clean-register$/);
  });

  test('an unknown address shows Page not found with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Mirrorwell');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();
  });

  test('/working-test shows that routing works', async ({ page }) => {
    await page.goto('/working-test');
    await expect(page.getByRole('heading', { name: 'Routing works' })).toBeVisible();
  });

  test('the app is served on a subdomain host', async ({ page, baseURL }) => {
    const subdomainUrl = (baseURL ?? '').replace('//localhost', '//demo.localhost');
    expect(subdomainUrl).toContain('demo.localhost');
    await page.goto(`${subdomainUrl}/`);
    await expect(page.getByRole('link', { name: 'Mirrorwell home' })).toBeVisible();
    await page.goto(`${subdomainUrl}/working-test`);
    await expect(page.getByRole('heading', { name: 'Routing works' })).toBeVisible();
  });
});
