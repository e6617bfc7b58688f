import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  closeWelcomeTips,
  newMember,
  seriousViolations,
  signInThroughForm,
  signUpThroughForm,
} from './support';

/**
 * Voice in the member chat: speaking a message and hearing a reply, with the browser's own speech
 * APIs. Headless Chromium has no microphone or voice to test with, so each page gets stand-ins
 * for SpeechRecognition and speechSynthesis before any script runs, which the test drives (the
 * recogniser "hears" words, the voice "finishes"). Two sign-ins, one sign-up.
 */

type FakeSpeech = {
  recognitions: {
    started: boolean;
    hear(text: string, isFinal?: boolean): void;
    fail(error: string): void;
  }[];
  spoken: string[];
  finishSpeaking(): void;
};
declare global {
  interface Window {
    __speech: FakeSpeech;
  }
}

function installFakeSpeech() {
  const queue: { text: string; onend: (() => void) | null; onerror: ((e: object) => void) | null }[] = [];
  const speech = {
    recognitions: [] as unknown[],
    spoken: [] as string[],
    finishSpeaking() {
      for (const utterance of queue.splice(0)) utterance.onend?.();
    },
  };
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    started = false;
    onresult: ((event: object) => void) | null = null;
    onerror: ((event: object) => void) | null = null;
    onend: (() => void) | null = null;
    constructor() {
      speech.recognitions.push(this);
    }
    start() {
      this.started = true;
    }
    stop() {
      setTimeout(() => this.onend?.(), 0);
    }
    abort() {
      setTimeout(() => this.onend?.(), 0);
    }
    hear(text: string, isFinal = true) {
      const result = Object.assign([{ transcript: text }], { isFinal });
      this.onresult?.({ resultIndex: 0, results: [result] });
    }
    fail(error: string) {
      this.onerror?.({ error });
      this.onend?.();
    }
  }
  class FakeUtterance {
    lang = '';
    onend: (() => void) | null = null;
    onerror: ((event: object) => void) | null = null;
    constructor(public text: string) {}
  }
  const synthesis = {
    speak(utterance: FakeUtterance) {
      queue.push(utterance);
      speech.spoken.push(utterance.text);
    },
    cancel() {
      for (const utterance of queue.splice(0)) utterance.onerror?.({ error: 'interrupted' });
    },
  };
  Object.assign(window, {
    __speech: speech,
    SpeechRecognition: FakeRecognition,
    webkitSpeechRecognition: FakeRecognition,
    SpeechSynthesisUtterance: FakeUtterance,
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
}

function removeSpeechApis() {
  for (const name of [
    'SpeechRecognition',
    'webkitSpeechRecognition',
    'speechSynthesis',
    'SpeechSynthesisUtterance',
  ]) {
    Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
  }
}

const messageBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Message your guide' });
const microphone = (page: Page): Locator => page.getByRole('button', { name: 'Speak your message' });
const hear = (page: Page, text: string) =>
  page.evaluate((words) => window.__speech.recognitions.at(-1)?.hear(words), text);

/** Reopens the conversation the first test had, with its reply. */
async function openFirstConversation(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: /^Today I planted tomatoes in my garden/ })
    .click();
  await expect(page.getByTestId('message-guide').first()).toBeVisible();
}

async function newPage(browser: Browser, prepare: () => void): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(prepare);
  return page;
}

test.describe('voice in the member chat', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(90_000);
  const member = newMember('Sasha');

  test('speaks a message into the box and reads the reply aloud, with the browser’s speech APIs', async ({
    browser,
  }) => {
    const page = await newPage(browser, installFakeSpeech);
    await signUpThroughForm(page, member);
    // Sign-up hashes the password (bcrypt): on a busy machine the chat takes a while to open.
    await expect(messageBox(page)).toBeVisible({ timeout: 20_000 });
    await closeWelcomeTips(page);

    // The microphone: not pressed until pressed; words fill the box after what was typed.
    await expect(microphone(page)).toHaveAttribute('aria-pressed', 'false');
    await messageBox(page).fill('Today');
    await microphone(page).click();
    await expect(microphone(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Listening…' })).toBeVisible();
    await hear(page, 'I planted tomatoes in my garden');
    await expect(messageBox(page)).toHaveValue('Today I planted tomatoes in my garden');
    await microphone(page).click();
    await expect(microphone(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Listening…')).toHaveCount(0);
    // Nothing is sent until the member sends it.
    await expect(page.getByTestId('message-member')).toHaveCount(0);
    await messageBox(page).press('Enter');
    await expect(page.getByTestId('message-member')).toHaveText(/Today I planted tomatoes in my garden/);

    // A refused microphone is said calmly, and the button is no longer pressed.
    await microphone(page).click();
    await page.evaluate(() => window.__speech.recognitions.at(-1)?.fail('not-allowed'));
    await expect(page.getByRole('status').filter({ hasText: 'The microphone is not allowed' })).toBeVisible();
    await expect(microphone(page)).toHaveAttribute('aria-pressed', 'false');

    // Read aloud: the reply's words go to the voice; Stop reading stops it.
    const reply = page.getByTestId('message-guide').last();
    await expect(reply).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('message-streaming')).toHaveCount(0, { timeout: 20_000 });
    await reply.getByRole('button', { name: 'Read aloud' }).click();
    await expect(reply.getByRole('button', { name: 'Stop reading' })).toBeVisible();
    const spoken = (await page.evaluate(() => window.__speech.spoken)).join(' ');
    const replyText = (await reply.innerText()).replace(/\s+/g, ' ');
    expect(spoken.length).toBeGreaterThan(20);
    expect(replyText).toContain(spoken);
    await reply.getByRole('button', { name: 'Stop reading' }).click();
    await expect(reply.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    // Read to the end, the button is ready again.
    await reply.getByRole('button', { name: 'Read aloud' }).click();
    await page.evaluate(() => window.__speech.finishSpeaking());
    await expect(reply.getByRole('button', { name: 'Read aloud' })).toBeVisible();

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await page.reload();
      await openFirstConversation(page);
      await expect(microphone(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Read aloud' }).first()).toBeVisible();
      expect(await seriousViolations(page), theme).toEqual([]);
    }
    await page.context().close();
  });

  test('shows no voice buttons where the browser has no speech APIs', async ({ browser }) => {
    const page = await newPage(browser, removeSpeechApis);
    await signInThroughForm(page, member.email, member.password);
    await expect(messageBox(page)).toBeVisible({ timeout: 20_000 });
    await openFirstConversation(page);
    await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);
    await expect(microphone(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await page.context().close();
  });
});
