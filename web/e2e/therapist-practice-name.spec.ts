import { expect, test } from './fixtures';

test('therapist sign-up asks for a practice name; the dashboard header and the portal welcome use it', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  const subdomain = `harbor${stamp}`;
  await page.goto('/therapist-register');
  await page.getByLabel('First name').fill('Harper');
  await page.getByLabel('Last name').fill('Lind');
  const practiceName = page.getByRole('textbox', { name: 'Practice name (optional)' });
  await expect(practiceName).toHaveAccessibleDescription(/Left empty, it is "Harper Lind's Practice"/);
  await practiceName.fill('Harbor Counseling');
  await page.getByLabel('Email').fill(`harbor-${stamp}@example.com`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('steady-harbor-58');
  await page.getByRole('textbox', { name: 'Subdomain' }).fill(subdomain);
  for (const box of await page.getByRole('checkbox').all()) {
    await box.dispatchEvent('click');
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: 'Create Practice' }).click();
  await expect(page).toHaveURL(/\/therapist-dashboard$/, { timeout: 8000 });
  await expect(page.getByRole('heading', { level: 1, name: "Harper's Dashboard" })).toBeVisible();
  await expect(page.getByTestId('practice-name')).toHaveText('Harbor Counseling');

  // The portal's welcome, before the therapist writes one, names the practice.
  await page.goto(`${(baseURL ?? '').replace('//localhost', `//${subdomain}.localhost`)}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harbor Counseling' })).toBeVisible();
  // The assistant introduces itself as the practice's, by its name.
  await page.getByLabel('How would you like me to address you?').fill('Ana');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByTestId('portal-greeting')).toHaveText(
    "Hello Ana, I'm the AI assistant for Harbor Counseling. What would you like to talk about today?",
  );
});

test('the landing page leads to the therapist pages: in its header on a desktop, in its footer everywhere', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'For Therapists' }).click();
  await expect(page).toHaveURL(/\/therapist-landing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The header row is full on a phone; the link is not squeezed into it, and nothing overflows.
  await expect(page.getByRole('banner').getByRole('link', { name: 'For Therapists' })).toBeHidden();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'For therapists' }).click();
  await expect(page).toHaveURL(/\/therapist-landing$/);
});
