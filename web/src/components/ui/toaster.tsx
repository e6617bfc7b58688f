import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

const toastStore = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});

/**
 * The app's notifications, at most one on screen (the spec). A new one replaces the one showing,
 * so the answer to what the person just did never waits behind an older notice. 5 s each; F8
 * moves focus to it.
 */
export const toaster: typeof toastStore = {
  ...toastStore,
  create(options) {
    for (const showing of toastStore.getVisibleToasts()) {
      if (showing.id !== options.id) toastStore.dismiss(showing.id);
    }
    return toastStore.create(options);
  },
};

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
