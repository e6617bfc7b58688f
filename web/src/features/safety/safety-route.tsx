import { lazyPage } from '#web/components/lazy-page.tsx';

/** `/safety`, public; the page's code loads when it is first visited. */
export const SafetyRoute = lazyPage(() => import('./components/safety-page'));
