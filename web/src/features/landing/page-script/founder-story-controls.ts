import {
  hasSeenFounderStory,
  recordFounderStorySeen,
  showFounderStoryAgain,
} from '#web/features/landing/model/founder-story-storage.ts';
import { controlSelector, landingControls } from '#web/features/landing/model/landing-controls.ts';

/** Runs `task` once the page has painted and the browser has a quiet moment. */
function afterFirstPaint(task: () => void): () => void {
  let idleId: number | undefined;
  let timerId: number | undefined;
  const frameId = window.requestAnimationFrame(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      idleId = window.requestIdleCallback(task, { timeout: 1500 });
    else timerId = window.setTimeout(task, 200);
  });
  return () => {
    window.cancelAnimationFrame(frameId);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timerId !== undefined) window.clearTimeout(timerId);
  };
}

/**
 * The founder's story (components/founder-story-dialog.tsx):
 * - opens by itself on a first visit (no `hasSeenFounderStory` in this browser), once the page has
 *   painted, over the page, so nothing on it moves;
 * - 'Why I Built This' forgets that it was seen and reloads, so it opens as on a first visit;
 * - closing it in any way (the close button, Escape, a tap outside it, Begin My Journey) records it
 *   as seen.
 * Returns what undoes it.
 */
export function runFounderStory(root: HTMLElement): () => void {
  const undo: (() => void)[] = [];
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener);
    undo.push(() => target.removeEventListener(type, listener));
  };

  for (const again of root.querySelectorAll(controlSelector(landingControls.founderStoryAgain)))
    on(again, 'click', () => showFounderStoryAgain());

  const dialog = root.querySelector<HTMLDialogElement>(
    `dialog${controlSelector(landingControls.founderStory)}`,
  );
  if (!dialog)
    return () => {
      for (const step of undo) step();
    };
  const begin = dialog.querySelector<HTMLElement>(controlSelector(landingControls.founderStoryBegin));
  const close = dialog.querySelector<HTMLElement>(controlSelector(landingControls.founderStoryClose));

  on(dialog, 'close', () => recordFounderStorySeen());
  // A tap on the dimmed page around the story lands on the dialog element itself.
  on(dialog, 'click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  if (close) on(close, 'click', () => dialog.close());
  if (begin) on(begin, 'click', () => recordFounderStorySeen());

  if (!hasSeenFounderStory()) {
    undo.push(
      afterFirstPaint(() => {
        if (dialog.open || !dialog.isConnected) return;
        dialog.showModal();
        begin?.focus();
      }),
    );
  }
  return () => {
    for (const step of undo) step();
  };
}
