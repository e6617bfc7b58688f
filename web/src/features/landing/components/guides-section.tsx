import { Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GuideCard } from '#web/components/guide-card.tsx';
import { useGuideModes } from '#web/lib/use-guide-modes.ts';

export function GuidesSection() {
  const { modes, isLoading } = useGuideModes();
  return (
    <Container
      as="section"
      aria-labelledby="guides-heading"
      maxW="6xl"
      px={{ base: '4', sm: '6' }}
      pt="8"
      pb="16"
    >
      <Stack gap="3" textAlign="center" align="center" mb="10">
        <Heading
          as="h2"
          id="guides-heading"
          fontFamily="heading"
          fontWeight="semibold"
          fontSize={{ base: '2xl', md: '4xl' }}
        >
          Four guides, four ways of listening
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          Start with Mirror Mode for free. Each guide brings a different lens to what you share, and you can
          switch whenever you like.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" aria-busy={isLoading}>
        {isLoading
          ? [0, 1, 2, 3].map((placeholder) => <Skeleton key={placeholder} height="56" borderRadius="xl" />)
          : modes.map((mode) => <GuideCard key={mode.id} mode={mode} />)}
      </SimpleGrid>
    </Container>
  );
}
