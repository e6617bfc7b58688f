import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { useCurrentTherapist } from '#web/lib/use-current-therapist.ts';

/** Therapist screens: a visitor (or a member) is sent to the therapist sign-in. */
export function TherapistOnly({ children }: { children: ReactNode }) {
  const { therapist, isLoading } = useCurrentTherapist();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner message="Loading your practice…" />;
  if (!therapist) return <Navigate to={paths.therapistLogin} replace state={{ from: location.pathname }} />;
  return <Suspense fallback={<FullPageSpinner message="Loading…" />}>{children}</Suspense>;
}

/** Therapist sign-up: a therapist who is already signed in goes to the dashboard. */
export function TherapistVisitorOnly({ children }: { children: ReactNode }) {
  const { therapist, isLoading } = useCurrentTherapist();
  if (isLoading) return <FullPageSpinner />;
  if (therapist) return <Navigate to={paths.therapistDashboard} replace />;
  return <Suspense fallback={<FullPageSpinner message="Loading…" />}>{children}</Suspense>;
}

/** A lazily loaded page with the app's loading state. */
export function Lazy({ page }: { page: ReactNode }) {
  return <Suspense fallback={<FullPageSpinner message="Loading…" />}>{page}</Suspense>;
}
