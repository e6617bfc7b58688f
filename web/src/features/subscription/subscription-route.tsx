import { lazyPage } from '#web/components/lazy-page.tsx';

/** `/subscribe` and `/sub`; the page's code loads when it is first visited. */
export const SubscriptionRoute = lazyPage(() => import('./components/subscription-page'), 'Loading plans…');
