import { Badge, Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useConversations } from '#web/features/therapist-dashboard/api/dashboard-api.ts';
import { EmptyState } from './empty-state';
import { FlagBadge } from './flag-badge';
import { ReviewDialog } from './review-dialog';

/** The Conversations tab: the review queue (metrics and flags, never the text). */
export function ConversationsTab({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const { data, mutate, isLoading } = useConversations();
  const [reviewing, setReviewing] = useState<string | null>(null);
  const conversations = data?.conversations ?? [];
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        You see session metrics and safety flags. A conversation's text is shown only when the client shares
        it with you.
      </Text>
      {!isLoading && conversations.length === 0 ? (
        <EmptyState
          title="No conversations yet"
          hint="Conversations appear here when clients use your portal."
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Conversations">
          {conversations.map((conversation) => (
            <Box
              as="li"
              key={conversation.id}
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              bg="bg"
              data-testid="conversation-row"
            >
              <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
                <Stack gap="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{conversation.clientName}</Text>
                    {conversation.flag && <FlagBadge grade={conversation.flag.grade} />}
                    {conversation.reviewed && <Badge colorPalette="green">Reviewed</Badge>}
                    {conversation.sharedWithTherapist && <Badge variant="outline">Shared</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {new Date(conversation.startedAt).toLocaleDateString()} · {conversation.messageCount}{' '}
                    messages · {conversation.durationMinutes} min
                    {conversation.safetyNotes > 0 &&
                      ` · ${conversation.safetyNotes} support ${conversation.safetyNotes === 1 ? 'note' : 'notes'}`}
                  </Text>
                  {conversation.flag && <Text fontSize="sm">{conversation.flag.reason}</Text>}
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="start"
                  onClick={() => setReviewing(conversation.id)}
                >
                  Review<VisuallyHidden> conversation with {conversation.clientName}</VisuallyHidden>
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <ReviewDialog
        conversationId={reviewing}
        onClose={() => setReviewing(null)}
        onSaved={async () => {
          await mutate();
          await onChanged();
        }}
      />
    </Stack>
  );
}
