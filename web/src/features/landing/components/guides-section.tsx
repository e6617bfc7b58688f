import { Container, SimpleGrid } from '@chakra-ui/react';
import { modes } from '#shared/domain/modes.ts';
import { GuideCard } from '#web/components/guide-card.tsx';
import { SectionIntro } from './section-intro';

/**
 * The four guides are part of the build: the same list the server's `GET /api/modes` gives (both
 * read shared/domain/modes.ts from the same release), so the page shows them at once, pre-rendered,
 * without asking and without placeholders that move.
 */
export function GuidesSection() {
  return (
    <Container as="section" aria-labelledby="guides-heading" maxW="6xl" pt="8" pb="16">
      <SectionIntro headingId="guides-heading" title="Four guides, four ways of listening">
        Start with Mirror Mode for free. Each guide brings a different lens to what you share, and you can
        switch whenever you like.
      </SectionIntro>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {modes.map((mode) => (
          <GuideCard key={mode.id} mode={mode} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
