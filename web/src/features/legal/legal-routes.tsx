import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';

const PrivacyPage = lazy(() => import('./components/privacy-page'));
const TermsPage = lazy(() => import('./components/terms-page'));

/** `/privacy`, public; pre-rendered at build time like `/safety`. */
export function PrivacyRoute() {
  return (
    <Suspense fallback={<FullPageSpinner message="Loading…" />}>
      <PrivacyPage />
    </Suspense>
  );
}

/** `/terms`, public; pre-rendered at build time like `/safety`. */
export function TermsRoute() {
  return (
    <Suspense fallback={<FullPageSpinner message="Loading…" />}>
      <TermsPage />
    </Suspense>
  );
}
