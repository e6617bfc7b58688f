import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';

const DownloadsPage = lazy(() => import('./components/downloads-page'));

/** `/downloads`; the page's code loads when it is first visited. */
export function DownloadsRoute() {
  return (
    <Suspense fallback={<FullPageSpinner message="Loading the library…" />}>
      <DownloadsPage />
    </Suspense>
  );
}
