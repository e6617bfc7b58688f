import { createToaster } from '@chakra-ui/react';

const chakraToastStore = createToaster({
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
export const toaster: typeof chakraToastStore = {
  ...chakraToastStore,
  create(options) {
    for (const showing of chakraToastStore.getVisibleToasts()) {
      if (showing.id !== options.id) chakraToastStore.dismiss(showing.id);
    }
    return chakraToastStore.create(options);
  },
};
