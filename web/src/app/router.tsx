import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { DownloadsRoute } from '#web/features/downloads/downloads-route.tsx';
import { InsightsRoute } from '#web/features/insights/insights-route.tsx';
import { PrivacyRoute, TermsRoute } from '#web/features/legal/legal-routes.tsx';
import { OnboardingAutoOpen } from '#web/features/onboarding/components/onboarding-host.tsx';
import { SafetyRoute } from '#web/features/safety/safety-route.tsx';
import { SubscriptionRoute } from '#web/features/subscription/subscription-route.tsx';
import { NotFoundPage } from '#web/features/system-pages/components/not-found-page.tsx';
import { WorkingTestPage } from '#web/features/system-pages/components/working-test-page.tsx';
import { currentPortalSubdomain } from '#web/lib/portal-host.ts';
import { AnalyticsPageViews } from './analytics-page-views';
import { dashboardClientsTab, portalBetweenSessions } from './feature-extensions';
import { lazyScreen } from './lazy-screen';
import { portalRouteCode } from './portal-home-start';
import { RouterShell } from './router-shell';
import { HomeOrLanding, MemberHome, VisitorOnly } from './session-routes';
import { therapistDashboardCode } from './signed-in-screen-code';
import { Lazy, TherapistOnly, TherapistVisitorOnly } from './therapist-routes';

const LoginPage = lazy(() => import('#web/features/auth/components/login-page.tsx'));
const RegisterPage = lazy(() => import('#web/features/auth/components/register-page.tsx'));
const ForgotPasswordPage = lazy(() => import('#web/features/auth/components/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('#web/features/auth/components/reset-password-page.tsx'));
const TherapistRegisterPage = lazy(
  () => import('#web/features/therapist-auth/components/therapist-register-page.tsx'),
);
const TherapistLoginPage = lazy(
  () => import('#web/features/therapist-auth/components/therapist-login-page.tsx'),
);
const TherapistForgotPasswordPage = lazy(
  () => import('#web/features/therapist-auth/components/therapist-forgot-password-page.tsx'),
);
const TherapistResetPasswordPage = lazy(
  () => import('#web/features/therapist-auth/components/therapist-reset-password-page.tsx'),
);
const TherapistDashboardPage = lazyScreen(therapistDashboardCode);
const AiCustomizationPage = lazy(
  () => import('#web/features/ai-customization/components/ai-customization-page.tsx'),
);
const TestDemoPage = lazy(() => import('#web/features/ai-customization/components/test-demo-page.tsx'));
const ReferralDashboardPage = lazy(
  () => import('#web/features/referrals/components/referral-dashboard-page.tsx'),
);
const TherapistLandingPage = lazy(
  () => import('#web/features/therapist-landing/components/therapist-landing-page.tsx'),
);
const DemoPage = lazy(() => import('#web/features/therapist-landing/components/demo-page.tsx'));
const CouponPage = lazy(() => import('#web/features/coupon/components/coupon-page.tsx'));
const EnterprisePage = lazy(() => import('#web/features/enterprise/components/enterprise-page.tsx'));
const EmailSetupPage = lazy(() => import('#web/features/landing/components/email-setup-page.tsx'));
const PortalRoute = lazyScreen(portalRouteCode);
const ClientLoginPage = lazy(() => import('#web/features/portal/components/client-login-page.tsx'));
const ClientRegisterPage = lazy(() => import('#web/features/portal/components/client-register-page.tsx'));
const ClientForgotPasswordPage = lazy(() =>
  import('#web/features/portal/components/client-password-pages.tsx').then((module) => ({
    default: module.ClientForgotPasswordPage,
  })),
);
const ClientResetPasswordPage = lazy(() =>
  import('#web/features/portal/components/client-password-pages.tsx').then((module) => ({
    default: module.ClientResetPasswordPage,
  })),
);
const TherapyChatPage = lazy(() => import('#web/features/portal/components/therapy-chat-page.tsx'));
const GuestChatScreen = lazy(() => import('#web/features/chat/components/guest-chat-screen.tsx'));
const TherapistOnboardingPage = lazy(
  () => import('#web/features/therapist-onboarding/components/therapist-onboarding-page.tsx'),
);

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

/**
 * On a practice's own subdomain the app is that practice's portal and nothing else: its chat,
 * its clients' sign-in, sign-up and reset, and the therapy chat.
 */
function PortalHostRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<Lazy page={<PortalRoute />} />} />
      <Route path={paths.clientLogin} element={<Lazy page={<ClientLoginPage />} />} />
      <Route path={paths.clientRegister} element={<Lazy page={<ClientRegisterPage />} />} />
      <Route path={paths.clientForgotPassword} element={<Lazy page={<ClientForgotPasswordPage />} />} />
      <Route path={paths.clientResetPassword} element={<Lazy page={<ClientResetPasswordPage />} />} />
      <Route
        path={paths.therapyChat}
        element={<Lazy page={<TherapyChatPage betweenSessions={portalBetweenSessions} />} />}
      />
      {/* The platform's Terms and Privacy notice, which a client agrees to at sign-up here. */}
      <Route path={paths.privacy} element={<PrivacyRoute />} />
      <Route path={paths.terms} element={<TermsRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** `location`: the page's address when it is rendered to HTML at build time (the browser's otherwise). */
export function AppRouter({ location }: { location?: string | undefined } = {}) {
  if (currentPortalSubdomain()) {
    return (
      <RouterShell location={location}>
        <ScrollToTopOnNavigate />
        <PortalHostRoutes />
      </RouterShell>
    );
  }
  return (
    <RouterShell location={location}>
      <ScrollToTopOnNavigate />
      {/* Page views only here: a practice's own subdomain (PortalHostRoutes) counts nothing. */}
      <AnalyticsPageViews />
      <OnboardingAutoOpen />
      <Routes>
        <Route path={paths.home} element={<HomeOrLanding />} />
        <Route
          path={paths.login}
          element={
            <VisitorOnly>
              <LoginPage />
            </VisitorOnly>
          }
        />
        <Route
          path={paths.register}
          element={
            <VisitorOnly>
              <RegisterPage />
            </VisitorOnly>
          }
        />
        <Route
          path={paths.forgotPassword}
          element={
            <VisitorOnly>
              <ForgotPasswordPage />
            </VisitorOnly>
          }
        />
        {/* A mailed link works whoever is signed in here: the reset ends every session anyway. */}
        <Route
          path={paths.resetPassword}
          element={
            <Suspense fallback={<FullPageSpinner message="Loading…" />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        <Route path={paths.productChat} element={<MemberHome />} />
        <Route path={paths.chat} element={<MemberHome />} />
        <Route path={paths.subscribe} element={<SubscriptionRoute />} />
        <Route path={paths.subscribeShort} element={<SubscriptionRoute />} />
        <Route path={paths.safety} element={<SafetyRoute />} />
        <Route path={paths.privacy} element={<PrivacyRoute />} />
        <Route path={paths.terms} element={<TermsRoute />} />
        <Route path={paths.therapistLanding} element={<Lazy page={<TherapistLandingPage />} />} />
        <Route path={paths.demo} element={<Lazy page={<DemoPage />} />} />
        <Route
          path={paths.therapistRegister}
          element={
            <TherapistVisitorOnly>
              <TherapistRegisterPage />
            </TherapistVisitorOnly>
          }
        />
        <Route path={paths.therapistLogin} element={<Lazy page={<TherapistLoginPage />} />} />
        <Route
          path={paths.therapistForgotPassword}
          element={<Lazy page={<TherapistForgotPasswordPage />} />}
        />
        <Route path={paths.therapistResetPassword} element={<Lazy page={<TherapistResetPasswordPage />} />} />
        <Route
          path={paths.therapistDashboard}
          element={
            <TherapistOnly>
              <TherapistDashboardPage clientsTab={dashboardClientsTab} />
            </TherapistOnly>
          }
        />
        <Route
          path={paths.aiCustomization}
          element={
            <TherapistOnly>
              <AiCustomizationPage />
            </TherapistOnly>
          }
        />
        <Route
          path={paths.testDemo}
          element={
            <TherapistOnly>
              <TestDemoPage />
            </TherapistOnly>
          }
        />
        <Route
          path={paths.referralDashboard}
          element={
            <TherapistOnly>
              <ReferralDashboardPage />
            </TherapistOnly>
          }
        />
        <Route
          path={paths.therapistOnboarding}
          element={
            <TherapistOnly>
              <TherapistOnboardingPage />
            </TherapistOnly>
          }
        />
        <Route path={paths.coupon} element={<Lazy page={<CouponPage />} />} />
        <Route path={paths.enterprise} element={<Lazy page={<EnterprisePage />} />} />
        <Route path={paths.emailSetup} element={<Lazy page={<EmailSetupPage />} />} />
        <Route path={paths.insights} element={<InsightsRoute />} />
        <Route path={paths.downloads} element={<DownloadsRoute />} />
        {/* The visitors' entry: Mirror without an account. A signed-in member goes to the chat. */}
        <Route
          path={paths.productEntry}
          element={
            <VisitorOnly>
              <GuestChatScreen />
            </VisitorOnly>
          }
        />
        <Route path={paths.workingTest} element={<WorkingTestPage />} />
        {/* Portals on the root domain: the path names the practice. */}
        <Route path={paths.portal} element={<Lazy page={<PortalRoute />} />} />
        <Route path={paths.portalChat} element={<Lazy page={<PortalRoute />} />} />
        <Route
          path={paths.portalShort}
          element={<Lazy page={<PortalRoute notFound={<NotFoundPage />} />} />}
        />
        <Route path={paths.portalLogin} element={<Lazy page={<ClientLoginPage />} />} />
        <Route path={paths.portalRegister} element={<Lazy page={<ClientRegisterPage />} />} />
        <Route path={paths.portalForgotPassword} element={<Lazy page={<ClientForgotPasswordPage />} />} />
        <Route path={paths.portalResetPassword} element={<Lazy page={<ClientResetPasswordPage />} />} />
        <Route path={paths.clientLogin} element={<Lazy page={<ClientLoginPage />} />} />
        <Route path={paths.clientRegister} element={<Lazy page={<ClientRegisterPage />} />} />
        <Route
          path={paths.therapyChat}
          element={<Lazy page={<TherapyChatPage betweenSessions={portalBetweenSessions} />} />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RouterShell>
  );
}
