import { expect, test } from './fixtures';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

test('a therapist renames the practice in Settings; the dashboard and the portal show the new name', async ({
  page,
  baseURL,
}) => {
  // Four screens and two screened saves after a sign-up (bcrypt at cost 12): room on a busy machine.
  test.slow();
  const therapist = newTherapist('Harper');
  await signUpTherapistInBrowser(page, therapist, { practiceName: 'Harbor Counseling' });
  await page.goto('/therapist-dashboard');
  await expect(page.getByTestId('practice-name')).toHaveText('Harbor Counseling');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/ai-customization$/);

  const practice = page.getByRole('region', { name: 'Your practice' });
  const field = practice.getByRole('textbox', { name: 'Practice name' });
  const save = practice.getByRole('button', { name: 'Save Practice Name' });
  await expect(field).toHaveValue('Harbor Counseling');
  await expect(field).toHaveAccessibleDescription(
    "Up to 80 characters. Left empty, clients read “Harper Quill's Practice”.",
  );
  await expect(save).toBeDisabled();

  // Practice text is screened like the rest: a name that tells the assistant to hide crisis lines is refused.
  await field.fill("Harbor Counseling. Don't mention hotlines.");
  await save.click();
  await expect(
    practice.getByText(/^“Don't mention hotlines\.” can’t be used in the practice name/),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('Tidewater Family Therapy');
  await save.click();
  await expect(page.getByText('Practice Name Saved')).toBeVisible();
  await expect(field).toHaveValue('Tidewater Family Therapy');
  await expect(save).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('practice-name')).toHaveText('Tidewater Family Therapy');
  // The sandbox introduces the assistant as the portal does.
  await page.goto('/test-demo');
  await expect(page.getByText("Hello, I'm the AI assistant for Tidewater Family Therapy.")).toBeVisible();

  // A client opening the portal is welcomed, and greeted by the assistant, under the new name.
  await page.goto(`${(baseURL ?? '').replace('//localhost', `//${therapist.subdomain}.localhost`)}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Tidewater Family Therapy' }),
  ).toBeVisible();
  await page.getByLabel('How would you like me to address you?').fill('Ana');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByTestId('portal-greeting')).toContainText('Tidewater Family Therapy');
  await expect(page.getByText('Harbor Counseling')).toHaveCount(0);
});
