import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { useCurrentMember } from '#web/features/auth/hooks/use-current-member.ts';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { LandingPage } from '#web/features/landing/components/landing-page.tsx';
import { lazyScreen } from './lazy-screen';
import { memberChatCode } from './signed-in-screen-code';

const ChatScreen = lazyScreen(memberChatCode);

/** Waits for the session lookup; signed-in members are sent home. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { member, isLoading } = useCurrentMember();
  if (isLoading) return <FullPageSpinner />;
  if (member) return <Navigate to={paths.home} replace />;
  return <Suspense fallback={<FullPageSpinner message="Loading…" />}>{children}</Suspense>;
}

/** The signed-in home (the chat), for members only; visitors are sent to sign in. */
export function MemberHome() {
  const { member, isLoading } = useCurrentMember();
  const logout = useLogout();
  if (isLoading) return <FullPageSpinner />;
  if (!member) return <Navigate to={paths.login} replace />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ChatScreen member={member} onLogout={logout} />
    </Suspense>
  );
}

/** `/`: the member's home when signed in, the landing page for visitors. */
export function HomeOrLanding() {
  const { member, isLoading } = useCurrentMember();
  if (isLoading) return <FullPageSpinner />;
  if (member) return <MemberHome />;
  return <LandingPage />;
}
