import { expect, test } from './fixtures';
import {
  closeWelcomeTips,
  expectMemberHome,
  newMember,
  registerThroughApi,
  seriousViolations,
  signInThroughForm,
  signUpThroughForm,
} from './support';

test('a visitor’s coupon: empty and unknown codes are refused, friends100 leads to sign-up and a lifetime account', async ({
  page,
}) => {
  await page.goto('/coupon');
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a coupon' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const apply = page.getByRole('button', { name: 'Apply Coupon' });
  await apply.click();
  await expect(page.getByText('Enter a coupon code')).toBeVisible();
  await expect(page.getByText('Please enter a valid coupon code')).toBeVisible();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('friends10');
  await apply.press('Enter');
  await expect(page.getByText('Invalid Coupon')).toBeVisible();
  await expect(page.getByText('This coupon code is not valid')).toBeVisible();

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('  FRIENDS100 ');
  await apply.press('Enter');
  await expect(page.getByText('Lifetime access unlocked')).toBeVisible();
  await expect(page).toHaveURL(/\/coupon$/);
  await expect(page).toHaveURL(/\/clean-register$/, { timeout: 5000 });

  const member = newMember('Lior');
  await signUpThroughForm(page, member);
  await closeWelcomeTips(page);
  await expectMemberHome(page, member.firstName, 'Lifetime Member');
});

test('a signed-in member redeems friends100 at once, and only once', async ({ page, request }) => {
  const member = newMember('Dana');
  await registerThroughApi(request, member);
  await signInThroughForm(page, member.email, member.password);
  await expectMemberHome(page, member.firstName, 'Freemium');
  await page.goto('/coupon');
  // The page is pre-rendered for visitors; it speaks to the member once the app has adopted it.
  // Text typed in the moment before can still be lost when the page's own code arrives after the
  // app's (a known gap in early-interactions.ts, which hands typed text only to an adopted field).
  await expect(page.getByText('Enter your code to upgrade this account.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('friends100');
  await page.getByRole('button', { name: 'Apply Coupon' }).press('Enter');
  await expect(page.getByText('Lifetime access unlocked')).toBeVisible();
  await expectMemberHome(page, member.firstName, 'Lifetime Member');
  await page.goto('/coupon');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('friends100');
  await page.getByRole('button', { name: 'Apply Coupon' }).press('Enter');
  await expect(page.getByText('This account has already redeemed a coupon.')).toBeVisible();
});
