import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicMember } from '../../../../../shared/api/schemas/auth';
import { Disclaimer } from '../../../components/disclaimer';
import { GuideCard } from '../../../components/guide-card';
import { useGuideModes } from '../../../lib/use-guide-modes';

/** The first thing a member sees: a greeting and the four guides, with what their plan opens. */
export function WelcomePanel({ member }: { member: PublicMember }) {
  const { modes } = useGuideModes();
  return (
    <Container maxW="4xl" px={{ base: '4', sm: '6' }} py={{ base: '8', md: '14' }}>
      <Stack gap="8">
        <Stack gap="4" textAlign={{ base: 'start', md: 'center' }} align={{ md: 'center' }}>
          <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="semibold">
            Welcome, {member.firstName}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            This is your quiet space to reflect. Four guides can walk alongside you, each listening in its own
            way. Take your time: a few minutes a day is enough.
          </Text>
        </Stack>
        <Stack as="section" aria-labelledby="guides-heading" gap="4">
          <Heading as="h2" id="guides-heading" fontSize="lg" fontWeight="semibold">
            Your guides
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {modes.map((mode) => (
              <GuideCard key={mode.id} mode={mode} memberTier={member.subscriptionTier} />
            ))}
          </SimpleGrid>
        </Stack>
        <Disclaimer compact />
      </Stack>
    </Container>
  );
}
