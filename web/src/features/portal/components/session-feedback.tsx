import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useState } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ShareSwitch } from './share-switch';

export interface FeedbackState {
  rating: number | null;
  sharedWithTherapist: boolean;
}

/**
 * The end of a session: a rating from 1 to 5 (it feeds the practice's Client Satisfaction), and
 * 'Share with my therapist', the only way the therapist ever reads this conversation: it asks
 * first, saying what the therapist will read, and can be turned off again at any time.
 */
export function SessionFeedback({
  practice,
  initial,
  save,
}: {
  practice: PublicPracticeProfile;
  initial: FeedbackState;
  save: (change: Partial<FeedbackState>) => Promise<FeedbackState>;
}) {
  const [state, setState] = useState<FeedbackState>(initial);
  const [saving, setSaving] = useState(false);
  const therapist = therapistNameOf(practice);

  async function change(next: Partial<FeedbackState>, done: string) {
    setSaving(true);
    try {
      setState(await save(next));
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Not saved',
        description: errorMessage(error, 'Please try again in a moment.'),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card.Root variant="outline" bg="bg.panel" borderRadius="xl" data-testid="session-feedback">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" fontSize="sm">
            How was this session?
          </Heading>
          <HStack gap="1" role="group" aria-label="Rate this session from 1 to 5">
            {[1, 2, 3, 4, 5].map((value) => (
              <Button
                key={value}
                size="sm"
                variant={state.rating !== null && value <= state.rating ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-label={`${value} out of 5`}
                aria-pressed={state.rating === value}
                disabled={saving}
                onClick={() => change({ rating: value }, 'Thank you for rating this session')}
              >
                <Star size={14} aria-hidden="true" />
              </Button>
            ))}
          </HStack>
          <ShareSwitch
            label="Share with my therapist"
            shared={state.sharedWithTherapist}
            disabled={saving}
            confirmTitle={`Share this conversation with ${therapist}?`}
            confirmDescription={`${therapist} will be able to read the whole text of this conversation: everything you wrote and every reply, including what is added while it is shared. You can stop sharing at any time.`}
            onShare={() => change({ sharedWithTherapist: true }, `Shared with ${therapist}`)}
            onStopSharing={() =>
              void change({ sharedWithTherapist: false }, `${therapist} can no longer read this conversation`)
            }
          />
          <Text fontSize="xs" color="fg.muted">
            {state.sharedWithTherapist
              ? `${therapist} can read this conversation. Turn sharing off at any time.`
              : `${therapist} sees only that this session happened, how long it was and your rating, never what you wrote, unless you share it.`}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
