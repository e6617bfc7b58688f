import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

/** The sign-up form's two boxes (Terms and Privacy, 18 or over), ticked. */
const consent = { acceptedTerms: true, confirmedAge: true };

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

const sizes = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

for (const [size, viewport] of sizes) {
  test(`onboarding on a ${size}: compact, axe-clean rows of choices, and every step opens at its top`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signUpTherapistInBrowser(page, newTherapist('Tamsin'), consent);
    await page.goto('/therapist-onboarding');
    for (let step = 1; step <= 6; step++) {
      await expect(page.getByText(`Step ${step} of 8`)).toBeVisible();
      // Opens at the top, whatever the last step was scrolled to; the heading has the focus after a move.
      expect(await page.evaluate(() => window.scrollY), `step ${step} opened scrolled`).toBe(0);
      if (step > 1) await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      const cards = page.locator(
        '[data-scope="radio-group"][data-part="item"], [data-scope="checkbox"][data-part="root"]',
      );
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index++) {
        // A row of choices holds a line or two of words, not 379 px.
        expect((await box(cards.nth(index))).height, `step ${step}, choice ${index + 1}`).toBeLessThan(110);
      }
      if (step === 6) {
        // 16 specialisations: a page, not 3,088 px.
        const card = page.locator('[data-scope="checkbox"][data-part="root"]').last();
        const bottom = (await box(card)).y + (await box(card)).height;
        expect(bottom).toBeLessThan(size === 'desktop' ? 1100 : 1600);
      }
      expect(await seriousViolations(page), `step ${step}`).toEqual([]);
      await cards.first().click();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      if (step < 6) await page.getByRole('button', { name: 'Continue' }).click();
    }
    // Back also opens the step at its top.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 5 of 8')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

/** The selected tab's marker: the line Chakra draws under it (its ::before), and its colour. */
function markerOf(tab: Locator) {
  return tab.evaluate((element) => {
    const marker = getComputedStyle(element, '::before');
    return { content: marker.content, height: marker.height, background: marker.backgroundColor };
  });
}

async function visitorConversation(page: Page, baseURL: string | undefined, subdomain: string) {
  const visitor = await page.context().newPage();
  await visitor.goto(`${(baseURL ?? '').replace('//localhost', `//${subdomain}.localhost`)}/`);
  await visitor.getByLabel('How would you like me to address you?').fill('Ana');
  await visitor.getByRole('button', { name: 'Start Conversation' }).click();
  await visitor.getByRole('textbox', { name: 'Message' }).fill('Work has been a lot this week');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByTestId('portal-assistant-message').first()).toBeVisible();
  await visitor.close();
}

for (const [size, viewport] of sizes) {
  test(`the dashboard on a ${size}: separate tabs with a marker, a readable AI summary, dated analytics`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const therapist = newTherapist('Odile');
    await signUpTherapistInBrowser(page, therapist, consent);
    await visitorConversation(page, baseURL, therapist.subdomain);
    await page.goto('/therapist-dashboard');

    // Four tabs, each its own box on one line, side by side without touching.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Clients', 'Conversations', 'Analytics', 'AI Configuration']);
    const boxes = await Promise.all((await tabs.all()).map(box));
    for (const [index, tabBox] of boxes.entries()) {
      expect(tabBox.height, 'a tab on one line').toBeLessThan(56);
      const next = boxes[index + 1];
      if (next) expect(next.x - (tabBox.x + tabBox.width), 'space between tabs').toBeGreaterThanOrEqual(0);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // The chosen tab is marked with a coloured line under it; the others are not.
    const clients = page.getByRole('tab', { name: 'Clients' });
    await expect(clients).toHaveAttribute('aria-selected', 'true');
    const marker = await markerOf(clients);
    expect(Number.parseFloat(marker.height)).toBeGreaterThanOrEqual(2);
    expect(marker.background).not.toBe('rgba(0, 0, 0, 0)');
    expect((await markerOf(page.getByRole('tab', { name: 'Analytics' }))).content).toBe('none');
    expect(await seriousViolations(page)).toEqual([]);

    // AI Configuration: label and value pairs, side by side.
    await page.getByRole('tab', { name: 'AI Configuration' }).press('Enter');
    await expect(page.getByRole('tab', { name: 'AI Configuration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect
      .poll(async () => (await markerOf(page.getByRole('tab', { name: 'AI Configuration' }))).content)
      .not.toBe('none');
    expect((await markerOf(clients)).content, 'the marker moved off Clients').toBe('none');
    const summary = page.getByTestId('ai-configuration-summary');
    await expect(summary).toBeVisible();
    const label = summary.getByText('Personality', { exact: true });
    const value = summary.getByText('Empathetic', { exact: true });
    const [labelBox, valueBox] = [await box(label), await box(value)];
    expect(Math.abs(labelBox.y - valueBox.y), 'label and value on one line').toBeLessThan(6);
    expect(valueBox.x).toBeGreaterThan(labelBox.x + labelBox.width);
    for (const name of ['Approach', 'Tone', 'Session structure', 'Response length', 'Specializations']) {
      await expect(summary.getByText(name, { exact: true })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Analytics: dates as people write them, in the page's small type.
    await page.getByRole('tab', { name: 'Analytics' }).press('Enter');
    const days = page.getByTestId('sessions-chart-days');
    await expect(days).toBeVisible();
    const labels = await days.locator('span').allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const text of labels) expect(text).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
    const panel = page.getByRole('tabpanel', { name: 'Analytics' });
    expect(await panel.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const span of await days.locator('span').all()) {
      const fontSize = await span.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      );
      expect(fontSize).toBeLessThanOrEqual(14);
      expect(fontSize).toBeGreaterThanOrEqual(11);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Conversations' }).press('Enter');
    await expect(page.getByRole('tabpanel', { name: 'Conversations' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
