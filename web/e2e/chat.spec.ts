import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  closeWelcomeTips,
  newMember,
  registerThroughApi,
  sendAndWaitForReply,
  seriousViolations,
  signInThroughForm,
  signUpThroughForm,
  type TestMember,
} from './support';

/**
 * The member's chat, end to end against the local runtime and its offline guide (whose words
 * arrive every 40 ms, see playwright.config.ts). One member walks through most of it in order;
 * the phone and the account deletion each use one more. Three sign-ups in all.
 */

function messageBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Message your guide' });
}

/** The tips open by themselves a moment after sign-up; close them to reach the chat. */
function conversationNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Conversations' });
}

async function newSignedInPage(browser: Browser, member: TestMember): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughForm(page, member.email, member.password);
  await expect(messageBox(page)).toBeVisible();
  return page;
}

test.describe('a member chats with their guides', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(60_000);

  const member = newMember('Rowan');
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('signs up, chats in Mirror and watches the reply stream in', async () => {
    await signUpThroughForm(page, member);
    await closeWelcomeTips(page);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();
    await expect(page.getByText('Upgrade for unlimited conversations + all AI modes')).toBeVisible();
    await expect(page.getByTestId('usage-summary')).toContainText('0 of 20');
    await expect(page.getByTestId('chat-disclaimer')).toContainText('not therapy');

    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await messageBox(page).fill('   ');
    await expect(send).toBeDisabled();

    // A welcome prompt fills the box; the member writes their own words instead.
    await page.getByTestId('example-prompt').first().click();
    await expect(messageBox(page)).not.toHaveValue('');
    await messageBox(page).fill('I have been feeling stressed about work and my boss lately.');
    await send.click();
    await expect(messageBox(page)).toHaveValue('');
    await expect(page.getByTestId('message-member')).toHaveText(/stressed about work and my boss/);

    const streaming = page.getByTestId('message-streaming');
    await expect(streaming).toContainText(/\w{3,}/);
    const early = (await streaming.textContent())?.length ?? 0;
    await expect
      .poll(async () => (await streaming.textContent().catch(() => null))?.length ?? 0)
      .toBeGreaterThan(early + 10);
    await expect(streaming).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(send).toBeDisabled();

    const reply = page.getByTestId('message-guide');
    await expect(reply).toHaveCount(1, { timeout: 15_000 });
    await expect(streaming).toHaveCount(0);
    await expect(reply).toContainText('Mirror Mode');
    await expect(reply.getByTestId('engine-label')).toHaveText(/Offline guide/);
    await expect(reply).toContainText("I'm an AI guide");
    // Screen readers hear the finished reply once, from the polite announcer.
    await expect(page.getByTestId('reply-announcer')).toContainText(
      "Mirror Mode: Just so you know: I'm an AI guide",
    );
    await expect(page.getByTestId('reply-announcer')).toHaveAttribute('aria-live', 'polite');
    await expect(streaming).toHaveCount(0);

    await expect(conversationNav(page).getByTestId('conversation-row')).toHaveCount(1);
    await expect(page.getByTestId('usage-summary')).toContainText('1 of 20');
  });

  test('a Freemium member is refused Shadow, with the plan that opens it and a way to upgrade', async () => {
    const command = '/shadowmode what am I avoiding?';
    await messageBox(page).fill(command);
    await messageBox(page).press('Enter');
    const refusal = page.getByTestId('upgrade-refusal');
    await expect(refusal).toContainText('Upgrade to Pro');
    await expect(refusal.getByRole('link', { name: 'See upgrade options' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    // Nothing was sent, so the words come back to the box.
    await expect(messageBox(page)).toHaveValue(command);
    await expect(page.getByTestId('message-member')).toHaveCount(1);
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await messageBox(page).fill('');

    // The guide menu shows the lock and the plan, and offers the upgrade instead of switching.
    await page.getByTestId('mode-picker').click();
    const shadow = page.getByRole('menuitem', { name: /Shadow Mode/ });
    await expect(shadow).toContainText('Pro');
    await shadow.click();
    const offer = page.getByTestId('upgrade-dialog');
    await expect(offer).toContainText('Shadow Mode opens with Pro');
    await expect(offer.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscribe');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByTestId('mode-picker')).toContainText('Mirror');
    await expect(page.getByTestId('message-member')).toHaveCount(1);
  });

  test('a fresh conversation from the menu; a stopped reply keeps its words and its Stopped mark', async () => {
    await page.getByTestId('mode-picker').click();
    await page.getByRole('menuitem', { name: /Mirror Mode/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();

    await messageBox(page).fill('My sister and I argued again about the holidays.');
    await messageBox(page).press('Enter');
    const streaming = page.getByTestId('message-streaming');
    await expect(streaming).toContainText(/AI guide/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(streaming).toHaveCount(0);
    const stopped = page.getByTestId('message-guide');
    await expect(stopped).toHaveCount(1);
    await expect(stopped.getByTestId('stopped-marker')).toHaveText('Stopped');
    await expect(stopped).toContainText('AI guide');
    await expect(page.getByTestId('reply-announcer')).toHaveText('The reply was stopped.');

    await expect(conversationNav(page).getByTestId('conversation-row')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();
    await conversationNav(page)
      .getByRole('button', { name: /^My sister and I argued/ })
      .click();
    const reopened = page.getByTestId('message-guide');
    await expect(reopened.getByTestId('stopped-marker')).toHaveText('Stopped');
    await expect(reopened).toContainText("I'm an AI guide");
    await expect(page.getByTestId('message-member')).toHaveText(/argued again about the holidays/);
  });

  test('search finds the first conversation by its words and opens it to continue', async () => {
    await conversationNav(page).getByRole('searchbox', { name: 'Search conversations' }).fill('boss');
    const hit = conversationNav(page).getByTestId('search-hit');
    await expect(hit).toHaveCount(1);
    await expect(hit).toContainText('You:');
    await expect(hit).toContainText('boss');
    await hit.click();
    await expect(page.getByTestId('message-member')).toHaveText(/stressed about work and my boss/);
    await expect(hit).toHaveAttribute('aria-current', 'true');

    await sendAndWaitForReply(page, 'It mostly happens in our Monday meetings at work.');
    await expect(page.getByTestId('message-member')).toHaveCount(2);
    await conversationNav(page).getByRole('searchbox', { name: 'Search conversations' }).fill('');
    // Continuing did not start a new conversation.
    await expect(conversationNav(page).getByTestId('conversation-row')).toHaveCount(2);
  });

  test('renames a conversation and deletes another', async () => {
    const nav = conversationNav(page);
    await nav.getByRole('button', { name: /Options for My sister and I argued/ }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename conversation' });
    await rename.getByLabel('Title').fill('Holidays with my sister');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    await expect(nav.getByRole('button', { name: /^Holidays with my sister/ })).toBeVisible();

    await nav.getByRole('button', { name: 'Options for Holidays with my sister' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
    await expect(confirm).toContainText('Holidays with my sister');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(nav.getByTestId('conversation-row')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: /Holidays with my sister/ })).toHaveCount(0);
    // The open conversation was the other one: it stays on screen.
    await expect(page.getByTestId('message-member')).toHaveCount(2);
  });

  test('the memory panel shows what Mirror noticed, and Mirror can be made to forget', async () => {
    await page.getByRole('button', { name: 'What your guides remember' }).click();
    const drawer = page.getByTestId('memory-drawer');
    const mirror = drawer.getByTestId('memory-mirror');
    await expect(mirror.getByTestId('memory-themes')).toContainText('work');
    await expect(drawer.getByTestId('memory-shadow')).toContainText('Nothing yet');
    expect(await seriousViolations(page)).toEqual([]);

    await mirror.getByRole('button', { name: "Clear Mirror Mode's memory" }).click();
    const confirm = page.getByRole('alertdialog', { name: "Clear Mirror Mode's memory?" });
    await confirm.getByRole('button', { name: 'Clear memory' }).click();
    await expect(confirm).toBeHidden();
    await expect(mirror).toContainText('Nothing yet');
    await expect(mirror.getByTestId('memory-themes')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('exports the journal as a text file and all data as a data file, each saying what it is', async () => {
    await page.getByRole('button', { name: 'Settings and your data' }).click();
    const drawer = page.getByTestId('settings-drawer');
    await expect(drawer).toContainText(member.email);
    expect(await seriousViolations(page)).toEqual([]);
    // What each file is, in words, beside its link (and read out with it); no bare format names.
    const journalLink = drawer.getByRole('link', { name: 'Download your journal' });
    await expect(journalLink).toHaveAccessibleDescription(
      'Text file (.md): every conversation, to read in any text editor or notes app',
    );
    const dataLink = drawer.getByRole('link', { name: 'Download all your data' });
    await expect(dataLink).toHaveAccessibleDescription(
      'Data file (.json): everything, for moving it to another app or service',
    );
    await expect(drawer.getByText(/Markdown|JSON/)).toHaveCount(0);

    const journal = page.waitForEvent('download');
    await journalLink.click();
    expect((await journal).suggestedFilename()).toMatch(/^mirrorwell-journal-\d{4}-\d{2}-\d{2}\.md$/);

    const data = page.waitForEvent('download');
    await dataLink.click();
    expect((await data).suggestedFilename()).toMatch(/^mirrorwell-export-\d{4}-\d{2}-\d{2}\.json$/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('a message that sounds like a crisis gets the resource card with 988', async () => {
    await sendAndWaitForReply(page, 'I feel like I want to kill myself');
    const card = page.getByTestId('crisis-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('988');
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: 'https://988lifeline.org' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  test('a check-in asks directly with the resources beside it, and a plain "no" lets the guide answer', async () => {
    const cards = page.getByTestId('crisis-card');
    const before = await cards.count();
    await sendAndWaitForReply(page, 'Sometimes I think everyone would be better off without me');
    const checkIn = cards.nth(before);
    await expect(checkIn.getByRole('heading', { name: 'Checking in with you' })).toBeVisible();
    await expect(checkIn).toContainText('Are you having thoughts of ending your life?');
    await expect(checkIn.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await sendAndWaitForReply(page, 'no, not at all');
    await expect(cards).toHaveCount(before + 1);
    await expect(page.getByTestId('message-guide').last()).not.toContainText('988');
  });

  test('a guide that fails mid-reply can be retried in the same conversation', async () => {
    const conversations = await page.request.get('/api/conversations');
    const [current] = ((await conversations.json()) as { conversations: { id: string }[] }).conversations;
    await page.route(
      '**/api/chat',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/event-stream',
          body: [
            `event: start\ndata: ${JSON.stringify({ conversationId: current?.id, modeId: 'mirror', engine: { id: 'offline', label: 'Offline guide' }, userMessage: { id: 'pending-1', role: 'user', content: 'What do I keep coming back to?', modeId: 'mirror', createdAt: new Date().toISOString() } })}\n\n`,
            'event: token\ndata: {"text":"Let me "}\n\n',
            `event: error\ndata: ${JSON.stringify({ status: 502, message: 'The guide is not reachable right now. Please try again.', code: 'UPSTREAM_FAILED' })}\n\n`,
          ].join(''),
        }),
      { times: 1 },
    );
    await messageBox(page).fill('What do I keep coming back to?');
    await messageBox(page).press('Enter');
    const failure = page.getByTestId('send-failure');
    await expect(failure).toContainText('The guide is not reachable right now.');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    const replies = await page.getByTestId('message-guide').count();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByTestId('message-guide')).toHaveCount(replies + 1, { timeout: 15_000 });
    await expect(page.getByTestId('message-member').last()).toHaveText(/What do I keep coming back to\?/);
  });

  test('dark mode renders the chat, and axe finds nothing serious in either mode', async () => {
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId('message-guide').first()).toBeVisible();
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(darkBackground);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear local cache' }).click();
    await expect(page.getByText('Local cache cleared')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();
    await expect(conversationNav(page).getByTestId('conversation-row')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('when the session has expired, sending says so and leads to sign-in', async () => {
    await page.context().clearCookies();
    await messageBox(page).fill('Are you still there?');
    await messageBox(page).press('Enter');
    await expect(page.getByText('Session Expired', { exact: true })).toBeVisible();
    await expect(page.getByText('Please log in again to continue your conversation.')).toBeVisible();
    await expect(page).toHaveURL(/\/clean-login$/, { timeout: 5_000 });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('a member sends a message and finds it in the conversation drawer', async ({ page, request }) => {
    const member = newMember('Kit');
    await registerThroughApi(request, member);
    await signInThroughForm(page, member.email, member.password);
    await expect(messageBox(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await messageBox(page).fill('Sleep has been patchy this week.');
    await page.getByRole('button', { name: 'Send' }).tap();
    await expect(page.getByTestId('message-guide')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('message-member')).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Conversations' }).tap();
    const drawer = page.getByTestId('conversations-drawer');
    await expect(drawer.getByRole('button', { name: /^Sleep has been patchy this week/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'New conversation' }).tap();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();

    await page.getByRole('button', { name: 'More options' }).tap();
    await page.getByRole('menuitem', { name: 'Settings and your data' }).tap();
    await expect(page.getByTestId('settings-drawer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The phone's menu offers the same screens as the wide top bar's links, and goes to them.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-drawer')).toBeHidden();
    await page.getByRole('button', { name: 'More options' }).tap();
    const offered = ['Insights', 'Downloads library', 'What your guides remember', 'Settings and your data'];
    for (const [index, name] of offered.entries()) {
      await expect(page.getByRole('menuitem').nth(index)).toHaveText(name);
    }
    await page.getByRole('menuitem', { name: 'Downloads library' }).tap();
    await expect(page).toHaveURL(/\/downloads$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Take your reflection off the screen' }),
    ).toBeVisible();
  });
});

test('a member deletes their account after giving their password again', async ({ browser, request }) => {
  // Sign-up, sign-in, two password checks at deletion and a last sign-in: five bcrypt checks.
  test.setTimeout(60_000);
  const member = newMember('Noor');
  await registerThroughApi(request, member);
  const page = await newSignedInPage(browser, member);
  await sendAndWaitForReply(page, 'A short note before I go.');

  await page.getByRole('button', { name: 'Settings and your data' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
  const remove = confirm.getByRole('button', { name: 'Delete account' });
  await expect(remove).toBeDisabled();
  const password = confirm.getByLabel('Your password, to confirm it is you');
  await password.fill('not-my-password-1');
  await remove.click();
  await expect(
    confirm.getByText('That password is not right, so your account has not been deleted.'),
  ).toBeVisible();
  await expect(confirm).toBeVisible();
  await password.fill(member.password);
  await remove.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();
  await signInThroughForm(page, member.email, member.password);
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await page.context().close();
});
