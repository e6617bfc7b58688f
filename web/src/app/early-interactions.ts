/**
 * A pre-rendered page is on screen, readable and typeable, a moment before the app has adopted it
 * (hydration). What a visitor does in that moment is kept, not lost:
 * - text typed and choices made are handed to the app once it controls the field (React would
 *   otherwise show its own, still empty, value);
 * - a tap on a button, or a form's submission, is held and replayed once the app has adopted it;
 * - links are left alone: they work without the app.
 * Installed by main.tsx before the app's code runs; `startReplaying` is called once the app is
 * adopting the page. It stops holding anything after `HOLD_MS` (the app failed to start).
 */

const HOLD_MS = 15_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface HeldInteractions {
  /** Called once hydration has started: replays each held interaction as its part is adopted. */
  startReplaying(): void;
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

export function holdEarlyInteractions(root: HTMLElement): HeldInteractions {
  const typed = new Map<Field, { value: string; checked: boolean }>();
  const presses: HTMLElement[] = [];
  const submissions: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  let replaying = false;
  let looping = false;
  const holdUntil = performance.now() + HOLD_MS;

  const waiting = () => typed.size + presses.length + submissions.length > 0;
  const notYetAdopted = (element: Element | null | undefined): element is HTMLElement =>
    element instanceof HTMLElement && root.contains(element) && !isAdoptedByReact(element);

  function onInput(event: Event) {
    const field = event.target;
    if (!isField(field) || !notYetAdopted(field)) return;
    typed.set(field, { value: field.value, checked: isCheckable(field) && field.checked });
    loop();
  }

  function onClick(event: MouseEvent) {
    const control = (event.target as Element | null)?.closest(
      'button, input[type="submit"], input[type="button"], input[type="reset"], [role="button"]',
    );
    if (!notYetAdopted(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!presses.includes(control)) presses.push(control);
    loop();
  }

  function onSubmit(event: SubmitEvent) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !notYetAdopted(form)) return;
    event.preventDefault();
    event.stopPropagation();
    submissions.push({ form, submitter: event.submitter });
    loop();
  }

  const listeners = [
    ['input', onInput],
    ['change', onInput],
    ['click', onClick],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  window.setTimeout(() => {
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener as EventListener, true);
  }, HOLD_MS);

  /** One step a frame: typed values first (React renders them), then the presses they lead to. */
  function step() {
    let handed = false;
    for (const [field, entry] of typed) {
      if (!field.isConnected || isAdoptedByReact(field)) typed.delete(field);
      if (field.isConnected && isAdoptedByReact(field)) {
        handToReact(field, entry);
        handed = true;
      }
    }
    if (!handed && typed.size === 0) {
      for (const control of [...presses]) {
        if (control.isConnected && !isAdoptedByReact(control)) continue;
        presses.splice(presses.indexOf(control), 1);
        if (control.isConnected) control.click();
      }
      for (const submission of [...submissions]) {
        const { form, submitter } = submission;
        if (form.isConnected && !isAdoptedByReact(form)) continue;
        submissions.splice(submissions.indexOf(submission), 1);
        const button =
          submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
        if (form.isConnected) form.requestSubmit(button);
      }
    }
    if (waiting() && performance.now() < holdUntil) requestAnimationFrame(step);
    else looping = false;
  }

  function loop() {
    if (!replaying || looping) return;
    looping = true;
    requestAnimationFrame(step);
  }

  return {
    startReplaying() {
      replaying = true;
      loop();
    },
  };
}
