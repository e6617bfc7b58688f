import { lazy, useEffect, useRef } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/landing-page';
import { OnboardingAutoOpen } from '../features/onboarding/components/onboarding-host';
import { SubscriptionRoute } from '../features/subscription/subscription-route';
import { NotFoundPage } from '../features/system-pages/components/not-found-page';
import { WorkingTestPage } from '../features/system-pages/components/working-test-page';
import { HomeOrLanding, MemberHome, VisitorOnly } from './session-routes';

const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page'));

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
