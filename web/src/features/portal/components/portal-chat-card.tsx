import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { secureNoteOf, supervisedByOf } from '#web/features/portal/model/portal-text.ts';
import type { ShownMessage } from '#web/features/portal/model/use-portal-chat.ts';
import { MessageComposer } from './message-composer';
import { PortalMessages } from './portal-messages';
import { PracticeAvatar } from './practice-avatar';

/**
 * The chat: a header with the logo or initials, the assistant's name, the approach and the secure
 * note; the greeting and the messages; the input; and the supervised-by footer.
 */
export function PortalChatCard({
  practice,
  title,
  greeting,
  messages,
  sending,
  onSend,
  headerAction,
}: {
  practice: PublicPracticeProfile;
  title: string;
  greeting: string;
  messages: ShownMessage[];
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
  headerAction?: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl" boxShadow="lg" minW="0">
      <Card.Header borderBottomWidth="1px" pb="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="3" minW="0">
            <PracticeAvatar practice={practice} image="logo" size="10" />
            <Stack gap="0" minW="0">
              <Heading as="h1" fontSize="md" lineClamp={1}>
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
      <Card.Body>
        <Box maxH={{ base: 'none', md: '60vh' }} overflowY="auto" pe="1" aria-live="polite">
          <PortalMessages practice={practice} greeting={greeting} messages={messages} />
        </Box>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" pt="3">
        <MessageComposer sending={sending} onSend={onSend} />
        <Text fontSize="xs" color="fg.muted" data-testid="supervised-by">
          {supervisedByOf(practice)}
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}
