import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  closeWelcomeTips,
  newMember,
  sendMemberSignUpForm,
  seriousViolations,
  signUpThroughForm,
} from './support';

/**
 * Starting without an account (decisions, 'Tiers and usage'): `/mirrorwell` lets a visitor talk
 * with Mirror for up to 10 messages, kept in this tab's session only; signing up keeps the
 * conversation in the new account.
 */
const KEEP_LINK = 'Create a free account to keep this conversation';
const STORAGE_KEY = 'mirrorwell.guestConversation';

async function sendAsGuest(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message your guide' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test.describe('a visitor starting without an account', () => {
  test('chats with Mirror, keeps the tab’s conversation on reload, and brings it into a new account', async ({
    page,
    context,
    browser,
  }) => {
    await page.goto('/mirrorwell');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Try Mirror, no account needed' }),
    ).toBeVisible();
    await expect(page.getByTestId('guest-allowance')).toHaveText('0 of 10 free messages');
    await expect(page.getByTestId('chat-disclaimer')).toContainText('not therapy');

    await sendAsGuest(page, 'My garden finally has tomatoes this summer');
    const reply = page.getByTestId('message-guide');
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText("Just so you know: I'm an AI guide, not a person or a therapist.");
    await expect(page.getByTestId('guest-allowance')).toHaveText('1 of 10 free messages');
    await expect(page.getByRole('textbox', { name: 'Message your guide' })).toBeEnabled();

    // A reload keeps the conversation: it lives in this tab's session.
    await page.reload();
    await expect(page.getByTestId('message-member')).toHaveText(
      'You said: My garden finally has tomatoes this summer',
    );
    await expect(page.getByTestId('message-guide')).toHaveCount(1);
    await expect(page.getByTestId('guest-allowance')).toHaveText('1 of 10 free messages');

    // Another tab, or another browser, starts afresh.
    for (const other of [await context.newPage(), await (await browser.newContext()).newPage()]) {
      await other.goto('/mirrorwell');
      await expect(other.getByTestId('guest-welcome')).toBeVisible();
      await expect(other.getByTestId('message-member')).toHaveCount(0);
      await expect(other.getByTestId('guest-allowance')).toHaveText('0 of 10 free messages');
      await other.close();
    }

    await page.getByRole('link', { name: KEEP_LINK }).click();
    await expect(page).toHaveURL(/\/clean-register$/);
    await expect(page.getByTestId('guest-carry-note')).toContainText(
      'The 2 messages of your guest conversation will be kept in your new account.',
    );
    const member = newMember('Robin');
    await sendMemberSignUpForm(page, member);
    await closeWelcomeTips(page);

    // The new member goes on in the same conversation, listed in their account.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('message-member')).toHaveText(
      'You said: My garden finally has tomatoes this summer',
    );
    await expect(page.getByTestId('message-guide')).toContainText("Just so you know: I'm an AI guide");
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await expect(list.getByText('My garden finally has tomatoes this summer')).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).toBeNull();

    await page
      .getByRole('textbox', { name: 'Message your guide' })
      .fill('I had a good walk by the river this morning');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('message-guide')).toHaveCount(2);
    await expect(page.getByTestId('message-member')).toHaveCount(2);
  });

  test('gets the crisis resources card when the screen answers a message', async ({ page }) => {
    await page.goto('/mirrorwell');
    await sendAsGuest(page, 'I want to kill myself tonight, I have the pills ready');
    const card = page.getByTestId('crisis-card');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Support is available right now' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(page.getByTestId('guest-allowance')).toHaveText('1 of 10 free messages');
  });

  test('is invited warmly to sign up once the 10 free messages are used', async ({ page }) => {
    await page.addInitScript((key) => {
      const at = new Date().toISOString();
      const messages = Array.from({ length: 10 }, (_, index) => [
        { id: `u${index}`, role: 'user', content: `Thought ${index + 1} about my week`, createdAt: at },
        { id: `a${index}`, role: 'assistant', content: 'What stands out to you about that?', createdAt: at },
      ]).flat();
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, JSON.stringify(messages));
    }, STORAGE_KEY);
    await page.goto('/mirrorwell');
    const prompt = page.getByTestId('guest-used-up');
    await expect(prompt.getByRole('heading', { name: "You've used your 10 free messages" })).toBeVisible();
    await expect(prompt.getByRole('link', { name: KEEP_LINK })).toHaveAttribute('href', '/clean-register');
    await expect(page.getByRole('textbox', { name: 'Message your guide' })).toBeDisabled();
    await expect(page.getByTestId('message-member')).toHaveCount(10);
  });

  test('sends a signed-in member from /mirrorwell to their chat', async ({ page }) => {
    const member = newMember('Quinn');
    await signUpThroughForm(page, member);
    await closeWelcomeTips(page);
    await page.goto('/mirrorwell');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the guest screen has no serious or critical violations in ${colorScheme} mode`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    await page.goto('/mirrorwell');
    await expect(page.getByTestId('guest-welcome')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await sendAsGuest(page, 'My garden finally has tomatoes this summer');
    await expect(page.getByTestId('message-guide')).toHaveCount(1);
    await expect(page.getByTestId('message-streaming')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
