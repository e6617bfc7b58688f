import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './support';

const founderStory = (page: Page) => page.getByRole('dialog', { name: 'Why I Built This' });

/** The sum of layout shifts not caused by input since the page started (Cumulative Layout Shift). */
function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('the landing page', () => {
  test('has every section of the spec, in words a visitor can act on', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Enterprise' })).toHaveAttribute('href', '/enterprise');
    await expect(header.getByRole('button', { name: 'Why I Built This' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Switch to (dark|light) mode$/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/clean-login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/clean-register',
    );

    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute(
      'href',
      '/clean-register',
    );
    await expect(page.getByRole('link', { name: 'Try it without an account' })).toHaveAttribute(
      'href',
      '/mirrorwell',
    );

    const experience = page.getByRole('region', { name: 'Built From Real Experience' });
    await expect(experience).toContainText('about 15,000 chats of real experience');
    await expect(experience).toContainText('Daily: 5–10 minutes');
    await expect(experience).toContainText('Weekly: 20–30 minutes');
    await expect(experience).toContainText('Every mode keeps its own memory');
    await expect(experience).toContainText('conversations are saved');
    for (const command of ['/mirror', '/shadowmode', '/innerchild', '/awakeningmode']) {
      await expect(experience.getByText(command, { exact: true })).toBeVisible();
    }
    await expect(experience).toContainText('encrypted and never shared');
    await expect(experience).toContainText('Ask us to delete it');
    await expect(experience).toContainText('Start without signing up');

    await expect(page.getByTestId('guide-card')).toHaveCount(4);

    const pricing = page.getByRole('region', { name: 'Simple, honest pricing' });
    const cards = pricing.getByTestId('pricing-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Freemium');
    await expect(cards.nth(0)).toContainText('20 conversations a month');
    await expect(cards.nth(0).getByRole('link', { name: 'Start Free' })).toHaveAttribute(
      'href',
      '/clean-register',
    );
    await expect(cards.nth(1)).toContainText('Pro');
    await expect(cards.nth(1)).toContainText('$19.99');
    await expect(cards.nth(2)).toContainText('Lifetime');
    await expect(cards.nth(2)).toContainText('$111');
    await expect(cards.nth(2)).toContainText('one-time');
    await expect(cards.nth(2)).toContainText('Pays for itself in about 6 months');
    // Pro and Lifetime go to checkout (or say plainly that payments are not configured here).
    for (const paid of [cards.nth(1), cards.nth(2)]) {
      await expect(paid.getByRole('button').or(paid.getByRole('link')).first()).toBeVisible();
    }

    const stories = page.getByRole('region', { name: 'Member stories' });
    await expect(stories.getByTestId('member-story')).toHaveCount(3);
    for (const membership of ['Lifetime Member', 'Pro Member', 'Freemium Member']) {
      await expect(stories.getByText(membership, { exact: true })).toBeVisible();
    }

    const faq = page.getByRole('region', { name: 'Questions, answered' });
    await expect(faq.locator('summary')).toHaveCount(11);

    const emailSetup = page.getByRole('region', { name: 'Set up a free branded mailbox' });
    for (const step of [
      'Create a free mail account',
      'Add your domain',
      'Verify the domain via DNS',
      'Set MX, SPF and DKIM',
      'Create your mailbox',
    ]) {
      await expect(emailSetup.getByRole('heading', { name: step })).toBeVisible();
    }
    const provider = emailSetup.getByRole('link', { name: /^Open Zoho Mail/ });
    await expect(provider).toHaveAttribute('href', 'https://www.zoho.com/mail/');
    await expect(provider).toHaveAttribute('target', '_blank');
    await expect(provider).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(emailSetup.getByRole('link', { name: 'Read the full guide' })).toHaveAttribute(
      'href',
      '/email-setup',
    );

    await expect(page.getByTestId('disclaimer')).toContainText('not therapy');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Mirrorwell`);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Questions, answered' });
    const question = (text: string) => faq.locator('summary', { hasText: text });
    const therapy = question('Is Mirrorwell therapy?');
    const lifetime = question('How does Lifetime membership work?');
    const therapyAnswer = faq.getByText('Mirrorwell is an AI companion for reflective support.');
    const lifetimeAnswer = faq.getByText('it pays for itself in about 6 months');
    const open = faq.locator('details[open]');
    await expect(therapyAnswer).toBeHidden();
    await expect(open).toHaveCount(0);

    await therapy.click();
    await expect(therapyAnswer).toBeVisible();
    await expect(open).toHaveCount(1);

    await lifetime.click();
    await expect(lifetimeAnswer).toBeVisible();
    await expect(therapyAnswer).toBeHidden();
    await expect(open).toHaveCount(1);

    // By keyboard too: the questions are in the tab order and open with Enter.
    await lifetime.focus();
    await page.keyboard.press('Enter');
    await expect(lifetimeAnswer).toBeHidden();
    await expect(open).toHaveCount(0);
  });

  test('a button pressed while the page is still loading its script works once it has', async ({ page }) => {
    // A slow network: the pre-rendered page is on screen well before its script (the
    // landing-script chunk, fetched once the entry has run) has arrived.
    let releaseScript = () => {};
    const scriptHeldBack = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(/\/assets\/landing-script-[^/]+\.js$/, async (route) => {
      await scriptHeldBack;
      await route.continue();
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const html = page.locator('html');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\blight\b/);
    releaseScript();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('Start Free leads to sign-up', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Simple, honest pricing' })
      .getByRole('link', { name: 'Start Free' })
      .click();
    await expect(page).toHaveURL(/\/clean-register$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });
});

test.describe('the founder’s story', () => {
  test.use({ founderStorySeen: false });

  test('opens by itself on a first visit, stays closed once closed, and comes back with Why I Built This', async ({
    page,
  }) => {
    await page.goto('/');
    const story = founderStory(page);
    await expect(story).toBeVisible();
    await expect(story).toContainText('15,000');
    // Focus is inside the dialog, on its way in.
    await expect(story.getByRole('link', { name: 'Begin My Journey' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(story.locator(':focus')).toHaveCount(1);
    // It opens over the page: nothing on the page moved to make room for it.
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);

    await story.getByRole('button', { name: 'Close' }).click();
    await expect(story).toBeHidden();
    // A dialog's close event comes in a task of its own, just after it is hidden.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hasSeenFounderStory'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();
    // Give the story every chance to open (it waits for the page to be idle), then check it did not.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    await expect(story).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Why I Built This' }).click();
    await expect(story).toBeVisible();
    await story.getByRole('link', { name: 'Begin My Journey' }).click();
    await expect(page).toHaveURL(/\/clean-register$/);
    expect(await page.evaluate(() => localStorage.getItem('hasSeenFounderStory'))).toBe('true');
  });

  test('has no serious accessibility findings while open', async ({ page }) => {
    await page.goto('/');
    await expect(founderStory(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('/enterprise', () => {
  test('describes the offer and sends the contact form, which reaches the team', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Enterprise' }).click();
    await expect(page).toHaveURL(/\/enterprise$/);
    await expect(page).toHaveTitle('Mirrorwell for practices and clinics · Mirrorwell');
    for (const offer of [
      'Single sign-on',
      'Data residency',
      'Business Associate Agreement',
      'Volume pricing',
    ]) {
      await expect(page.getByRole('heading', { name: offer })).toBeVisible();
    }

    const form = page.getByRole('form', { name: 'Talk to us' });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
      'Please enter your name',
    );
    await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await expect(form.getByText('Please choose the size of your team')).toBeVisible();

    const organisation = `Riverbend Clinic ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'Your name' }).fill('Jordan Ellery');
    await form.getByRole('textbox', { name: 'Work email' }).fill('jordan.ellery@riverbend.example');
    await form.getByRole('textbox', { name: 'Practice or organisation' }).fill(organisation);
    await form.getByRole('combobox', { name: 'Team size' }).selectOption('51-200');
    await form
      .getByRole('textbox', { name: 'How can we help?' })
      .fill('We are 80 therapists across two states and need SSO and EU data residency.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    const thanks = page.getByTestId('enterprise-thanks');
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('Thank you for reaching out');
    await expect(thanks).toContainText('within two business days');

    await page.goto('/dev/mailbox');
    await expect(
      page.getByRole('link', { name: `Enterprise enquiry from ${organisation} (51–200 therapists)` }),
    ).toBeVisible();
  });
});

test('/email-setup walks through the mailbox setup with the DNS records explained', async ({ page }) => {
  await page.goto('/email-setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a free branded mailbox' })).toBeVisible();
  await expect(page).toHaveTitle('Set up a free branded mailbox · Mirrorwell');
  await expect(page.getByRole('heading', { level: 2, name: /^Step \d:/ })).toHaveCount(5);
  const records = page.getByRole('region', { name: 'The DNS records, explained' }).getByRole('table');
  for (const [record, value] of [
    ['MX', 'mx.zoho.com'],
    ['SPF', 'v=spf1 include:zohomail.com ~all'],
    ['DKIM', 'zmail._domainkey'],
  ] as const) {
    await expect(records.getByRole('row').filter({ hasText: record }).filter({ hasText: value })).toHaveCount(
      1,
    );
  }
  const provider = page.getByRole('link', { name: /^Open Zoho Mail/ }).first();
  await expect(provider).toHaveAttribute('target', '_blank');
  await expect(provider).toHaveAttribute('rel', /\bnoopener\b/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the public pages have no serious accessibility findings in ${colorScheme} mode`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    await page.goto('/');
    await expect(page.getByTestId('guide-card')).toHaveCount(4);
    await page.locator('summary', { hasText: 'Is Mirrorwell therapy?' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/enterprise');
    const form = page.getByRole('form', { name: 'Talk to us' });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/email-setup');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
