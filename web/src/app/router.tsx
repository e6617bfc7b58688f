import { lazy, Suspense, useEffect, useRef } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { LandingPage } from '#web/features/landing/components/landing-page.tsx';
import { OnboardingAutoOpen } from '#web/features/onboarding/components/onboarding-host.tsx';
import { SubscriptionRoute } from '#web/features/subscription/subscription-route.tsx';
import { NotFoundPage } from '#web/features/system-pages/components/not-found-page.tsx';
import { WorkingTestPage } from '#web/features/system-pages/components/working-test-page.tsx';
import { HomeOrLanding, MemberHome, VisitorOnly } from './session-routes';

const LoginPage = lazy(() => import('#web/features/auth/components/login-page.tsx'));
const RegisterPage = lazy(() => import('#web/features/auth/components/register-page.tsx'));
const ForgotPasswordPage = lazy(() => import('#web/features/auth/components/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('#web/features/auth/components/reset-password-page.tsx'));

/** A new screen starts at its top, like a new page would. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTopOnNavigate />
      <OnboardingAutoOpen />
      <Routes>
        <Route path="/" element={<HomeOrLanding />} />
        <Route
          path="/mirrorwell"
          element={
            <VisitorOnly>
              <LandingPage />
            </VisitorOnly>
          }
        />
        <Route
          path="/clean-login"
          element={
            <VisitorOnly>
              <LoginPage />
            </VisitorOnly>
          }
        />
        <Route
          path="/clean-register"
          element={
            <VisitorOnly>
              <RegisterPage />
            </VisitorOnly>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <VisitorOnly>
              <ForgotPasswordPage />
            </VisitorOnly>
          }
        />
        {/* A mailed link works whoever is signed in here: the reset ends every session anyway. */}
        <Route
          path="/reset-password"
          element={
            <Suspense fallback={<FullPageSpinner message="Loading…" />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        <Route path="/mirrorwell-chat" element={<MemberHome />} />
        <Route path="/chat" element={<MemberHome />} />
        <Route path="/subscribe" element={<SubscriptionRoute />} />
        <Route path="/sub" element={<SubscriptionRoute />} />
        <Route path="/working-test" element={<WorkingTestPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
