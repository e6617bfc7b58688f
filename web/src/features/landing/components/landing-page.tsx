import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppHeader } from '../../../components/app-header';
import { SiteFooter } from '../../../components/site-footer';
import { ColorModeButton } from '../../../components/ui/color-mode';
import { useDocumentTitle } from '../../../lib/use-document-title';
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
          <RouterLink to="/clean-login">Sign In</RouterLink>
        </Button>
        <Button asChild size={{ base: 'xs', sm: 'sm' }}>
          <RouterLink to="/clean-register">Get Started</RouterLink>
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
