import { Navigate } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { lazyPage } from '#web/components/lazy-page.tsx';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';

const InsightsPage = lazyPage(() => import('./components/insights-page'), 'Loading your insights…');

/**
 * `/insights`, for members only, guarded as the member home is: wait for the session lookup (the
 * same SWR key), send a visitor to sign in, and load the page's code only for a member.
 */
export function InsightsRoute() {
  const { data, error } = useSWR<PublicMember | null>(SESSION_KEY, fetchData<PublicMember>);
  if (data === undefined && !error) return <FullPageSpinner />;
  if (!data) return <Navigate to={paths.login} replace />;
  return <InsightsPage />;
}
