import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  type AccountKind,
  journalEntryText,
  portalUrl,
  screenJournalTherapist,
  screenTherapist,
  sharedConversationOpening,
} from './screen-accounts';

/**
 * Every screen of the app, once (from web/src/app/router.tsx), for the every-screen check
 * (every-screen.spec.ts): who opens it, where, how it is known to be ready, and what on it
 * changes from run to run. Adding a screen is adding a row.
 */
export interface Screen {
  /** Names the test and its screenshots: lowercase words and dashes. */
  id: string;
  account: AccountKind;
  /** The path on the root domain, or on the practice's own subdomain when `onPortal`. */
  path: string;
  onPortal?: boolean;
  /** The practice whose portal it is, when not the therapist's own (screen-accounts.ts). */
  portalSubdomain?: string;
  /** Opened in a browser of its own each time (a first visit), not the account's kept one. */
  freshBrowser?: boolean;
  /**
   * Reached from the page the account's browser already shows when that is this screen's path
   * (the screen before it is another tab or step of the same page), as a person clicks on from
   * there; loaded afresh otherwise.
   */
  continues?: boolean;
  /** The level-1 heading that shows the screen is ready (not a redirect, not a spinner). */
  heading: string | RegExp;
  /** A screen with only links: nothing for the control check to find is then no surprise. */
  withoutControls?: boolean;
  /** A dialog is open over the screen: the words behind it cannot be clicked, so no label clicks. */
  dialogOpen?: boolean;
  /** What a person does after it opens to reach this state (a tab, a step). */
  reach?: (page: Page) => Promise<void>;
  /** Where the view rests for the checks and the screenshot, when not the top of the page. */
  view?: (page: Page) => Promise<void>;
  /**
   * What differs between runs on this screen (dates, times), as a CSS selector: made invisible in
   * screenshots, its room kept (a mask would be drawn over an open dialog too).
   */
  changing?: string;
}

const openTab = (name: string) => async (page: Page) => {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
};

/**
 * A tab's panel that starts below the fold (the dashboard's, under the header and the figures),
 * scrolled to the top of the view: its baselines show the tab's own content, so an unstyled tab
 * cannot pass as the page above it.
 */
const panelOf = (name: string) => async (page: Page) => {
  await page
    .getByRole('tabpanel', { name, exact: true })
    .evaluate((panel) => panel.scrollIntoView({ block: 'start', behavior: 'instant' }));
};

/** A dialog opened by a button on the page, ready when `ready` shows in it. */
const openDialog = (button: string, title: string, ready: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog', { name: title }).getByText(ready)).toBeVisible();
};

const onboardingTitles = [
  'Welcome',
  'Your experience',
  'Your pace',
  'Your goals',
  'Your concerns',
  'Specialisations',
  'Your assistant',
  'Your client portal',
];

/**
 * Onboarding is saved at step 8 (screen-accounts.ts); Back opens earlier steps without saving, so
 * the steps are seen from 8 down to 1, each one Back from the step before it.
 */
const onboardingStep = (step: number) => async (page: Page) => {
  const stepLine = page.getByText(/^Step \d of 8$/);
  let current = Number((await stepLine.textContent())?.match(/\d/)?.[0]);
  if (current < step) {
    await page.reload();
    current = 8;
  }
  await expect(stepLine).toHaveText(`Step ${current} of 8`);
  for (; current > step; current -= 1) {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByText(`Step ${current - 1} of 8`, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { level: 1, name: onboardingTitles[step - 1], exact: true }),
  ).toBeVisible();
};

/** The sharing client's one conversation, opened from their list of sessions. */
const openTheConversation = async (page: Page) => {
  await page
    .getByRole('region', { name: 'Your sessions' })
    .getByRole('button', { name: / · \d+ messages$/ })
    .first()
    .click();
  await expect(page.getByText(sharedConversationOpening)).toBeVisible();
  await expect(page.getByTestId('session-feedback')).toBeVisible();
};

/** The words of a share switch clicked: its question, nothing shared yet. */
const askToShare = (within: (page: Page) => Locator, title: string) => async (page: Page) => {
  await within(page).getByText('Share with my therapist', { exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: title })).toBeVisible();
};

/** Dates and times of a client's messages, sessions and entries (made when a run starts). */
const conversationTimes = [
  '[data-testid=portal-client-message] > p:last-child',
  '[data-testid=portal-assistant-message] > p:last-child',
  '[data-testid=session-info]',
  'section[aria-label="Your sessions"] button',
].join(', ');
const journalDates = '[data-testid=journal-entry] > div > p:first-child';

const therapistName = `${screenTherapist.firstName} ${screenTherapist.lastName}`;
const journalTherapistName = `${screenJournalTherapist.firstName} ${screenJournalTherapist.lastName}`;

const startPortalChat = async (page: Page) => {
  await page.getByLabel('How would you like me to address you?').fill('Ana');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
};

export const screens: Screen[] = [
  // Visitors
  { id: 'landing', account: 'visitor', path: '/', heading: 'Meet yourself with clarity and kindness' },
  { id: 'guest-chat', account: 'visitor', path: '/mirrorwell', heading: 'Try Mirror, no account needed' },
  { id: 'sign-in', account: 'visitor', path: '/clean-login', heading: 'Welcome back' },
  { id: 'sign-up', account: 'visitor', path: '/clean-register', heading: 'Begin your journey' },
  { id: 'forgot-password', account: 'visitor', path: '/forgot-password', heading: 'Reset your password' },
  {
    id: 'enterprise',
    account: 'visitor',
    path: '/enterprise',
    heading: 'Mirrorwell for practices and clinics',
  },
  { id: 'safety', account: 'visitor', path: '/safety', heading: 'How we keep you safe' },
  { id: 'email-setup', account: 'visitor', path: '/email-setup', heading: 'Set up a free branded mailbox' },
  {
    id: 'subscribe-visitor',
    account: 'visitor',
    path: '/subscribe',
    heading: 'Plans for every step of your journey',
  },
  { id: 'coupon-visitor', account: 'visitor', path: '/coupon', heading: 'Redeem a coupon' },
  {
    id: 'not-found',
    account: 'visitor',
    path: '/no-such-page/here',
    heading: 'Page not found',
    withoutControls: true,
  },
  { id: 'privacy', account: 'visitor', path: '/privacy', heading: /privacy/i },
  { id: 'terms', account: 'visitor', path: '/terms', heading: /terms/i },
  // Members
  { id: 'member-chat', account: 'member', path: '/', heading: 'Welcome, Avery' },
  { id: 'insights', account: 'member', path: '/insights', heading: 'Your insights' },
  { id: 'subscribe', account: 'member', path: '/subscribe', heading: 'Plans for every step of your journey' },
  { id: 'coupon', account: 'member', path: '/coupon', heading: 'Redeem a coupon' },
  { id: 'downloads', account: 'member', path: '/downloads', heading: 'Take your reflection off the screen' },
  // Therapists
  {
    id: 'therapist-landing',
    account: 'visitor',
    path: '/therapist-landing',
    heading: /^Support your clients between sessions/,
  },
  {
    id: 'therapist-demo',
    account: 'visitor',
    path: '/demo',
    heading: 'How Mirrorwell works for your practice',
  },
  {
    id: 'therapist-sign-up',
    account: 'visitor',
    path: '/therapist-register',
    heading: 'Create your practice',
  },
  { id: 'therapist-sign-in', account: 'visitor', path: '/therapist-login', heading: 'Therapist sign in' },
  { id: 'dashboard-clients', account: 'therapist', path: '/therapist-dashboard', heading: /Dashboard/ },
  {
    id: 'dashboard-conversations',
    account: 'therapist',
    path: '/therapist-dashboard',
    heading: /Dashboard/,
    continues: true,
    reach: openTab('Conversations'),
    view: panelOf('Conversations'),
  },
  {
    id: 'dashboard-analytics',
    account: 'therapist',
    path: '/therapist-dashboard',
    heading: /Dashboard/,
    continues: true,
    reach: openTab('Analytics'),
    view: panelOf('Analytics'),
  },
  {
    id: 'dashboard-ai-configuration',
    account: 'therapist',
    path: '/therapist-dashboard',
    heading: /Dashboard/,
    continues: true,
    reach: openTab('AI Configuration'),
    view: panelOf('AI Configuration'),
  },
  {
    id: 'dashboard-client-prompts',
    account: 'therapist',
    path: '/therapist-dashboard',
    heading: /Dashboard/,
    dialogOpen: true,
    reach: openDialog('Prompts for Jonah Reyes', 'Reflection prompts: Jonah Reyes', 'No prompts yet.'),
    // The form's end date is four weeks from the day of the run.
    changing: 'input[name=endDate]',
  },
  {
    id: 'dashboard-prompt-completion',
    account: 'therapist',
    path: '/therapist-dashboard',
    heading: /Dashboard/,
    dialogOpen: true,
    reach: openDialog('Prompt completion', 'Which prompts clients finish', /^No prompts set yet/),
  },
  ...[8, 7, 6, 5, 4, 3, 2, 1].map(
    (step): Screen => ({
      id: `onboarding-step-${step}`,
      account: 'therapist',
      path: '/therapist-onboarding',
      heading: 'Your client portal',
      continues: step < 8,
      reach: onboardingStep(step),
    }),
  ),
  { id: 'ai-personality', account: 'therapist', path: '/ai-customization', heading: 'AI Customization' },
  ...(['Approach', 'Communication', 'Test AI'] as const).map(
    (tab): Screen => ({
      id: `ai-${tab.toLowerCase().replace(' ', '-')}`,
      account: 'therapist',
      path: '/ai-customization',
      heading: 'AI Customization',
      continues: true,
      reach: openTab(tab),
    }),
  ),
  {
    id: 'referral-dashboard',
    account: 'therapist',
    path: '/referral-dashboard',
    heading: 'Referral Program',
  },
  { id: 'test-demo', account: 'therapist', path: '/test-demo', heading: 'Test your assistant' },
  // A practice's clients, on its own subdomain
  {
    id: 'portal-welcome',
    account: 'visitor',
    path: '/',
    onPortal: true,
    freshBrowser: true,
    heading: /^Welcome to /,
  },
  {
    id: 'portal-started',
    account: 'visitor',
    path: '/',
    onPortal: true,
    freshBrowser: true,
    heading: /^Welcome to /,
    reach: startPortalChat,
  },
  { id: 'client-sign-in', account: 'visitor', path: '/client/login', onPortal: true, heading: 'Sign in' },
  {
    id: 'client-sign-up',
    account: 'visitor',
    path: '/client/register',
    onPortal: true,
    heading: 'Create your account',
  },
  { id: 'therapy-chat', account: 'client', path: '/therapy-chat', onPortal: true, heading: /^AI Assistant/ },
  {
    id: 'therapy-chat-conversation',
    account: 'sharing-client',
    path: '/therapy-chat',
    onPortal: true,
    heading: /^AI Assistant/,
    reach: openTheConversation,
    changing: conversationTimes,
  },
  {
    id: 'therapy-chat-share-question',
    account: 'sharing-client',
    path: '/therapy-chat',
    onPortal: true,
    heading: /^AI Assistant/,
    continues: true,
    dialogOpen: true,
    reach: async (page) => {
      await openTheConversation(page);
      await askToShare(
        (page) => page.getByTestId('session-feedback'),
        `Share this conversation with ${therapistName}?`,
      )(page);
    },
    changing: conversationTimes,
  },
  // A practice in Illinois: its clients keep a private journal instead of chatting with an AI
  {
    id: 'journal',
    account: 'journal-client',
    path: '/therapy-chat',
    onPortal: true,
    portalSubdomain: screenJournalTherapist.subdomain,
    heading: 'Your private journal',
    reach: async (page) => {
      await expect(page.getByTestId('journal-entry').first()).toContainText(journalEntryText);
    },
    changing: journalDates,
  },
  {
    id: 'journal-share-question',
    account: 'journal-client',
    path: '/therapy-chat',
    onPortal: true,
    portalSubdomain: screenJournalTherapist.subdomain,
    heading: 'Your private journal',
    continues: true,
    dialogOpen: true,
    reach: askToShare(
      (page) => page.getByTestId('journal-entry').first(),
      `Share this entry with ${journalTherapistName}?`,
    ),
    changing: journalDates,
  },
];

/** The screen's address for a browser whose base URL is `baseURL`. */
export function addressOf(screen: Screen, baseURL: string): string {
  return screen.onPortal
    ? portalUrl(baseURL, screen.path, screen.portalSubdomain)
    : `${baseURL}${screen.path}`;
}
