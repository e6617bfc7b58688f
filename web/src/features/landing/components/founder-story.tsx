import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  hasSeenFounderStory,
  recordFounderStorySeen,
} from '#web/features/landing/model/founder-story-storage.ts';

const loadDialog = () => import('./founder-story-dialog');
const FounderStoryDialog = lazy(loadDialog);

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
 * The founder's story opens by itself on a first visit (no `hasSeenFounderStory` in this
 * browser). Its code loads only then, after the page has painted, so it costs a returning visitor
 * nothing and never delays the landing page; it is an overlay, so nothing on the page moves.
 * Rendering stays the same on the server and in the browser: storage is read in an effect.
 */
export function FounderStory() {
  const [state, setState] = useState<'idle' | 'open' | 'closed'>('idle');

  useEffect(() => {
    if (hasSeenFounderStory()) return;
    let cancelled = false;
    const cancelWait = afterFirstPaint(() => {
      loadDialog().then(
        () => {
          if (!cancelled) setState('open');
        },
        // Offline or a new deployment: the story waits for the next visit.
        () => {},
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, []);

  const close = useCallback(() => {
    recordFounderStorySeen();
    setState('closed');
  }, []);

  if (state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <FounderStoryDialog open={state === 'open'} onClose={close} />
    </Suspense>
  );
}
