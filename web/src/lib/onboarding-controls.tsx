import { createContext, useContext } from 'react';

/**
 * How any screen opens the onboarding tips ('How to Use', the chat's help button) without
 * importing the onboarding feature: the feature provides these controls at the app level.
 */
export interface OnboardingControls {
  /** Opens the tips dialog now. */
  open: () => void;
}

export const OnboardingControlsContext = createContext<OnboardingControls | null>(null);

export function useOnboardingControls(): OnboardingControls {
  const controls = useContext(OnboardingControlsContext);
  if (!controls) throw new Error('useOnboardingControls needs the onboarding host mounted in AppProviders');
  return controls;
}
