import { AppErrorBoundary } from '#web/components/app-error-boundary.tsx';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** `location`: set only when a page is rendered to HTML at build time (see server-entry.tsx). */
export function App({ location }: { location?: string | undefined } = {}) {
  return (
    <AppProviders>
      <AppErrorBoundary>
        <AppRouter location={location} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
