import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { themeHook } from '#shared/domain/portal-theme.ts';
import { secureNoteOf, supervisedByOf } from '#web/features/portal/model/portal-text.ts';
import type { ShownMessage } from '#web/features/portal/model/use-portal-chat.ts';
import { MessageComposer } from './message-composer';
import { PortalMessages } from './portal-messages';
import { PortalSafetyText } from './portal-safety-ui';
import { PracticeAvatar } from './practice-avatar';

/**
 * The chat: a header with the logo or initials, the assistant's name, the approach and the secure
 * note; the greeting and the messages; the end-of-session bar (rating, sharing) if given; the input;
 * and the supervised-by footer. The card is one screen tall (phone and desktop) and only the
 * messages scroll, so the message box stays in view however long the conversation grows.
 */
export function PortalChatCard({
  practice,
  title,
  greeting,
  messages,
  sending,
  onSend,
  headerAction,
  sessionBar,
}: {
  practice: PublicPracticeProfile;
  title: string;
  greeting: string;
  messages: ShownMessage[];
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
  headerAction?: ReactNode;
  /** Rating (and sharing), just above the message box: where a person ends a session. */
  sessionBar?: ReactNode;
}) {
  return (
    <Card.Root
      variant="outline"
      layerStyle="raised"
      minW="0"
      h={{ base: 'calc(100dvh - 2rem)', md: 'calc(100dvh - 5rem)' }}
      minH={{ base: '24rem', md: '32rem' }}
      className={themeHook('mw-chat')}
      data-testid="portal-chat-card"
    >
      <Card.Header
        borderBottomWidth="1px"
        pb="3"
        px={{ base: '4', md: '6' }}
        pt={{ base: '3', md: '6' }}
        className={themeHook('mw-header')}
      >
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="3" minW="0" flex="1">
            <PracticeAvatar practice={practice} image="logo" size="10" />
            <Stack gap="0" minW="0">
              <Heading as="h1" fontSize="md" lineHeight="short" lineClamp={2}>
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {practice.therapeuticApproach}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2">
            <Badge variant="subtle" colorPalette="green" gap="1" data-testid="secure-note">
              <Lock size={12} aria-hidden="true" /> {secureNoteOf(practice)}
            </Badge>
            {headerAction}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body flex="1" minH="0" px={{ base: '3', md: '6' }} py={{ base: '3', md: '6' }}>
        <Box
          h="full"
          overflowY="auto"
          pe="1"
          aria-live="polite"
          role="region"
          aria-label="Messages"
          // The messages scroll on their own: a keyboard can reach them to scroll too.
          tabIndex={0}
          data-testid="portal-message-scroller"
        >
          <PortalMessages practice={practice} greeting={greeting} messages={messages} />
        </Box>
      </Card.Body>
      <Card.Footer
        flexDirection="column"
        alignItems="stretch"
        gap="2"
        borderTopWidth="1px"
        pt="3"
        pb={{ base: '3', md: '6' }}
        px={{ base: '3', md: '6' }}
      >
        {sessionBar}
        <MessageComposer sending={sending} onSend={onSend} />
        {/* The AI disclosure: safety UI, which no practice style reaches. */}
        <PortalSafetyText fontSize="xs" alignSelf="flex-start" data-testid="supervised-by">
          {supervisedByOf(practice)}
        </PortalSafetyText>
      </Card.Footer>
    </Card.Root>
  );
}
