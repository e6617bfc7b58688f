import type { ReactNode } from 'react';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { memberChatPaths } from '#web/app/paths.ts';
import {
  ONBOARDING_DELAY_MS,
  recordOnboardingSeen,
  shouldShowOnboarding,
} from '#web/features/onboarding/onboarding-storage.ts';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';
import type { OnboardingControls } from '#web/lib/onboarding-controls.tsx';
import { OnboardingControlsContext } from '#web/lib/onboarding-controls.tsx';
import type { OnboardingVariant } from './onboarding-dialog';

const loadDialog = () => import('./onboarding-dialog');
const OnboardingDialog = lazy(loadDialog);

interface WelcomeControls {
  /** Opens the tips with the new member's welcome heading (unless they are already open). */
  welcome: () => void;
}

const WelcomeContext = createContext<WelcomeControls | null>(null);

/**
 * Provides `useOnboardingControls()` to every screen and shows the tips dialog. The dialog's
 * code loads only when it is first needed, so it costs the landing page nothing.
 */
export function OnboardingHost({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; variant: OnboardingVariant; loaded: boolean }>({
    open: false,
    variant: 'guide',
    loaded: false,
  });

  const open = useCallback(() => setState({ open: true, variant: 'guide', loaded: true }), []);
  const welcome = useCallback(
    () => setState((current) => (current.open ? current : { open: true, variant: 'welcome', loaded: true })),
    [],
  );
  const close = useCallback(() => {
    recordOnboardingSeen();
    setState((current) => ({ ...current, open: false }));
  }, []);

  const controls = useMemo<OnboardingControls>(() => ({ open }), [open]);
  const welcomeControls = useMemo<WelcomeControls>(() => ({ welcome }), [welcome]);

  return (
    <OnboardingControlsContext.Provider value={controls}>
      <WelcomeContext.Provider value={welcomeControls}>
        {children}
        {state.loaded && (
          <Suspense fallback={null}>
            <OnboardingDialog open={state.open} variant={state.variant} onClose={close} />
          </Suspense>
        )}
      </WelcomeContext.Provider>
    </OnboardingControlsContext.Provider>
  );
}

/**
 * Inside the router: about a second after a newly signed-up member arrives on the signed-in
 * chat screen, opens the tips with the welcome heading. Renders nothing.
 */
export function OnboardingAutoOpen() {
  const { pathname } = useLocation();
  const { data: member } = useSWR<unknown>(SESSION_KEY, fetchData);
  const signedIn = Boolean(member);
  const host = useContext(WelcomeContext);
  if (!host) throw new Error('OnboardingAutoOpen needs the OnboardingHost mounted in AppProviders');
  const { welcome } = host;

  useEffect(() => {
    if (!signedIn || !memberChatPaths.has(pathname) || !shouldShowOnboarding()) return;
    void loadDialog();
    const timer = window.setTimeout(() => {
      if (shouldShowOnboarding()) welcome();
    }, ONBOARDING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, pathname, welcome]);

  return null;
}
