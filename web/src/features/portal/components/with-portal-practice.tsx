import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { RESERVED_SUBDOMAINS } from '#shared/domain/practice.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { usePracticeProfile } from '#web/features/portal/api/use-practice-profile.ts';
import { type PortalPaths, portalPathsOf } from '#web/features/portal/model/portal-paths.ts';
import { currentPortalSubdomain } from '#web/lib/portal-host.ts';
import { PortalUnavailable, TherapistNotFound } from './portal-status-cards';

/**
 * The practice of a client page, from the host (`{subdomain}.{root}/client/login`) or the path
 * (`/client/{subdomain}/login`): never hard-coded.
 */
export function WithPortalPractice({
  children,
  notFound,
}: {
  children: (practice: PublicPracticeProfile, paths: PortalPaths) => ReactNode;
  /** Replaces the 'Therapist Not Found' card where the address may be any mistyped page. */
  notFound?: ReactNode;
}) {
  const params = useParams();
  const hostSubdomain = currentPortalSubdomain();
  const subdomain = (params.subdomain ?? hostSubdomain ?? '').toLowerCase();
  const onHost = !params.subdomain && Boolean(hostSubdomain);
  // A reserved name (a page of the app, a service name) is never a practice: it is not looked up.
  const lookedUp = /^[a-z0-9]{1,20}$/.test(subdomain) && !RESERVED_SUBDOMAINS.has(subdomain);
  const { practice, failed } = usePracticeProfile(lookedUp ? subdomain : null);
  if (failed) return <PortalUnavailable />;
  if (practice === undefined) return <FullPageSpinner message="Loading…" />;
  if (!practice) return notFound ?? <TherapistNotFound />;
  return <>{children(practice, portalPathsOf({ subdomain: practice.subdomain, onHost }))}</>;
}
