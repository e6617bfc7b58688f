import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';

const SubscriptionPage = lazy(() => import('./components/subscription-page'));

/** `/subscribe` and `/sub`; the page's code loads when it is first visited. */
export function SubscriptionRoute() {
  return (
    <Suspense fallback={<FullPageSpinner message="Loading plans…" />}>
      <SubscriptionPage />
    </Suspense>
  );
}
