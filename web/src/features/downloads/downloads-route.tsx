import { lazyPage } from '#web/components/lazy-page.tsx';

/** `/downloads`; the page's code loads when it is first visited. */
export const DownloadsRoute = lazyPage(() => import('./components/downloads-page'), 'Loading the library…');
