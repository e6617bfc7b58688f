/**
 * A pre-rendered page is on screen, readable and typeable, a moment before the app has adopted it
 * (hydration). What a visitor does in that moment is kept, not lost:
 * - text typed and choices made are handed to the app once it controls the field (React would
 *   otherwise show its own, still empty, value);
 * - a tap on a button, or a form's submission, is held and replayed once the app has adopted it;
 * - links are left alone: they work without the app.
 * Installed by main.tsx before the app's code runs; `startReplaying` is called once the app has
 * committed the page and its effects have run. It stops holding anything after `HOLD_MS` (the app failed to start).
 */

const HOLD_MS = 15_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface HeldInteractions {
  /**
   * Called once the app has committed the page (or the page's own script has taken it over):
   * replays each held interaction as its part is ready, by default once React has adopted it.
   */
  startReplaying(isReady?: (element: Element) => boolean): void;
}

/** Whether React has adopted this element (it keeps the element's props on it once it has). */
export function isAdoptedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * Sets a field's value the way typing does, so React's onChange sees it: through the prototype's
 * setter (React watches the element's own), then an `input` event.
 */
function handToReact(field: Field, entry: { value: string; checked: boolean }): void {
  if (isCheckable(field)) {
    if (field.checked !== entry.checked) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, entry.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A tap focuses before it clicks, and some controls act on a click only once they have seen the
 * focus (a disclosure's trigger, for one). The real tap's focus came before the app was listening,
 * so it is given again: blurred first if still focused, or focusing would not announce itself.
 */
function pressAgain(control: HTMLElement): void {
  if (document.activeElement === control) control.blur();
  control.focus({ preventScroll: true });
  control.click();
}

/** Where an element sits under `root`: its child index at each level, and what it says. */
interface Address {
  indexes: number[];
  tagName: string;
  text: string;
}

function addressOf(element: Element, root: Element): Address {
  const indexes: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    indexes.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
  }
  return { indexes, tagName: element.tagName, text: element.textContent ?? '' };
}

/**
 * The element now at an address, if it is still the same kind of element saying the same thing:
 * when the app draws a part afresh instead of adopting it, a held tap goes to its new copy.
 */
function elementAt(address: Address, root: Element): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of address.indexes) node = node?.children[index];
  const same = node?.tagName === address.tagName && node.textContent === address.text;
  return same && node instanceof HTMLElement ? node : undefined;
}

/** What the visitor did before the app was listening, waiting to be handed over. */
interface Held {
  root: HTMLElement;
  typed: Map<Field, { value: string; checked: boolean }>;
  presses: { control: HTMLElement; address: Address }[];
  submissions: { form: HTMLFormElement; submitter: HTMLElement | null }[];
  /** Whether the app has adopted an element, so a held interaction may go to it. */
  ready: (element: Element) => boolean;
}

const CONTROLS = 'button, input[type="submit"], input[type="button"], input[type="reset"], [role="button"]';

/** Hands each typed value to its field once the app has adopted it; true when any was handed. */
function handOverTyped(held: Held): boolean {
  let handed = false;
  for (const [field, entry] of held.typed) {
    if (!field.isConnected || held.ready(field)) held.typed.delete(field);
    if (field.isConnected && held.ready(field)) {
      handToReact(field, entry);
      handed = true;
    }
  }
  return handed;
}

/** Presses each held control again once the app has adopted it (or its redrawn copy); drops one that is gone. */
function replayPresses(held: Held): void {
  for (const press of [...held.presses]) {
    const control = press.control.isConnected ? press.control : elementAt(press.address, held.root);
    if (control && !held.ready(control)) continue;
    held.presses.splice(held.presses.indexOf(press), 1);
    if (control) pressAgain(control);
  }
}

/** Submits each held form again once the app has adopted it, with the button that submitted it. */
function replaySubmissions(held: Held): void {
  for (const submission of [...held.submissions]) {
    const { form, submitter } = submission;
    if (form.isConnected && !held.ready(form)) continue;
    held.submissions.splice(held.submissions.indexOf(submission), 1);
    const button =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    if (form.isConnected) form.requestSubmit(button);
  }
}

/**
 * The listeners that hold what the visitor does to a part the app has not adopted yet; each calls
 * `replay` after holding something.
 */
function holdingListeners(
  held: Held,
  notYetAdopted: (element: Element | null | undefined) => element is HTMLElement,
  replay: () => void,
) {
  function onInput(event: Event) {
    const field = event.target;
    if (!isField(field) || !notYetAdopted(field)) return;
    held.typed.set(field, { value: field.value, checked: isCheckable(field) && field.checked });
    replay();
  }

  function onClick(event: MouseEvent) {
    const control = (event.target as Element | null)?.closest(CONTROLS);
    if (!notYetAdopted(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.presses.some((press) => press.control === control))
      held.presses.push({ control, address: addressOf(control, held.root) });
    replay();
  }

  function onSubmit(event: SubmitEvent) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !notYetAdopted(form)) return;
    event.preventDefault();
    event.stopPropagation();
    held.submissions.push({ form, submitter: event.submitter });
    replay();
  }

  return [
    ['input', onInput],
    ['change', onInput],
    ['click', onClick],
    ['submit', onSubmit],
  ] as const;
}

export function holdEarlyInteractions(root: HTMLElement): HeldInteractions {
  const held: Held = { root, typed: new Map(), presses: [], submissions: [], ready: isAdoptedByReact };
  let replaying = false;
  let looping = false;
  const holdUntil = performance.now() + HOLD_MS;

  const waiting = () => held.typed.size + held.presses.length + held.submissions.length > 0;
  // React marks an element as its own while it renders, a moment before the app's effects (a
  // disclosure's state machine, for one) are running: until the app reports it has committed the
  // page (`startReplaying`), everything is held.
  const notYetAdopted = (element: Element | null | undefined): element is HTMLElement =>
    element instanceof HTMLElement && root.contains(element) && (!replaying || !held.ready(element));

  /** One step a frame: typed values first (React renders them), then the presses they lead to. */
  function step() {
    const handed = handOverTyped(held);
    if (!handed && held.typed.size === 0) {
      replayPresses(held);
      replaySubmissions(held);
    }
    if (waiting() && performance.now() < holdUntil) requestAnimationFrame(step);
    else looping = false;
  }

  function loop() {
    if (!replaying || looping) return;
    looping = true;
    requestAnimationFrame(step);
  }

  const listeners = holdingListeners(held, notYetAdopted, loop);
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  window.setTimeout(() => {
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener as EventListener, true);
  }, HOLD_MS);

  return {
    startReplaying(isReady = isAdoptedByReact) {
      held.ready = isReady;
      replaying = true;
      loop();
    },
  };
}
