import { expect, test } from './fixtures';
import {
  closeWelcomeTips,
  expectMemberHome,
  newMember,
  registerThroughApi,
  signInThroughForm,
  signUpThroughForm,
} from './support';

test.describe('member sign-up and sign-in', () => {
  test('a new member signs up, stays signed in, logs out and signs back in', async ({ page }) => {
    const member = newMember('Juniper');
    await signUpThroughForm(page, member);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('showOnboarding'))).toBe('true');
    await closeWelcomeTips(page);
    await expectMemberHome(page, member.firstName, 'Freemium');
    await expect(page).toHaveTitle('Your space · Mirrorwell');
    // The browser never holds the token itself: the session is an httpOnly cookie.
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toMatch(/token/i);

    await page.reload();
    await expectMemberHome(page, member.firstName, 'Freemium');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();

    await signInThroughForm(page, member.email, member.password);
    await expectMemberHome(page, member.firstName, 'Freemium');
  });

  test('a wrong password shows Login Failed with the server message', async ({ page, request }) => {
    const member = newMember();
    await registerThroughApi(request, member);

    await page.goto('/clean-login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-right-one-99');
    const loginReply = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const reply = await loginReply;
    expect(reply.status()).toBe(401);
    const { message } = (await reply.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);

    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/clean-login$/);
  });

  test('sign-up shows the exact validation messages under each field', async ({ page }) => {
    await page.goto('/clean-register');
    await expect(page).toHaveTitle('Create your account · Mirrorwell');
    await expect(page.getByText('Minimum 8 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    await expect(page.getByLabel('First name')).toBeFocused();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByLabel('First name').fill('Rowan');
    await expect(page.getByText('First name is required')).toBeHidden();
    await expect(page).toHaveURL(/\/clean-register$/);
  });

  test('sign-in asks for a valid email and a password before sending', async ({ page }) => {
    await page.goto('/clean-login');
    await expect(page).toHaveTitle('Sign in · Mirrorwell');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
      'Password is required',
    );
  });

  test('signing up with an email that has an account shows Registration Failed', async ({
    page,
    request,
  }) => {
    const member = newMember();
    await registerThroughApi(request, member);

    const registerReply = page.waitForResponse('**/api/auth/register');
    await signUpThroughForm(page, member);
    const reply = await registerReply;
    expect(reply.ok()).toBe(false);
    const { message } = (await reply.json()) as { message: string };

    await expect(page.getByText('Registration Failed', { exact: true })).toBeVisible();
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/clean-register$/);
  });

  test('a stored lifetime coupon shows its badge and makes the member a Lifetime Member', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('pendingCoupon', 'FRIENDS100'));
    await page.goto('/clean-register');
    await expect(page.getByText('Lifetime Access Coupon Applied')).toBeVisible();

    const member = newMember('Marlow');
    const registerRequest = page.waitForRequest('**/api/auth/register');
    await signUpThroughForm(page, member);
    expect((await registerRequest).postDataJSON()).toMatchObject({ pendingCoupon: 'FRIENDS100' });
    await closeWelcomeTips(page);

    await expectMemberHome(page, member.firstName, 'Lifetime Member');
    expect(await page.evaluate(() => localStorage.getItem('pendingCoupon'))).toBeNull();
  });

  test('routes follow the session: visitors are sent to sign in, members away from it', async ({ page }) => {
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/clean-login$/);
    await page.goto('/mirrorwell-chat');
    await expect(page).toHaveURL(/\/clean-login$/);
    await page.goto('/mirrorwell');
    // The visitors' entry is the guest chat (guest-start.spec.ts).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Try Mirror, no account needed' }),
    ).toBeVisible();

    const member = newMember('Sage');
    await signUpThroughForm(page, member);
    await closeWelcomeTips(page);
    await expectMemberHome(page, member.firstName, 'Freemium');

    for (const visitorPath of ['/clean-login', '/clean-register', '/mirrorwell']) {
      await page.goto(visitorPath);
      await expectMemberHome(page, member.firstName, 'Freemium');
    }
    for (const memberPath of ['/chat', '/mirrorwell-chat']) {
      await page.goto(memberPath);
      await expect(
        page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${memberPath}$`));
    }
  });
});
