import { Flex } from '@chakra-ui/react';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { showFounderStoryAgain } from '#web/features/landing/model/founder-story-storage.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { DisclaimerSection } from './disclaimer-section';
import { EmailSetupSection } from './email-setup-section';
import { ExperienceSection } from './experience-section';
import { FaqSection } from './faq-section';
import { FounderStory } from './founder-story';
import { GuidesSection } from './guides-section';
import { HeroSection } from './hero-section';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The visitor's front door at `/`: every section of the spec's landing page, in its order. The
 * sections are light (text, a few icons) and load with the page: a lazily loaded part would leave
 * its pre-rendered HTML unhydrated until its chunk arrived, and in testing the page then rendered
 * afresh instead of hydrating. Only the founder's story, an overlay, loads later.
 */
export function LandingPage() {
  useDocumentTitle('A quiet space for self-reflection');
  return (
    <Flex direction="column" minH="100dvh">
      <LandingHeader onFounderStory={showFounderStoryAgain} />
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
      <FounderStory />
    </Flex>
  );
}
