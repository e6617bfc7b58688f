import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';

const SafetyPage = lazy(() => import('./components/safety-page'));

/** `/safety`, public; the page's code loads when it is first visited. */
export function SafetyRoute() {
  return (
    <Suspense fallback={<FullPageSpinner message="Loading…" />}>
      <SafetyPage />
    </Suspense>
  );
}
