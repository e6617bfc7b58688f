import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type LucideIcon, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '#web/components/icon-badge.tsx';

/** The empty conversation's heading and the line under it. */
export function WelcomeGreeting({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
        {children}
      </Text>
    </Stack>
  );
}

interface ListeningGuideCardProps {
  icon: LucideIcon;
  guideName: string;
  /** The colour of the card's leading edge. */
  accentColor: string;
  /** The guide's welcome. */
  children: ReactNode;
}

/** Who is listening: the guide's icon, name and welcome, on a card with a coloured leading edge. */
export function ListeningGuideCard({ icon, guideName, accentColor, children }: ListeningGuideCardProps) {
  return (
    <HStack
      align="flex-start"
      gap="4"
      p={{ base: '4', md: '5' }}
      layerStyle="panel"
      borderInlineStartWidth="4px"
      borderInlineStartColor={accentColor}
    >
      <IconBadge icon={icon} size={22} />
      <Stack gap="1">
        <Heading as="h2" fontSize="md">
          You are talking with {guideName}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {children}
        </Text>
      </Stack>
    </HStack>
  );
}

interface ExamplePromptsProps {
  headingId: string;
  prompts: readonly string[];
  onPickPrompt: (prompt: string) => void;
  /** Set on each prompt's button where tests look for it. */
  promptTestId?: string;
  /** Said below the prompts. */
  children?: ReactNode;
}

/** 'Not sure where to begin?': example first messages; picking one puts it in the message box. */
export function ExamplePrompts({
  headingId,
  prompts,
  onPickPrompt,
  promptTestId,
  children,
}: ExamplePromptsProps) {
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} fontSize="md">
        Not sure where to begin?
      </Heading>
      <Stack gap="2">
        {prompts.map((prompt) => (
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
            data-testid={promptTestId}
          >
            <MessageCircle aria-hidden="true" />
            {prompt}
          </Button>
        ))}
      </Stack>
      {children}
    </Stack>
  );
}
