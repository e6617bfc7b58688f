import { lazyPage } from '#web/components/lazy-page.tsx';

/** `/privacy`, public; pre-rendered at build time like `/safety`. */
export const PrivacyRoute = lazyPage(() => import('./components/privacy-page'));

/** `/terms`, public; pre-rendered at build time like `/safety`. */
export const TermsRoute = lazyPage(() => import('./components/terms-page'));
