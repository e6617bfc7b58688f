import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { SWRConfig } from 'swr';
import { ColorModeProvider } from '#web/components/ui/color-mode.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { OnboardingHost } from '#web/features/onboarding/components/onboarding-host.tsx';
import { fetchData } from '#web/lib/api-client.ts';
import { MoodProvider } from '#web/lib/mood/mood-context.tsx';
import { system } from './theme';

/** Data reads stay fresh for 5 minutes, are not refetched on focus or on an interval, and are never retried. */
export const swrConfig: SWRConfiguration = {
  fetcher: fetchData,
  dedupingInterval: 300_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <SWRConfig value={swrConfig}>
          <MoodProvider>
            <OnboardingHost>
              {children}
              <Toaster />
            </OnboardingHost>
          </MoodProvider>
        </SWRConfig>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
