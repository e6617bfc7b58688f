import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MessageCircle, Sparkles } from 'lucide-react';
import type { Mode } from '#shared/domain/modes.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { GuideCard, guideIcons } from '#web/components/guide-card.tsx';
import { IconBadge } from '#web/components/icon-badge.tsx';
import { examplePrompts, guideWelcome } from '#web/features/chat/model/guide-prompts.ts';

interface WelcomePanelProps {
  firstName: string;
  mode: Mode;
  modes: readonly Mode[];
  memberTier: Tier;
  onPickPrompt: (prompt: string) => void;
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
      <Stack gap="2">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
          Welcome, {firstName}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          This is your quiet space to reflect. Take your time: a few minutes a day is enough.
        </Text>
      </Stack>

      <HStack
        align="flex-start"
        gap="4"
        p={{ base: '4', md: '5' }}
        borderRadius="xl"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderInlineStartWidth="4px"
        borderInlineStartColor="var(--mw-primary, var(--chakra-colors-brand-solid))"
      >
        <IconBadge icon={Icon} size={22} />
        <Stack gap="1">
          <Heading as="h2" fontSize="md" fontWeight="semibold">
            You are talking with {mode.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {guideWelcome[mode.id]}
          </Text>
        </Stack>
      </HStack>

      <Stack as="section" aria-labelledby="prompts-heading" gap="3">
        <Heading as="h2" id="prompts-heading" fontSize="md" fontWeight="semibold">
          Not sure where to begin?
        </Heading>
        <Stack gap="2">
          {examplePrompts[mode.id].map((prompt) => (
            <Button
              key={prompt}
              variant="outline"
              colorPalette="gray"
              bg="bg.panel"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
              h="auto"
              py="2.5"
              fontWeight="normal"
              onClick={() => onPickPrompt(prompt)}
              data-testid="example-prompt"
            >
              <MessageCircle aria-hidden="true" />
              {prompt}
            </Button>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted" lineHeight="1.8">
          Tip: start a message with <SlashCommand>/mirror</SlashCommand>,{' '}
          <SlashCommand>/shadowmode</SlashCommand>, <SlashCommand>/innerchild</SlashCommand> or{' '}
          <SlashCommand>/awakeningmode</SlashCommand> to bring in another guide without leaving the
          conversation.
        </Text>
      </Stack>

      <Stack as="section" aria-labelledby="guides-heading" gap="3">
        <Heading as="h2" id="guides-heading" fontSize="md" fontWeight="semibold">
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
