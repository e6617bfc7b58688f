import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { Mode } from '#shared/domain/modes.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { GuideCard, guideIcons } from '#web/components/guide-card.tsx';
import { examplePrompts, guideWelcome } from '#web/features/chat/model/guide-prompts.ts';
import { ExamplePrompts, ListeningGuideCard, WelcomeGreeting } from './welcome-parts';

export interface WelcomePanelProps {
  firstName: string;
  mode: Mode;
  modes: readonly Mode[];
  memberTier: Tier;
  onPickPrompt: (prompt: string) => void;
  /** A guide card was clicked: an open guide starts a fresh conversation, a locked one offers the upgrade. */
  onChooseGuide: (guide: Mode) => void;
}

function SlashCommand({ children }: { children: string }) {
  return (
    <Box
      as="code"
      fontFamily="mono"
      fontSize="0.85em"
      px="1.5"
      py="0.5"
      borderRadius="sm"
      bg="bg.muted"
      color="fg"
      whiteSpace="nowrap"
    >
      {children}
    </Box>
  );
}

/** An empty conversation: a greeting, who is listening, ways to begin and what else is possible. */
export function WelcomePanel({
  firstName,
  mode,
  modes,
  memberTier,
  onPickPrompt,
  onChooseGuide,
}: WelcomePanelProps) {
  const Icon = guideIcons[mode.id] ?? Sparkles;
  return (
    <Stack gap="7" maxW="3xl" mx="auto" w="full" py={{ base: '6', md: '10' }} data-testid="welcome-panel">
      <WelcomeGreeting title={`Welcome, ${firstName}`}>
        This is your quiet space to reflect. Take your time: a few minutes a day is enough.
      </WelcomeGreeting>

      <ListeningGuideCard
        icon={Icon}
        guideName={mode.name}
        accentColor="var(--mw-primary, var(--chakra-colors-brand-solid))"
      >
        {guideWelcome[mode.id]}
      </ListeningGuideCard>

      <ExamplePrompts
        headingId="prompts-heading"
        prompts={examplePrompts[mode.id]}
        onPickPrompt={onPickPrompt}
        promptTestId="example-prompt"
      >
        <Text fontSize="sm" color="fg.muted" lineHeight="1.8">
          Tip: start a message with <SlashCommand>/mirror</SlashCommand>,{' '}
          <SlashCommand>/shadowmode</SlashCommand>, <SlashCommand>/innerchild</SlashCommand> or{' '}
          <SlashCommand>/awakeningmode</SlashCommand> to bring in another guide without leaving the
          conversation.
        </Text>
      </ExamplePrompts>

      <Stack as="section" aria-labelledby="guides-heading" gap="3">
        <Heading as="h2" id="guides-heading" fontSize="md">
          Your guides
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {modes.map((guide) => (
            <GuideCard key={guide.id} mode={guide} memberTier={memberTier} onChoose={onChooseGuide} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
