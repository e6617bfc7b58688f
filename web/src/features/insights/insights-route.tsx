import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';

const InsightsPage = lazy(() => import('./components/insights-page'));

/**
 * `/insights`, for members only, guarded as the member home is: wait for the session lookup (the
 * same SWR key), send a visitor to sign in, and load the page's code only for a member.
 */
export function InsightsRoute() {
  const { data, error } = useSWR<PublicMember | null>(SESSION_KEY, fetchData<PublicMember>);
  if (data === undefined && !error) return <FullPageSpinner />;
  if (!data) return <Navigate to={paths.login} replace />;
  return (
    <Suspense fallback={<FullPageSpinner message="Loading your insights…" />}>
      <InsightsPage />
    </Suspense>
  );
}
