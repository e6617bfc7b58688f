import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PORTAL_THEME_HOOKS } from '#shared/domain/portal-theme.ts';
import { expect, test } from './fixtures';
import { readSafetyElements } from './safety-ui-checks';
import { newTherapist, saveBrandingInPage, signUpTherapistInBrowser } from './support';

/**
 * Nothing a practice styles can hide or weaken the safety UI (issue 22, decisions 'Safety'). For
 * each hostile custom-CSS payload (hiding, covering, shrinking, recolouring to invisible,
 * reordering), the practice saves it through the branding API; a visitor opens the portal, starts a
 * conversation and writes a crisis message; and Chromium must still show the crisis reply, the
 * practice's crisis box and the AI disclosure: rendered, within the viewport once scrolled to, not
 * covered (elementFromPoint at their centre and on their text lands inside them) and readable
 * (every piece of their text at 4.5:1 or more against what is behind it). Payloads come from this
 * suite's own set and, when present, a blind set written by someone who never saw the rules.
 */

interface HostilePayload {
  kind: string;
  name: string;
  css: string;
}

/** A payload as either set writes it: ours `{ kind, name, css }`, the blind set's `{ id, intent, note, css }`. */
interface WrittenPayload {
  css: string;
  kind?: string;
  name?: string;
  id?: string;
  intent?: string;
  note?: string;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
function readPayloads(path: string, source: string): HostilePayload[] {
  if (!existsSync(here(path))) return [];
  const file = JSON.parse(readFileSync(here(path), 'utf8')) as
    | WrittenPayload[]
    | { payloads: WrittenPayload[] };
  return (Array.isArray(file) ? file : file.payloads).map((p) => ({
    css: p.css,
    kind: p.kind ?? p.intent ?? 'unknown',
    name: `${source}: ${p.name ?? `${p.id} ${p.note ?? ''}`.trim()}`,
  }));
}
const PAYLOADS = [
  ...readPayloads('./hostile-css/own-payloads.json', 'own'),
  ...readPayloads('./hostile-css/blind-payloads.json', 'blind'),
];

const CRISIS_MESSAGE = 'I want to kill myself tonight, I have the pills ready';

const BRANDING = {
  brandingColor: '#0f766e',
  secondaryColor: '#134e4a',
  backgroundStyle: 'gradient',
  logoUrl: '',
  therapistPhotoUrl: '',
  welcomeTitle: 'Welcome to Cedar Counseling',
  welcomeMessage: 'A calm place between our sessions.',
  greetingMessage: '',
  practiceDescription: 'Counseling for anxiety and life transitions.',
  contactEmail: 'office@cedar.example',
  contactPhone: '',
  officeAddress: '',
  emergencyInstructions: 'Call our on-call line at 555-0100, day or night.',
  customDisclaimer: '',
  showTherapistPhoto: true,
  showPracticeInfo: true,
  showEmergencyInfo: true,
  customCssStyles: '',
};

/** The safety UI a visitor must see after a crisis message; the side panel's AI notice when it shows. */
function safetyTargets(showPracticeInfo: boolean) {
  return [
    { name: 'crisis reply', selector: '[data-testid="portal-safety-reply"] [data-testid="crisis-card"]' },
    { name: 'crisis box', selector: '[data-testid="crisis-support-box"]' },
    { name: 'AI disclosure', selector: '[data-testid="supervised-by"]' },
    ...(showPracticeInfo ? [{ name: 'AI notice', selector: '[data-testid="ai-notice"]' }] : []),
  ];
}

/** Types into a text field as React hears it, whether or not a payload hides or covers the field. */
async function typeInto(visitor: Page, selector: string, text: string): Promise<void> {
  await visitor
    .locator(selector)
    .first()
    .evaluate((field, value) => {
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
}

async function press(visitor: Page, selector: string): Promise<void> {
  await visitor
    .locator(selector)
    .first()
    .evaluate((button) => (button as HTMLButtonElement).click());
}

/**
 * Opens the portal and sends the crisis message. Controls are driven through the DOM (not by
 * pointer), so a payload that covers or hides them cannot stop the check from reaching the reply.
 */
async function sendCrisisMessage(visitor: Page, portalUrl: string): Promise<string | null> {
  await visitor.goto(portalUrl);
  const nameField = 'form[aria-label="Start a conversation"] input';
  try {
    await visitor.locator(nameField).waitFor({ state: 'attached', timeout: 30_000 });
  } catch {
    return 'the welcome card never came';
  }
  // The AI disclosure before the first message, checked here while the welcome card shows.
  const [before] = await readSafetyElements(visitor, [
    { name: 'AI disclosure before the chat', selector: '[data-testid="ai-disclosure-note"]' },
  ]);
  await typeInto(visitor, nameField, 'Ana');
  await press(visitor, 'form[aria-label="Start a conversation"] button[type="submit"]');
  const messageField = 'form[aria-label="Send a message"] textarea';
  try {
    await visitor.locator(messageField).waitFor({ state: 'attached', timeout: 15_000 });
  } catch {
    return 'the chat never opened';
  }
  await typeInto(visitor, messageField, CRISIS_MESSAGE);
  await press(visitor, 'form[aria-label="Send a message"] button[type="submit"]');
  try {
    await visitor.getByTestId('crisis-card').waitFor({ state: 'attached', timeout: 20_000 });
  } catch {
    return 'no crisis reply arrived';
  }
  return before!.problems.length ? `AI disclosure before the chat: ${before!.problems.join('; ')}` : null;
}

/** The crisis reply comes after the message it answers, as a person reads down the page. */
async function replyFollowsMessage(visitor: Page): Promise<string | null> {
  const [message, reply] = await Promise.all([
    visitor.getByTestId('portal-client-message').last().boundingBox(),
    visitor.getByTestId('portal-safety-reply').last().boundingBox(),
  ]);
  if (!reply) return 'the crisis reply has no box';
  // A theme may not hide the person's own message either, but that is not safety UI: the order is
  // read only when both show.
  if (!message) return null;
  return reply.y > message.y ? null : 'the crisis reply shows above the message it answers';
}

/** Payloads are checked in this many lanes at once, each its own practice and visitor. */
const LANES = 3;

interface Lane {
  therapistPage: Page;
  visitors: BrowserContext;
  visitor: Page;
  portalUrl: string;
  /** Pages this lane's visitor has opened: their countries alternate, so none reads the last one's profile. */
  opened: number;
}

async function openLane(browser: Browser, baseURL: string | undefined, lane: number): Promise<Lane> {
  const therapists = await browser.newContext();
  const therapistPage = await therapists.newPage();
  const therapist = newTherapist(`Morgan${lane}`);
  await signUpTherapistInBrowser(therapistPage, therapist);
  const visitors = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const visitor = await visitors.newPage();
  const portalUrl = `${(baseURL ?? '').replace('//localhost', `//${therapist.subdomain}.localhost`)}/`;
  return { therapistPage, visitors, visitor, portalUrl, opened: 0 };
}

/**
 * A portal page is a function of the CSS it is served, so two payloads stored as the same theme
 * (most hostile ones are stored as nothing at all) show a visitor the same page: each stored theme,
 * with the panel shown and hidden, is opened in Chromium once, and every payload stored as it gets
 * that page's findings. Every payload is still saved through the branding API.
 */
const pageChecks = new Map<string, Promise<string[]>>();

/** What a visitor would notice wrong with the safety UI under one payload; empty when nothing. */
async function problemsUnder(lane: Lane, payload: HostilePayload, index: number): Promise<string[]> {
  // Half the payloads with the practice panel shown (the crisis box beside the chat), half hidden
  // (the crisis box under it).
  const showPracticeInfo = index % 2 === 0;
  const saved = await saveBrandingInPage(lane.therapistPage, {
    ...BRANDING,
    showPracticeInfo,
    customCssStyles: payload.css,
  });
  if (saved.status !== 200) return [`the save answered ${saved.status}`];
  const page = `${showPracticeInfo}\n${saved.storedCss}`;
  const checked = pageChecks.get(page);
  if (checked) return checked;
  const check = visitorFindings(lane, showPracticeInfo, index);
  pageChecks.set(page, check);
  return check;
}

/** Opens the portal as a new visitor, sends the crisis message and reads the safety UI. */
async function visitorFindings(lane: Lane, showPracticeInfo: boolean, index: number): Promise<string[]> {
  // Each visitor its own address, as the message limits count per person. The practice's profile
  // (and its CSS) is kept by a browser for a minute, varying by country: alternating two countries
  // with the same crisis lines (988) makes each load read it as just saved, while the app's own
  // files stay cached.
  await lane.visitors.setExtraHTTPHeaders({
    'CloudFront-Viewer-Country': lane.opened++ % 2 === 0 ? 'US' : 'CA',
    'CloudFront-Viewer-Address': `2001:db8:22:${(index + 1).toString(16)}::1`,
  });
  const problems: string[] = [];
  const sent = await sendCrisisMessage(lane.visitor, lane.portalUrl);
  if (sent) problems.push(sent);
  if (!sent?.startsWith('no crisis reply') && !sent?.startsWith('the ')) {
    for (const reading of await readSafetyElements(lane.visitor, safetyTargets(showPracticeInfo))) {
      if (reading.problems.length) problems.push(`${reading.target}: ${reading.problems.join('; ')}`);
    }
    const order = await replyFollowsMessage(lane.visitor);
    if (order) problems.push(order);
  }
  return problems;
}

test('no hostile custom CSS hides, covers, shrinks, fades or reorders the safety UI', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(Number(process.env.HOSTILE_CSS_TIMEOUT_MS ?? 900_000));
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(60);
  const lanes = await Promise.all(
    Array.from({ length: LANES }, (_, lane) => openLane(browser, baseURL, lane)),
  );
  const started = Date.now();
  const failures: string[] = [];
  const failedByKind: Record<string, number> = {};
  let done = 0;
  await Promise.all(
    lanes.map(async (lane, laneIndex) => {
      for (let index = laneIndex; index < PAYLOADS.length; index += LANES) {
        const payload = PAYLOADS[index]!;
        const problems = await problemsUnder(lane, payload, index);
        if (problems.length) {
          failures.push(
            `[${payload.kind}] ${payload.name} (${payload.css.slice(0, 80)}): ${problems.join(' | ')}`,
          );
          failedByKind[payload.kind] = (failedByKind[payload.kind] ?? 0) + 1;
          console.log(`FAILED ${failures.at(-1)}`);
        }
        done++;
        if (done % 25 === 0)
          console.log(`${done} payloads in ${Math.round((Date.now() - started) / 1000)} s`);
      }
    }),
  );
  for (const lane of lanes) {
    await lane.visitors.close();
    await lane.therapistPage.context().close();
  }
  console.log(
    `hostile CSS: ${PAYLOADS.length - failures.length} of ${PAYLOADS.length} payloads left the safety UI visible, on screen, uncovered and readable (${pageChecks.size} distinct pages opened, ${Math.round((Date.now() - started) / 1000)} s); failed by kind: ${JSON.stringify(failedByKind)}`,
  );
  expect(failures).toEqual([]);
});

test('a readable theme reaches every documented hook and none of the safety UI', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const therapist = newTherapist('Rowan');
  await signUpTherapistInBrowser(page, therapist);
  const hooks = PORTAL_THEME_HOOKS.map((hook) => hook.name);
  const theme = hooks
    .map((hook) => `.${hook} { border: 3px dashed rgb(1, 2, 3); font-family: Georgia, serif }`)
    .join('\n');
  expect((await saveBrandingInPage(page, { ...BRANDING, customCssStyles: theme })).status).toBe(200);
  const visitors = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitors.newPage();
  await visitor.goto(`${(baseURL ?? '').replace('//localhost', `//${therapist.subdomain}.localhost`)}/`);
  const themed = (hook: string) => visitor.locator(`.${hook}`).first();
  for (const hook of ['mw-page', 'mw-welcome', 'mw-side-panel']) {
    await expect(themed(hook), hook).toHaveCSS('border-top-style', 'dashed');
    await expect(themed(hook), hook).toHaveCSS('border-top-color', 'rgb(1, 2, 3)');
  }
  // Inherited from the welcome card and the side panel, the font stops at the safety UI.
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Georgia/);
  await expect(visitor.getByTestId('ai-disclosure-note')).not.toHaveCSS('font-family', /Georgia/);
  await expect(visitor.getByTestId('crisis-support-box')).not.toHaveCSS('font-family', /Georgia/);
  await visitor.getByLabel('How would you like me to address you?').fill('Ana');
  await visitor.getByRole('button', { name: 'Start Conversation' }).click();
  await visitor.getByRole('textbox', { name: 'Message' }).fill('I had a long week at work');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByTestId('portal-client-message')).toHaveCount(1);
  for (const hook of ['mw-chat', 'mw-header', 'mw-composer', 'mw-bubble-assistant', 'mw-bubble-client']) {
    await expect(themed(hook), hook).toHaveCSS('border-top-color', 'rgb(1, 2, 3)');
  }
  await expect(visitor.getByTestId('supervised-by')).not.toHaveCSS('font-family', /Georgia/);
  await expect(visitor.getByTestId('supervised-by')).toHaveCSS('border-top-width', '0px');
  await visitors.close();
});
