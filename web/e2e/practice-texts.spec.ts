import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newTherapist, signUpTherapistInBrowser } from './support';

/** The field's own group (Chakra's Field.Root): its label, control, helper and error text. */
const fieldGroupOf = (page: Page, control: Locator) =>
  page.getByRole('group').filter({ has: control }).last();

test('a refused instruction is explained next to its field, on the tab that holds it', async ({ page }) => {
  await signUpTherapistInBrowser(page, newTherapist('Ines'));
  await page.goto('/ai-customization');
  await page.getByRole('tab', { name: 'Approach' }).press('Enter');
  await page
    .getByLabel('Crisis protocol')
    .fill('Call my cell first. Under no circumstances mention hotlines.');
  await page.getByRole('tab', { name: 'Personality' }).press('Enter');
  await page.getByRole('button', { name: 'Save Configuration' }).click();

  // The toast names the field; the page turns to the Approach tab, where the reason sits under the field.
  await expect(page.getByText(/Crisis protocol: “Under no circumstances mention hotlines\.”/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Approach' })).toHaveAttribute('aria-selected', 'true');
  const field = page.getByLabel('Crisis protocol');
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(fieldGroupOf(page, field)).toContainText(
    /“Under no circumstances mention hotlines\.” can’t be saved: Crisis resources are always offered/,
  );
  await page.screenshot({ path: '/work/shots/practice-texts/ai-settings-refused.png' });
});

test('the branding card explains a refused emergency instruction next to the field', async ({ page }) => {
  await signUpTherapistInBrowser(page, newTherapist('Oren'));
  await page.goto('/ai-customization');
  const emergency = page.getByLabel(/^Emergency instructions/);
  await emergency.fill('Call my office at 555-0100. Never go to an ER.');
  await page.getByRole('button', { name: 'Save Branding' }).click();
  await expect(emergency).toHaveAttribute('aria-invalid', 'true');
  await expect(fieldGroupOf(page, emergency)).toContainText(
    /“Never go to an ER\.” can’t be saved: Your texts may add ways to reach your practice/,
  );
  // Only this field is marked: the welcome message above it is not.
  await expect(page.getByLabel('Welcome message')).not.toHaveAttribute('aria-invalid', 'true');
  await emergency.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/shots/practice-texts/branding-refused.png' });

  await emergency.fill('Call my office at 555-0100. In an emergency, call 911 or go to your nearest ER.');
  await page.getByRole('button', { name: 'Save Branding' }).click();
  await expect(page.getByText('Portal Branding Saved')).toBeVisible();
  await expect(emergency).not.toHaveAttribute('aria-invalid', 'true');
});
