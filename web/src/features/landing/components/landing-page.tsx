import { Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { LANDING_TITLE } from '#web/features/landing/model/landing-controls.ts';
import { runLandingPage } from '#web/features/landing/page-script/run-landing-page.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { DisclaimerSection } from './disclaimer-section';
import { EmailSetupSection } from './email-setup-section';
import { ExperienceSection } from './experience-section';
import { FaqSection } from './faq-section';
import { FounderStoryDialog } from './founder-story-dialog';
import { GuidesSection } from './guides-section';
import { HeroSection } from './hero-section';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The visitor's front door at `/`: every section of the spec's landing page, in its order. It is
 * markup only. Its few controls (the founder's story, the checkout buttons) get their behaviour
 * from the landing's own script, which runs on the page pre-rendered at build time without React
 * (app/start-page-script.ts) and, from the effect below, when the app renders the landing itself
 * (after signing out, or in the dev server).
 */
export function LandingPage() {
  useDocumentTitle(LANDING_TITLE);
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => (page.current ? runLandingPage(page.current, { withoutApp: false }) : undefined), []);
  return (
    <Flex ref={page} direction="column" minH="100dvh">
      <LandingHeader withFounderStory />
      <main>
        <HeroSection />
        <ExperienceSection />
        <GuidesSection />
        <PricingSection />
        <TestimonialsSection />
        <FaqSection />
        <EmailSetupSection />
        <DisclaimerSection />
      </main>
      <SiteFooter />
      <FounderStoryDialog />
    </Flex>
  );
}
