import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { DisclaimerSection } from './disclaimer-section';
import { GuidesSection } from './guides-section';
import { HeroSection } from './hero-section';

/** The visitor's front door at `/` and `/mirrorwell`. */
export function LandingPage() {
  useDocumentTitle('A quiet space for self-reflection');
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader>
        <ColorModeButton />
        <Button asChild variant="ghost" colorPalette="gray" size={{ base: 'xs', sm: 'sm' }}>
          <RouterLink to={paths.login}>Sign In</RouterLink>
        </Button>
        <Button asChild size={{ base: 'xs', sm: 'sm' }}>
          <RouterLink to={paths.register}>Get Started</RouterLink>
        </Button>
      </AppHeader>
      <main>
        <HeroSection />
        <GuidesSection />
        <DisclaimerSection />
      </main>
      <SiteFooter />
    </Flex>
  );
}
