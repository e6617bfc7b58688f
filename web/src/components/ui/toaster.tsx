import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toast-store.ts';

/** The notification store lives in toast-store.ts, so the lazily loaded view does not import this file. */
export { toaster };

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * Shows the notifications. Their code (the toast machines, portal and layers) loads with the first
 * notification, so pages that never show one, like the landing page, do not carry it; a
 * notification made meanwhile waits in the store and appears once it has loaded.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getCount() > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
