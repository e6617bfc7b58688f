import { Badge, Box, Button, DataList, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { NOTES_MAX } from '#shared/api/schemas/practice-dashboard.ts';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { saveReview, useConversationReview } from '#web/features/therapist-dashboard/api/dashboard-api.ts';
import { DetailDialog } from './detail-dialog';
import { FlagBadge } from './flag-badge';

interface ReviewDialogProps {
  conversationId: string | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** Review: metrics, the flag and its reason, the transcript only if shared, notes, Mark reviewed. */
export function ReviewDialog({ conversationId, onClose, onSaved }: ReviewDialogProps) {
  const { data: review, mutate } = useConversationReview(conversationId);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState<'notes' | 'reviewed' | null>(null);
  useEffect(() => setNotes(review?.therapistNotes ?? ''), [review?.therapistNotes]);

  async function save(change: { therapistNotes?: string; reviewed?: true }, which: 'notes' | 'reviewed') {
    if (!conversationId) return;
    setSaving(which);
    try {
      await mutate(await saveReview(conversationId, change), { revalidate: false });
      await onSaved();
      toaster.create({ type: 'success', title: which === 'notes' ? 'Notes saved' : 'Marked as reviewed' });
    } catch (error) {
      toastFailure('Error', error, 'Please try again.');
    } finally {
      setSaving(null);
    }
  }

  return (
    <DetailDialog
      open={Boolean(conversationId)}
      onClose={onClose}
      title={`Review: ${review?.clientName ?? '…'}`}
    >
      <Dialog.Body>
        {review && (
          <Stack gap="5">
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>Started</DataList.ItemLabel>
                <DataList.ItemValue>{new Date(review.startedAt).toLocaleString()}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Messages</DataList.ItemLabel>
                <DataList.ItemValue>{review.messageCount}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Duration</DataList.ItemLabel>
                <DataList.ItemValue>{review.durationMinutes} min</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Rating</DataList.ItemLabel>
                <DataList.ItemValue>
                  {review.rating ? `${review.rating} of 5` : 'Not rated'}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {review.flag ? (
              <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
                <FlagBadge grade={review.flag.grade} />
                <Text mt="2">{review.flag.reason}</Text>
                <Text fontSize="sm" color="fg.muted">
                  Flagged {new Date(review.flag.flaggedAt).toLocaleString()}. The person was shown crisis
                  resources and your emergency instructions at once.
                </Text>
              </Box>
            ) : (
              <Text color="fg.muted">This conversation was not flagged.</Text>
            )}
            <Stack gap="2">
              <Text fontWeight="semibold">Transcript</Text>
              {review.transcript ? (
                <Stack gap="2" as="ol" listStyleType="none" aria-label="Shared transcript">
                  {review.transcript.map((message) => (
                    <Box
                      as="li"
                      key={`${message.createdAt}-${message.role}-${message.content.slice(0, 12)}`}
                      p="2"
                      borderRadius="md"
                      bg={message.role === 'client' ? 'bg.muted' : 'bg.subtle'}
                    >
                      <Text fontSize="xs" color="fg.muted">
                        {message.role === 'client' ? 'Client' : 'AI assistant'}
                      </Text>
                      <Text whiteSpace="pre-wrap">{message.content}</Text>
                    </Box>
                  ))}
                </Stack>
              ) : (
                <Text color="fg.muted">
                  The client has not shared this conversation. Chat content remains private unless the client
                  chooses to share it with you.
                </Text>
              )}
            </Stack>
            <Field.Root>
              <Field.Label>Private notes</Field.Label>
              <Textarea
                value={notes}
                maxLength={NOTES_MAX}
                onChange={(event) => setNotes(event.target.value)}
              />
              <Field.HelperText>Only you can see these notes.</Field.HelperText>
            </Field.Root>
            {review.reviewed && (
              <Badge alignSelf="start" colorPalette="green">
                Reviewed
              </Badge>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="outline"
          loading={saving === 'notes'}
          onClick={() => void save({ therapistNotes: notes }, 'notes')}
        >
          Save notes
        </Button>
        <Button
          colorPalette="brand"
          disabled={!review || review.reviewed}
          loading={saving === 'reviewed'}
          onClick={() => void save({ reviewed: true }, 'reviewed')}
        >
          Mark reviewed
        </Button>
      </Dialog.Footer>
    </DetailDialog>
  );
}
