import { expect, test } from './fixtures';
import { portalUrl } from './portal-clients';
import { newTherapist, signUpTherapistInBrowser } from './support';

declare global {
  interface Window {
    /** What the page showed before the portal itself (see the init script below). */
    shownBeforePortal?: string[];
    /** The files the page had asked for when the portal was first drawn. */
    fetchedBeforePortal?: string[];
  }
}

test('a practice’s portal on its own host paints the practice at once: no loading state first, no other screen’s code, its practice read once, the chat’s code only once the visitor starts', async ({
  page,
  browser,
  baseURL,
}) => {
  const therapist = newTherapist('Harper');
  await signUpTherapistInBrowser(page, therapist);
  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    // Mutations are reported before the browser paints them: a loading state that showed at all is seen.
    await visitor.addInitScript(() => {
      window.shownBeforePortal = [];
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=portal]')) {
          window.fetchedBeforePortal ??= performance.getEntriesByType('resource').map((entry) => entry.name);
          return;
        }
        if (document.querySelector('.chakra-spinner, [role=status]'))
          window.shownBeforePortal?.push('loading');
      }).observe(document, { childList: true, subtree: true });
    });
    const profileReads: string[] = [];
    const chatCardCode: string[] = [];
    visitor.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api/white-label/therapist/${therapist.subdomain}`) profileReads.push(pathname);
      if (/\/assets\/portal-chat-card-/.test(pathname)) chatCardCode.push(pathname);
    });

    await visitor.goto(portalUrl(baseURL, therapist.subdomain));
    const name = visitor.getByLabel('How would you like me to address you?');
    await expect(name).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.evaluate(() => window.shownBeforePortal)).toEqual([]);
    expect(profileReads).toHaveLength(1);
    expect(chatCardCode).toEqual([]);
    // The portal is drawn without the code only other screens need: every route's schemas (its own
    // read is checked with its own) and the part of Chakra for menus, tabs and choice cards.
    const fetchedBeforePortal = (await visitor.evaluate(() => window.fetchedBeforePortal)) ?? [];
    expect(fetchedBeforePortal.some((url) => /\/assets\/portal-screen-/.test(url))).toBe(true);
    expect(
      fetchedBeforePortal.filter((url) => /\/assets\/(route-contracts|ui-kit-screens)-/.test(url)),
    ).toEqual([]);

    // Starting on the welcome card brings the chat's code; the chat opens with its message box.
    await name.fill('Ana');
    await visitor.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(visitor.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(chatCardCode).toHaveLength(1);
  } finally {
    await fresh.close();
  }
});
