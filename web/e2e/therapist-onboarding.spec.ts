import { expect, test } from './fixtures';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

test('a therapist sets up the practice in 8 steps, resumes where they left off and finishes', async ({
  page,
}) => {
  const therapist = newTherapist('Imogen');
  await signUpTherapistInBrowser(page, therapist);
  await page.goto('/therapist-onboarding');
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();

  await page.getByText('New to most software').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 8')).toBeVisible();
  // The guided path explains why each question is asked.
  await expect(page.getByText(/Experience with AI tools helps us suggest/)).toBeVisible();
  await page.getByText('Over 10 years').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page.getByText('Step 4 of 8')).toBeVisible();
  await page.getByText('Short regular check-ins').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 5 of 8')).toBeVisible();

  // Leaving and coming back resumes at the step reached.
  await page.goto('/');
  await page.goto('/therapist-onboarding');
  await expect(page.getByText('Step 5 of 8')).toBeVisible();
  await page.getByText('Clients relying on the AI instead of therapy').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Grief & Loss').click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The proposal follows the answers: check-ins and a worry about reliance.
  await expect(page.getByRole('heading', { name: 'Your assistant' })).toBeVisible();
  await expect(page.getByLabel('Session structure')).toHaveValue('check_in');
  await expect(page.getByLabel('Response length')).toHaveValue('brief');
  await expect(page.getByLabel('Question frequency')).toHaveValue('high');
  await page.getByLabel('Personality style').selectOption('gentle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your client portal' })).toBeVisible();
  await expect(page.getByLabel('Welcome title')).toHaveValue(`Welcome to Imogen Quill's Practice`);
  await expect(page.getByText(`${therapist.subdomain}.localhost`)).toBeVisible();
  await page.getByLabel('Welcome title').fill('Welcome to Quill Counseling');
  await expect(page.getByRole('img', { name: 'Portal preview' })).toContainText(
    'Welcome to Quill Counseling',
  );
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('teal');
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByText('Please use a colour like #2563eb')).toBeVisible();
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#0f766e');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByText('Your practice is ready')).toBeVisible();
  await expect(page).toHaveURL(/\/therapist-dashboard$/);

  await page.goto('/therapist-onboarding');
  await expect(page.getByRole('heading', { name: 'Your practice is set up' })).toBeVisible();
});

test('onboarding is for signed-in therapists only', async ({ page }) => {
  await page.goto('/therapist-onboarding');
  await expect(page).toHaveURL(/\/therapist-login$/);
});
