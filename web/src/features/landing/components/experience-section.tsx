import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Brain, CalendarClock, DoorOpen, History, LockKeyhole, Repeat2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { modes } from '#shared/domain/modes.ts';
import { IconBadge } from '#web/components/icon-badge.tsx';
import { SectionIntro } from './section-intro';

/** /mirror, /shadowmode, /innerchild, /awakeningmode */
const slashCommands = modes.map((mode) => mode.slashCommand);

interface Point {
  id: string;
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

const points: readonly Point[] = [
  {
    id: 'rhythm',
    icon: CalendarClock,
    title: 'A rhythm that fits a life',
    body: 'Daily: 5–10 minutes to notice how you are. Weekly: 20–30 minutes to look back and go deeper.',
  },
  {
    id: 'memory',
    icon: Brain,
    title: 'Each guide remembers',
    body: 'Every mode keeps its own memory of your journey: the themes and patterns it has noticed. You can see it and clear it.',
  },
  {
    id: 'continue',
    icon: History,
    title: 'Pick up where you left off',
    body: 'Your conversations are saved, so you can search them, come back and continue any of them.',
  },
  {
    id: 'switch',
    icon: Repeat2,
    title: 'Switch guides as you go',
    body: (
      <>
        Choose a guide from the menu, or type a command mid-conversation:{' '}
        {slashCommands.map((command, index) => (
          <span key={command}>
            <Box
              as="code"
              fontFamily="mono"
              fontSize="0.85em"
              bg="bg.muted"
              color="fg"
              px="1"
              py="0.5"
              borderRadius="sm"
            >
              {command}
            </Box>
            {index < slashCommands.length - 1 ? ' ' : '.'}
          </span>
        ))}
      </>
    ),
  },
  {
    id: 'privacy',
    icon: LockKeyhole,
    title: 'Private by design',
    body: 'Your data is encrypted and never shared or sold. Ask us to delete it, or delete your account yourself, and it is gone.',
  },
  {
    id: 'start',
    icon: DoorOpen,
    title: 'Start without signing up',
    body: 'Try a first conversation with Mirror before you create an account. If you sign up, it comes with you.',
  },
];

/** Why Mirrorwell works the way it does, and the promises the product keeps. */
export function ExperienceSection() {
  return (
    <Box as="section" aria-labelledby="experience-heading" bg="bg.subtle" py="16">
      <Container maxW="6xl">
        <SectionIntro headingId="experience-heading" title="Built From Real Experience">
          Mirrorwell grew out of about 15,000 chats of real experience: what helped people reflect, what got
          in the way, and how often it is worth coming back.
        </SectionIntro>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {points.map((point) => (
            <HStack as="li" key={point.id} align="flex-start" gap="4">
              <IconBadge icon={point.icon} size={20} />
              <Stack gap="1">
                <Heading as="h3" fontSize="md">
                  {point.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {point.body}
                </Text>
              </Stack>
            </HStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
