import {
  Alert,
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  Link,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowRight, Sparkles, X } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { getMode } from '#shared/domain/modes.ts';
import { paths } from '#web/app/paths.ts';
import { guideIcons } from '#web/components/guide-card.tsx';
import { examplePrompts, guideWelcome } from '#web/features/chat/model/guide-prompts.ts';
import { ExamplePrompts, ListeningGuideCard, WelcomeGreeting } from './welcome-parts';

export const KEEP_CONVERSATION_LINK = 'Create a free account to keep this conversation';

const mirror = getMode('mirror');

/** The empty guest chat: what this is, who listens, and ways to begin. */
export function GuestWelcome({
  limit,
  onPickPrompt,
}: {
  limit: number;
  onPickPrompt: (prompt: string) => void;
}) {
  const Icon = guideIcons.mirror ?? Sparkles;
  return (
    <Stack gap="7" w="full" py={{ base: '6', md: '10' }} data-testid="guest-welcome">
      <WelcomeGreeting title="Try Mirror, no account needed">
        Start reflecting right away: up to {limit} messages with Mirror. They stay in this browser tab only.
        Create a free account whenever you like, and the conversation comes with you.
      </WelcomeGreeting>
      <ListeningGuideCard icon={Icon} guideName={mirror.name} accentColor="brand.solid">
        {guideWelcome.mirror} Mirror is an AI guide, not a person or a therapist.
      </ListeningGuideCard>
      <ExamplePrompts
        headingId="guest-prompts-heading"
        prompts={examplePrompts.mirror}
        onPickPrompt={onPickPrompt}
      />
    </Stack>
  );
}

/** How many of the free messages are used, and the way to keep the conversation. */
export function GuestAllowance({ used, limit }: { used: number; limit: number }) {
  return (
    <Stack gap="1.5" maxW="3xl" mx="auto" w="full" px={{ base: '3', sm: '4' }} pt="3">
      <HStack justify="space-between" gap="3" flexWrap="wrap" fontSize="sm">
        <Text color="fg" fontWeight="medium" data-testid="guest-allowance">
          {used} of {limit} free messages
        </Text>
        <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={paths.register}>{KEEP_CONVERSATION_LINK}</RouterLink>
        </Link>
      </HStack>
      <Progress.Root value={used} max={limit} size="xs" colorPalette="brand" aria-label="Free messages used">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** All free messages used: a warm invitation to go on with an account. */
export function GuestSignUpPrompt({ limit }: { limit: number }) {
  return (
    <Box px={{ base: '3', sm: '4' }} pt="3" flexShrink={0}>
      <Stack
        as="section"
        aria-labelledby="guest-used-up-heading"
        gap="3"
        maxW="3xl"
        mx="auto"
        p={{ base: '4', md: '5' }}
        borderRadius="xl"
        borderWidth="1px"
        borderColor="brand.solid"
        bg="brand.subtle"
        data-testid="guest-used-up"
      >
        <Heading as="h2" id="guest-used-up-heading" fontSize="md">
          You've used your {limit} free messages
        </Heading>
        <Text color="fg">
          Thank you for reflecting with Mirror. Create a free account to keep this conversation and go on
          right where you left off: it takes a minute and costs nothing.
        </Text>
        <Button asChild alignSelf="flex-start">
          <RouterLink to={paths.register}>
            {KEEP_CONVERSATION_LINK}
            <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

/** Something only an account opens (another guide), in the server's words, right above the message box. */
export function GuestRefusalNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Box px="3" pt="3" flexShrink={0}>
      <Alert.Root status="info" borderRadius="lg" maxW="3xl" mx="auto" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description color="fg">{message}</Alert.Description>
        </Alert.Content>
        <IconButton size="xs" variant="ghost" colorPalette="gray" aria-label="Dismiss" onClick={onDismiss}>
          <X aria-hidden="true" />
        </IconButton>
      </Alert.Root>
    </Box>
  );
}
