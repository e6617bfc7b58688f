import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { SWRConfig } from 'swr';
import { ColorModeProvider } from '../components/ui/color-mode';
import { Toaster } from '../components/ui/toaster';
import { OnboardingHost } from '../features/onboarding/components/onboarding-host';
import { fetchData } from '../lib/api-client';
import { MoodProvider } from '../lib/mood/mood-context';
import { system } from './theme';

/** Data reads per the spec: fresh for 5 minutes, no refetch on focus or interval, never retried. */
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
