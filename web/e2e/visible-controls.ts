import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { runInPage } from './in-page-steps';

/** A control a person can act on, as the check measured it. */
export interface MeasuredControl {
  /** The control's role and accessible name, e.g. `switch "Share with my therapist"`. */
  what: string;
  name: string;
  width: number;
  height: number;
  /** Why a person could not see it, or null when they can. */
  unseen: string | null;
}

/** Smallest width and height, in CSS pixels, of a control's visible box. */
export const MIN_CONTROL_PX = 16;

/**
 * Every checkbox, radio, switch, tab and button on the page that is rendered (not inside
 * `display: none`, e.g. a closed menu or a hidden tab panel), measured by the box a person sees:
 * a visually hidden native input (Chakra's checkbox, switch, radio and their card forms) is
 * measured by its control part (the box, the track, the circle), a card by its frame. "Seen" means
 * painted: a border, a background or a shadow that sets it apart, or for a button or tab its own
 * text or icon; and not transparent, hidden or outside the page's width.
 */
export async function measureControls(page: Page): Promise<MeasuredControl[]> {
  return runInPage(page, IN_PAGE_STEPS, measureControlsInPage, CONTROL_SELECTOR);
}

const CONTROL_SELECTOR = [
  'button',
  'input[type=checkbox]',
  'input[type=radio]',
  'input[type=button]',
  'input[type=submit]',
  '[role=button]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=tab]',
].join(',');

// The steps below run in the page, not in Node (see `runInPage`).

function measureControlsInPage(selector: string): MeasuredControl[] {
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((control) => control.checkVisibility())
    .filter((control) => !control.closest('[data-e2e-ignore]'))
    .map((control) => {
      const role = roleOf(control);
      const name = accessibleName(control);
      const part = visiblePart(control);
      const box = part.getBoundingClientRect();
      return {
        what: `${role} "${name}"`,
        name,
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
        unseen: seenProblem(part, role),
      };
    });
}

function isTransparent(color: string): boolean {
  return color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
}

function hasVisibleBorder(style: CSSStyleDeclaration): boolean {
  return ['top', 'right', 'bottom', 'left'].some(
    (side) =>
      Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
      style.getPropertyValue(`border-${side}-style`) !== 'none' &&
      !isTransparent(style.getPropertyValue(`border-${side}-color`)),
  );
}

/** A border, a background or a shadow that sets the element apart. */
function painted(element: Element): boolean {
  const style = getComputedStyle(element);
  return (
    hasVisibleBorder(style) ||
    !isTransparent(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    (style.boxShadow !== 'none' && style.boxShadow !== '')
  );
}

function hasOwnText(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  return (
    (element.innerText ?? '').trim() !== '' &&
    !isTransparent(style.color) &&
    Number.parseFloat(style.fontSize) > 0
  );
}

function hasIcon(element: Element): boolean {
  return [...element.querySelectorAll('svg, img')].some((icon) => {
    const box = icon.getBoundingClientRect();
    return box.width >= 8 && box.height >= 8;
  });
}

function roleOf(element: HTMLElement): string {
  const role = element.getAttribute('role');
  if (role) return role;
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') return element.closest('[data-scope=switch]') ? 'switch' : 'checkbox';
    if (element.type === 'radio') return 'radio';
  }
  return 'button';
}

function textOf(ids: string): string {
  return ids
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function accessibleName(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  const candidates = [
    labelledBy ? textOf(labelledBy) : '',
    element.getAttribute('aria-label') ?? '',
    element instanceof HTMLInputElement
      ? [...(element.labels ?? [])].map((label) => label.textContent ?? '').join(' ')
      : '',
    element instanceof HTMLInputElement && ['button', 'submit'].includes(element.type) ? element.value : '',
    element instanceof HTMLInputElement ? '' : (element.textContent ?? ''),
    ...[...element.querySelectorAll('img[alt], svg[aria-label]')].map(
      (icon) => icon.getAttribute('alt') ?? icon.getAttribute('aria-label') ?? '',
    ),
    element.getAttribute('title') ?? '',
  ];
  return (candidates.find((candidate) => candidate.trim() !== '') ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The part a person sees for a visually hidden native input: its control (the box, the
 * track, the circle), or for a card, whose parts carry no data-part, the card's frame.
 */
function visiblePart(element: HTMLElement): HTMLElement {
  if (!(element instanceof HTMLInputElement)) return element;
  const root = element.closest<HTMLElement>('[data-part=root], [data-part=item], label');
  const control = root?.querySelector<HTMLElement>('[data-part=control], [data-part=item-control]');
  return control ?? root ?? element;
}

function fadedOut(part: HTMLElement): boolean {
  for (let ancestor: HTMLElement | null = part; ancestor; ancestor = ancestor.parentElement) {
    if (Number.parseFloat(getComputedStyle(ancestor).opacity) < 0.1) return true;
  }
  return false;
}

/** Why a person could not see the control's visible part, or null when they can. */
function seenProblem(part: HTMLElement, role: string): string | null {
  if (!part.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
    return 'hidden or transparent';
  }
  const box = part.getBoundingClientRect();
  if (box.right <= 0 || box.left >= document.documentElement.clientWidth) return 'outside the page';
  if (fadedOut(part)) return 'transparent';
  if (role === 'button' || role === 'tab') {
    return hasOwnText(part) || hasIcon(part) || painted(part) ? null : 'no text, icon or outline';
  }
  return painted(part) || [...part.querySelectorAll('*')].some(painted) ? null : 'no border, fill or shadow';
}

const IN_PAGE_STEPS = [
  isTransparent,
  hasVisibleBorder,
  painted,
  hasOwnText,
  hasIcon,
  roleOf,
  textOf,
  accessibleName,
  visiblePart,
  fadedOut,
  seenProblem,
];

/** Each control's problems, as lines a reader can act on; empty when every control passes. */
export function controlProblems(controls: MeasuredControl[]): string[] {
  return controls.flatMap((control) => {
    const problems: string[] = [];
    if (!control.name) problems.push(`${control.what}: no accessible name`);
    if (control.unseen) problems.push(`${control.what}: not visible (${control.unseen})`);
    if (control.width < MIN_CONTROL_PX || control.height < MIN_CONTROL_PX) {
      problems.push(
        `${control.what}: ${control.width}×${control.height} px, under ${MIN_CONTROL_PX}×${MIN_CONTROL_PX}`,
      );
    }
    return problems;
  });
}

/**
 * Clicking the words of a switch or checkbox label: it must either visibly toggle the control
 * (its state and its look both change) or open a dialog that asks first. Whatever it did is undone
 * (the dialog cancelled, the control toggled back), so the screen is left as found. Every switch
 * is tried; of checkboxes drawn alike (one list of 16 specialisations), the first one.
 */
export async function labelClickProblems(page: Page): Promise<string[]> {
  const roots = page
    .locator('label:is([data-scope=switch], [data-scope=checkbox])')
    .filter({ has: page.locator('input:not([disabled])') });
  const problems: string[] = [];
  const triedCheckboxKinds = new Set<string>();
  const count = await roots.count();
  for (let index = 0; index < count; index += 1) {
    const root = roots.nth(index);
    const label = root.locator('[data-part=label]').first();
    if (!(await label.isVisible())) continue;
    if (await isCheckboxLikeOneTried(root, triedCheckboxKinds)) continue;
    const problem = await labelClickProblem(page, root, label);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Whether this is a checkbox drawn like one already tried; the first of each look is noted. */
async function isCheckboxLikeOneTried(root: Locator, triedCheckboxKinds: Set<string>): Promise<boolean> {
  const [scope, drawnAs] = await root.evaluate((element) => [element.dataset.scope, element.className]);
  if (scope !== 'checkbox') return false;
  if (triedCheckboxKinds.has(drawnAs ?? '')) return true;
  triedCheckboxKinds.add(drawnAs ?? '');
  return false;
}

/** Clicks one label's words and undoes what they did; says what a person would have missed. */
async function labelClickProblem(page: Page, root: Locator, label: Locator): Promise<string | null> {
  const input = root.locator('input').first();
  // A card's parts carry no data-part: its look is the whole card's.
  const control = (await root.locator('[data-part=control]').count())
    ? root.locator('[data-part=control]').first()
    : root;
  const words = ((await label.textContent()) ?? '').trim();
  await label.scrollIntoViewIfNeeded();
  const checkedBefore = await input.isChecked();
  const lookBefore = await lookOf(control);
  await label.click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  // A confirmation or a toggle, whichever comes (neither, within 2 s: the words did nothing).
  await expect
    .poll(async () => (await dialog.count()) > 0 || (await input.isChecked()) !== checkedBefore, {
      timeout: 2_000,
    })
    .toBe(true)
    .catch(() => undefined);
  if (await dialog.first().isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog.first()).toBeHidden();
    const changed = (await input.isChecked()) !== checkedBefore;
    return changed ? `"${words}": changed before its dialog was answered` : null;
  }
  if ((await input.isChecked()) === checkedBefore) return null; // The words did nothing: nothing unseen happened.
  // The hidden input changes first and the drawn control a render later: its new look is awaited.
  const lookAfter = await expect
    .poll(() => lookOf(control), { timeout: 2_000 })
    .not.toBe(lookBefore)
    .then(
      () => lookOf(control),
      () => lookBefore,
    );
  await label.click();
  await expect(input).toBeChecked({ checked: checkedBefore });
  return lookAfter === '' || lookAfter === lookBefore
    ? `"${words}": clicking the words changed the setting without any visible change`
    : null;
}

/**
 * What a person sees of a control, as a fingerprint: the colours, borders, position and
 * visibility of the control and everything in it. Nothing when the control cannot be seen.
 */
async function lookOf(control: Locator): Promise<string> {
  if (!(await control.isVisible())) return '';
  return control.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .map((part) => {
        const style = getComputedStyle(part);
        const box = part.getBoundingClientRect();
        return [
          style.backgroundColor,
          style.backgroundImage,
          style.borderColor,
          style.color,
          style.opacity,
          style.visibility,
          style.display,
          style.transform,
          `${Math.round(box.left)},${Math.round(box.top)},${Math.round(box.width)},${Math.round(box.height)}`,
        ].join(' ');
      })
      .join('|'),
  );
}
