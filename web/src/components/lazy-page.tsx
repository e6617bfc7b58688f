import { type ComponentType, lazy, Suspense } from 'react';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';

/**
 * A page whose code loads when it is first shown, with a spinner that says what is loading
 * meanwhile. Called once, at module level, for each lazily loaded page.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  loadingMessage = 'Loading…',
): ComponentType {
  const Page = lazy(load);
  function LazyPage() {
    return (
      <Suspense fallback={<FullPageSpinner message={loadingMessage} />}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
