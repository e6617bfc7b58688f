import { expect, test } from './fixtures';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

const screens = [
  ['/therapist-onboarding', 'Welcome'],
  ['/ai-customization', 'AI Customization'],
  ['/test-demo', 'Test your assistant'],
  ['/referral-dashboard', 'Referral Program'],
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test(`signed-in therapist screens have no serious accessibility findings in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    await signUpTherapistInBrowser(page, newTherapist('Aria'));
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
