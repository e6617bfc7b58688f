import { expect, test } from './fixtures';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

test('a therapist customises the assistant: tabs, save toast, an unsafe instruction refused, Test AI', async ({
  page,
}) => {
  await signUpTherapistInBrowser(page, newTherapist('Tomas'));
  await page.goto('/ai-customization');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Customization' })).toBeVisible();
  await expect(
    page.getByText('Changes will be applied to all new client sessions immediately'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Configuration' })).toBeDisabled();

  await page.getByLabel('Personality style').selectOption('gentle');
  await page.getByLabel('Custom instructions').fill("Mention our office hours. Don't mention hotlines.");
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/“Don't mention hotlines\.” can’t be saved: Crisis resources are always offered/),
  ).toBeVisible();

  await page.getByLabel('Custom instructions').fill('Mention our office hours, Monday to Friday.');
  await page.getByRole('tab', { name: 'Approach' }).press('Enter');
  await page.getByText('Grief & Loss').click();
  await page.getByRole('tab', { name: 'Communication' }).press('Enter');
  await page.getByLabel('Response length').selectOption('brief');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save Configuration' }).press('Enter');
  await expect(page.getByText('AI Configuration Saved')).toBeVisible();
  await expect(page.getByText('Your AI assistant has been updated with the new settings.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Personality style')).toHaveValue('gentle');
  await page.getByRole('tab', { name: 'Communication' }).press('Enter');
  await expect(page.getByLabel('Response length')).toHaveValue('brief');

  await page.getByRole('tab', { name: 'Test AI' }).press('Enter');
  await page.getByRole('button', { name: 'Test Response' }).click();
  await expect(page.getByText('Enter Test Message')).toBeVisible();
  await page.getByRole('tab', { name: 'Personality' }).press('Enter');
  await page.getByLabel('Client greeting').fill('Welcome to the Harbor practice.');
  await page.getByRole('tab', { name: 'Test AI' }).press('Enter');
  await page
    .getByRole('textbox', { name: 'Test message', exact: true })
    .fill('Work has been heavy this week and I feel tired.');
  await page.getByRole('button', { name: 'Test Response' }).press('Enter');
  await expect(page.getByTestId('test-ai-reply')).toContainText('Welcome to the Harbor practice.');
  await page
    .getByRole('textbox', { name: 'Test message', exact: true })
    .fill('I want to end my life tonight');
  await page.getByRole('button', { name: 'Test Response' }).press('Enter');
  await expect(page.getByTestId('test-ai-reply')).toContainText('The safety screen answered');
  await expect(page.getByTestId('test-ai-reply')).toContainText('988');
});

test('the sandbox chat answers as a client would see it', async ({ page }) => {
  await signUpTherapistInBrowser(page, newTherapist('Vera'));
  await page.goto('/test-demo');
  await expect(
    page.getByText("Just so you know: I'm an AI assistant, not a person or a therapist."),
  ).toBeVisible();
  await expect(page.getByText("Hello, I'm the AI assistant of Vera Quill's practice.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('I argued with my sister and I keep replaying it.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('sandbox-client')).toContainText('I argued with my sister');
  await expect(page.getByTestId('sandbox-assistant')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('AI customisation is axe-clean in dark mode and fits a phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpTherapistInBrowser(page, newTherapist('Ines'));
  for (const path of ['/ai-customization', '/test-demo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
