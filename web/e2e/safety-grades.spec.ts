import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { portalUrl } from './portal-clients';
import {
  closeWelcomeTips,
  newMember,
  newTherapist,
  saveBrandingInPage,
  seriousViolations,
  signUpTherapistInBrowser,
  signUpThroughForm,
} from './support';

/**
 * What a person sees at each grade of the safety screen (decisions, 'Safety'), against the local
 * runtime's real screen and offline guide: a note keeps the guide's ordinary reply and puts a quiet
 * resources line beside it; a check-in replaces the reply; the crisis lines follow the visitor's
 * country (CloudFront-Viewer-Country, which the local runtime passes through as sent).
 */

/** Graded note by today's screen: a denial beside risk words is possible risk, not probable. */
const NOTE_MESSAGE = 'I would never kill myself but some days I get why people do';
/** Graded check-in by today's screen (the "better off without me" rule). */
const CHECK_IN_MESSAGE = 'Sometimes I think everyone would be better off without me';
const CRISIS_MESSAGE = 'I want to kill myself tonight';

/**
 * A practice whose portal shows its crisis box, with instructions of its own, and whose custom CSS
 * tries to hide and fade the safety UI (it styles its own heading too, which must still work).
 */
const BRANDING = {
  brandingColor: '#0f766e',
  secondaryColor: '#134e4a',
  backgroundStyle: 'gradient',
  logoUrl: '',
  therapistPhotoUrl: '',
  welcomeTitle: 'Welcome to Cedar Counseling',
  welcomeMessage: '',
  greetingMessage: '',
  practiceDescription: '',
  contactEmail: '',
  contactPhone: '',
  officeAddress: '',
  emergencyInstructions: 'Call our on-call line at 555-0100, day or night.',
  customDisclaimer: '',
  showTherapistPhoto: false,
  showPracticeInfo: true,
  showEmergencyInfo: true,
  customCssStyles:
    '.mw-header { letter-spacing: 0.15em } section, li aside { display: none } li aside, li aside *, section * { color: #fefefe !important }',
};

function messageBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Message your guide' });
}

async function sendAndWait(page: Page, text: string): Promise<Locator> {
  const replies = page.getByTestId('message-guide');
  const before = await replies.count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
  return replies.nth(before);
}

async function expectQuietLine(line: Locator): Promise<void> {
  await expect(line).toBeVisible();
  await expect(line).toContainText('Support is here any time: call or text 988');
  await expect(line.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
  await expect(line.getByRole('link', { name: /How we keep you safe/ })).toHaveAttribute('href', '/safety');
}

test.describe('a member in the US', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(60_000);

  test('sees a note as the quiet line under an ordinary reply, and a check-in in place of the reply', async ({
    page,
  }) => {
    await signUpThroughForm(page, newMember('Sasha'));
    // Sign-up hashes the password at full cost: on a busy machine it takes a while.
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await closeWelcomeTips(page);

    const noted = await sendAndWait(page, NOTE_MESSAGE);
    // The guide's own reply, in its ordinary bubble, with no crisis card and no crisis line in its words.
    await expect(noted.getByTestId('crisis-card')).toHaveCount(0);
    await expectQuietLine(noted.getByTestId('safety-resources-line'));
    const words = await noted.locator('> :not([data-testid="safety-resources-line"])').allInnerTexts();
    expect(words.join(' ')).not.toMatch(/988|Support is here/);

    const checkedIn = await sendAndWait(page, CHECK_IN_MESSAGE);
    const card = checkedIn.getByTestId('crisis-card');
    await expect(card.getByRole('heading', { name: 'Checking in with you' })).toBeVisible();
    await expect(card).toContainText('Are you having thoughts of ending your life?');
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(checkedIn.getByTestId('safety-resources-line')).toHaveCount(0);

    for (const mode of ['dark', 'light'] as const) {
      await page.getByRole('button', { name: `Switch to ${mode} mode` }).click();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
      expect(await seriousViolations(page)).toEqual([]);
    }

    // The note is kept with the reply: reloaded and reopened, the conversation shows the line again.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /^I would never kill myself/ })
      .click();
    await expect(page.getByTestId('message-guide')).toHaveCount(2);
    await expectQuietLine(page.getByTestId('message-guide').first().getByTestId('safety-resources-line'));
    await expect(page.getByTestId('safety-resources-line')).toHaveCount(1);
  });
});

test('a portal visitor sees a note as the quiet line under the assistant’s reply; a visitor in Britain is shown Samaritans', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const therapist = newTherapist('Morgan');
  await signUpTherapistInBrowser(page, therapist);
  expect((await saveBrandingInPage(page, BRANDING)).status).toBe(200);

  const visitor = await context.newPage();
  await visitor.goto(portalUrl(baseURL, therapist.subdomain));
  await visitor.getByLabel('How would you like me to address you?').fill('Ana');
  await visitor.getByRole('button', { name: 'Start Conversation' }).click();
  await visitor.getByRole('textbox', { name: 'Message' }).fill(NOTE_MESSAGE);
  await visitor.getByRole('button', { name: 'Send' }).click();
  const line = visitor.getByTestId('safety-resources-line');
  await expectQuietLine(line);
  // The practice's styles reach its own page, and never the safety UI.
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveCSS('letter-spacing', /px/);
  await expect(line).not.toHaveCSS('color', 'rgb(254, 254, 254)');
  await expect(visitor.getByTestId('crisis-support-box').first()).toBeVisible();
  await expect(visitor.getByTestId('portal-assistant-message')).toHaveCount(1);
  await expect(visitor.getByTestId('portal-assistant-message')).not.toContainText('988');
  await expect(visitor.getByTestId('portal-safety-reply')).toHaveCount(0);

  await visitor.getByRole('textbox', { name: 'Message' }).fill(CHECK_IN_MESSAGE);
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByTestId('portal-safety-reply')).toContainText(
    'Are you having thoughts of ending your life?',
  );
  await expect(visitor.getByTestId('portal-safety-reply').getByTestId('crisis-card')).toBeVisible();
  await expect(visitor.getByTestId('portal-assistant-message')).toHaveCount(1);
  expect(await seriousViolations(visitor)).toEqual([]);

  // The same practice, seen from Britain: Samaritans in the crisis box and the crisis reply, never
  // 988; the practice's own instructions after them, labelled as theirs.
  const british = await browser.newContext({ extraHTTPHeaders: { 'CloudFront-Viewer-Country': 'GB' } });
  const abroad = await british.newPage();
  await abroad.goto(portalUrl(baseURL, therapist.subdomain));
  const box = abroad.getByTestId('crisis-support-box').first();
  await expect(box).toContainText('Samaritans: call 116 123, any time. In an emergency, call 999.');
  await expect(box).toContainText('From Morgan Quill:');
  await expect(box).not.toContainText('988');
  const boxText = await box.innerText();
  expect(boxText.indexOf('555-0100')).toBeGreaterThan(boxText.indexOf('116 123'));
  await abroad.getByLabel('How would you like me to address you?').fill('Sam');
  await abroad.getByRole('button', { name: 'Start Conversation' }).click();
  await abroad.getByRole('textbox', { name: 'Message' }).fill(CRISIS_MESSAGE);
  await abroad.getByRole('button', { name: 'Send' }).click();
  const crisis = abroad.getByTestId('portal-safety-reply');
  await expect(crisis).toContainText('Samaritans');
  await expect(crisis.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
  await expect(crisis).not.toContainText('988');
  await british.close();
});

test.describe('a guest in Britain', () => {
  test.use({ viewerCountry: 'GB' });

  test('is shown Samaritans and 999 in the crisis reply, and 988 nowhere', async ({ page }) => {
    await page.goto('/mirrorwell');
    await messageBox(page).fill(CRISIS_MESSAGE);
    await page.getByRole('button', { name: 'Send' }).click();
    const card = page.getByTestId('crisis-card');
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('Samaritans');
    await expect(card).toContainText('116 123');
    await expect(card).toContainText('999');
    await expect(card.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    await expect(card).not.toContainText('988');
    await expect(card.getByRole('link', { name: /^Text/ })).toHaveCount(0);

    // A note for the same guest: the quiet line names Samaritans too.
    await messageBox(page).fill(NOTE_MESSAGE);
    await page.getByRole('button', { name: 'Send' }).click();
    const line = page.getByTestId('safety-resources-line');
    await expect(line).toContainText('Support is here any time: call Samaritans on 116 123', {
      timeout: 15_000,
    });
    await expect(line).not.toContainText('988');
  });
});
