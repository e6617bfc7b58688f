import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newPortalClient, portalUrl, signUpOnPortalForm } from './portal-clients';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

/** What the therapist can read of each conversation, asked as the signed-in therapist (`page`). */
async function transcriptsAsTherapist(page: Page): Promise<(string[] | null)[]> {
  return page.evaluate(async () => {
    const list = (await (await fetch('/api/therapist/conversations')).json()) as {
      conversations: { id: string }[];
    };
    return Promise.all(
      list.conversations.map(async ({ id }) => {
        const review = (await (await fetch(`/api/therapist/conversations/${id}`)).json()) as {
          transcript: { content: string }[] | null;
        };
        return review.transcript ? review.transcript.map((message) => message.content) : null;
      }),
    );
  });
}

/** Element screenshots, with transitions finished: what a person sees once a control settles. */
const look = (locator: Locator) => locator.screenshot({ animations: 'disabled' });

async function expectAtLeast16px(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.width ?? 0, `${what}: width`).toBeGreaterThanOrEqual(16);
  expect(box?.height ?? 0, `${what}: height`).toBeGreaterThanOrEqual(16);
}

test('sharing a conversation asks first, says what the therapist will read, and stops at once', async ({
  page,
  context,
  baseURL,
}) => {
  // The client's sign-up finishes by a mailed link: one more page and a second wait for bcrypt.
  test.slow();
  const therapist = newTherapist('Maya');
  await signUpTherapistInBrowser(page, therapist);
  const client = await context.newPage();
  await client.goto(portalUrl(baseURL, therapist.subdomain, '/client/register'));
  await signUpOnPortalForm(client, newPortalClient(), 'Enter');
  await expect(client).toHaveURL(/\/therapy-chat$/);
  await client
    .getByRole('textbox', { name: 'Message' })
    .fill('Today I want to talk about the lake house weekend');
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByTestId('portal-assistant-message').first()).toContainText("I'm an AI guide");

  const feedback = client.getByTestId('session-feedback');
  const share = feedback.getByRole('checkbox', { name: 'Share with my therapist' });
  const track = feedback.locator('[data-scope=switch][data-part=control]');
  await expect(share).not.toBeChecked();
  // A switch a person can see and hit, not a heading-like line of words.
  await expectAtLeast16px(track, 'the share switch');
  const offLook = await look(track);
  expect(await transcriptsAsTherapist(page)).toEqual([null]);

  // The words alone only ask.
  await feedback.getByText('Share with my therapist', { exact: true }).click();
  const ask = client.getByRole('alertdialog', { name: 'Share this conversation with Maya Quill?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(
    'Maya Quill will be able to read the whole text of this conversation: everything you wrote and every reply',
  );
  await expect(ask).toContainText('You can stop sharing at any time.');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(client)).toEqual([]);
  expect(await transcriptsAsTherapist(page)).toEqual([null]);

  // Cancel: nothing shared, the switch still off.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(share).not.toBeChecked();
  expect(await transcriptsAsTherapist(page)).toEqual([null]);
  await page.goto('/therapist-dashboard');
  await page.getByRole('tab', { name: 'Conversations' }).press('Enter');
  await page.getByRole('button', { name: 'Review' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('lake house weekend')).toHaveCount(0);

  // The switch itself asks too; Share shares.
  await track.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(client.getByText('Shared with Maya Quill')).toBeVisible();
  await expect(share).toBeChecked();
  expect(await look(track)).not.toEqual(offLook);
  await expect(feedback).toContainText('Maya Quill can read this conversation.');
  const [shared] = await transcriptsAsTherapist(page);
  expect(shared).toEqual(expect.arrayContaining(['Today I want to talk about the lake house weekend']));
  await page.reload();
  await page.getByRole('tab', { name: 'Conversations' }).press('Enter');
  await page.getByRole('button', { name: 'Review' }).first().click();
  await expect(page.getByRole('dialog').getByText('lake house weekend').first()).toBeVisible();
  expect(await seriousViolations(client)).toEqual([]);

  // Stopping takes effect at once, without a question.
  await track.click();
  await expect(client.getByText('Maya Quill can no longer read this conversation')).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(share).not.toBeChecked();
  expect(await transcriptsAsTherapist(page)).toEqual([null]);
});

test('a journal entry is shared only after the same question', async ({ page, baseURL }) => {
  // The client's sign-up finishes by a mailed link: one more page and a second wait for bcrypt.
  test.slow();
  const therapist = newTherapist('Iris');
  await signUpTherapistInBrowser(page, therapist, { licenseState: 'IL' });
  await page.goto(portalUrl(baseURL, therapist.subdomain, '/client/register'));
  await signUpOnPortalForm(page, newPortalClient('Mira', 'Stone'), 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your private journal' })).toBeVisible();

  const ask = page.getByRole('alertdialog', { name: 'Share this entry with Iris Quill?' });
  const shareNew = page.getByRole('checkbox', { name: 'Share this entry with my therapist' });
  await page.getByText('Share this entry with my therapist', { exact: true }).click();
  await expect(ask).toContainText(
    'Once you save it, Iris Quill will be able to read the whole text of this entry.',
  );
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(shareNew).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Journal entry' }).fill('A quiet walk by the river today.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  const entry = page.getByTestId('journal-entry').first();
  await expect(entry).toContainText('A quiet walk by the river today.');
  const shareSaved = entry.getByRole('checkbox', { name: 'Share with my therapist' });
  await expect(shareSaved).not.toBeChecked();
  await expectAtLeast16px(
    entry.locator('[data-scope=switch][data-part=control]'),
    'the entry’s share switch',
  );

  await entry.getByText('Share with my therapist', { exact: true }).click();
  await expect(ask).toContainText('Iris Quill will be able to read the whole text of this entry.');
  await ask.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Shared with Iris Quill')).toBeVisible();
  await expect(shareSaved).toBeChecked();
  await entry.getByText('Share with my therapist', { exact: true }).click();
  await expect(page.getByText('Iris Quill can no longer read this entry')).toBeVisible();
  await expect(shareSaved).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * Every checkbox, radio and switch on the page: each hidden input Chakra (Ark) keeps for forms,
 * and what shows its state: a card's check or radio mark, or the switch track / checkbox box.
 */
async function controlsOnPage(page: Page): Promise<{ input: Locator; mark: Locator; kind: string }[]> {
  const kinds = await page.evaluate(() => {
    const inputs = [
      ...document.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'),
    ];
    return inputs.map((input, index) => {
      const root = input.closest('label');
      const mark =
        root?.querySelector('[data-part=indicator]') ?? // a checkbox card's check
        root?.querySelector('span[aria-hidden="true"]:not([data-part])') ?? // a radio card's mark
        root?.querySelector('[data-part=control]'); // a switch's track, a checkbox's box
      mark?.setAttribute('data-test-mark', String(index));
      input.setAttribute('data-test-input', String(index));
      return root?.getAttribute('data-scope') ?? 'unlabelled';
    });
  });
  return kinds.map((kind, index) => ({
    kind,
    input: page.locator(`[data-test-input="${index}"]`),
    mark: page.locator(`[data-test-mark="${index}"]`),
  }));
}

/** Each control is labelled, visible, at least 16×16 px, and looks different once clicked. */
async function expectControlsVisibleAndToggling(page: Page, where: string): Promise<string[]> {
  const controls = await controlsOnPage(page);
  const toggled: string[] = [];
  for (const { input, mark, kind } of controls) {
    if (!(await input.locator('xpath=ancestor::label[1]').isVisible())) continue; // another tab's
    const name = (await input.getAttribute('aria-labelledby'))
      ? await page.locator(`[id="${await input.getAttribute('aria-labelledby')}"]`).innerText()
      : '';
    const what = `${where}: ${kind} “${name}”`;
    expect(name.trim(), `${where}: a ${kind} without a label`).not.toBe('');
    await expect(input, what).toHaveAccessibleName(name.trim());
    await expectAtLeast16px(mark, what);
    if ((await input.getAttribute('type')) === 'radio' && (await input.isChecked())) continue;
    const before = await look(mark);
    const wasChecked = await input.isChecked();
    await mark.click();
    await expect(input, what).toBeChecked({ checked: !wasChecked });
    expect(await look(mark), `${what} looks the same checked and unchecked`).not.toEqual(before);
    toggled.push(name.trim());
  }
  return toggled;
}

const layouts = [
  { name: 'desktop, light', viewport: { width: 1280, height: 800 }, scheme: 'light' },
  { name: 'phone, dark', viewport: { width: 390, height: 844 }, scheme: 'dark' },
] as const;

for (const layout of layouts) {
  test(`onboarding and AI customisation: every checkbox, radio and switch is visible and toggles visibly (${layout.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), layout.scheme);
    await page.setViewportSize(layout.viewport);
    await signUpTherapistInBrowser(page, newTherapist('Cleo'));

    await page.goto('/therapist-onboarding');
    for (let step = 1; step <= 6; step += 1) {
      await expect(page.getByText(`Step ${step} of 8`)).toBeVisible();
      const toggled = await expectControlsVisibleAndToggling(page, `onboarding step ${step}`);
      expect(toggled.length, `onboarding step ${step} has controls`).toBeGreaterThan(0);
      expect(await seriousViolations(page), `onboarding step ${step}`).toEqual([]);
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page.getByText('Step 7 of 8')).toBeVisible();

    await page.goto('/ai-customization');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Customization' })).toBeVisible();
    const toggled: string[] = [];
    for (const tab of ['Personality', 'Approach']) {
      await page.getByRole('tab', { name: tab }).press('Enter');
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      toggled.push(...(await expectControlsVisibleAndToggling(page, `/ai-customization ${tab}`)));
      expect(await seriousViolations(page), `/ai-customization ${tab}`).toEqual([]);
    }
    expect(toggled).toEqual(
      expect.arrayContaining([
        'Validate emotions',
        'Grief & Loss',
        'Goal setting',
        'Progress tracking',
        'Show the practice panel beside the chat',
        'Show my photo or initials',
        'Show the crisis support box',
      ]),
    );
  });
}
