import { Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ShareSwitch } from './share-switch';

export interface FeedbackState {
  rating: number | null;
  sharedWithTherapist: boolean;
}

/** What one click changes: a rating (1-5) or sharing; a rating is never taken back to none. */
export type FeedbackChange = { rating?: number; sharedWithTherapist?: boolean };

/**
 * Who is giving the feedback: a signed-in client may share the conversation with their therapist;
 * an anonymous visitor has no therapist relationship, so they rate only and are told how sharing
 * works (a client account of the practice) with the way to sign in.
 */
export type FeedbackAudience = { kind: 'client' } | { kind: 'visitor'; signInPath: string };

/**
 * The end of a session: a rating from 1 to 5 (it feeds the practice's Client Satisfaction), and,
 * for a client, 'Share with my therapist', the only way the therapist ever reads this conversation:
 * it asks first, saying what the therapist will read, and can be turned off again at any time.
 * `layout="bar"` is the compact row that sits with the chat, just above the message box, where a
 * person ends a session (on a phone too); `layout="card"` is the panel beside the chat.
 */
export function SessionFeedback({
  practice,
  initial,
  save,
  audience = { kind: 'client' },
  layout = 'card',
}: {
  practice: PublicPracticeProfile;
  initial: FeedbackState;
  save: (change: FeedbackChange) => Promise<FeedbackState>;
  audience?: FeedbackAudience;
  layout?: 'card' | 'bar';
}) {
  const [state, setState] = useState<FeedbackState>(initial);
  const [saving, setSaving] = useState(false);
  const therapist = therapistNameOf(practice);
  const bar = layout === 'bar';

  async function change(next: FeedbackChange, done: string) {
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

  const stars = (
    <RatingStars
      rating={state.rating}
      compact={bar}
      disabled={saving}
      onRate={(value) => change({ rating: value }, 'Thank you for rating this session')}
    />
  );
  const sharing =
    audience.kind === 'client' ? (
      <ClientSharing
        therapist={therapist}
        shared={state.sharedWithTherapist}
        disabled={saving}
        change={change}
      />
    ) : (
      <VisitorPrivacyNote therapist={therapist} signInPath={audience.signInPath} />
    );

  if (bar) {
    return (
      <Box
        as="section"
        aria-label="End of session"
        data-testid="session-feedback"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.subtle"
        px="3"
        py="2"
      >
        <Stack gap="1.5">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text as="h2" fontSize="sm" fontWeight="semibold">
              How was this session?
            </Text>
            {stars}
          </HStack>
          {sharing}
        </Stack>
      </Box>
    );
  }

  return (
    <Card.Root variant="outline" bg="bg.panel" borderRadius="xl" data-testid="session-feedback">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" fontSize="sm">
            How was this session?
          </Heading>
          {stars}
          {sharing}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface RatingStarsProps {
  rating: number | null;
  /** The smaller stars of the bar above the message box. */
  compact: boolean;
  disabled: boolean;
  onRate: (value: number) => void;
}

/** Five stars; those up to the rating given are filled. */
function RatingStars({ rating, compact, disabled, onRate }: RatingStarsProps) {
  return (
    <HStack gap="1" role="group" aria-label="Rate this session from 1 to 5">
      {[1, 2, 3, 4, 5].map((value) => (
        <Button
          key={value}
          size={compact ? 'xs' : 'sm'}
          minW={compact ? '7' : undefined}
          h={compact ? '7' : undefined}
          px="0"
          variant={rating !== null && value <= rating ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-label={`${value} out of 5`}
          aria-pressed={rating === value}
          disabled={disabled}
          onClick={() => onRate(value)}
        >
          <Star size={14} aria-hidden="true" />
        </Button>
      ))}
    </HStack>
  );
}

interface ClientSharingProps {
  therapist: string;
  shared: boolean;
  disabled: boolean;
  change: (next: FeedbackChange, done: string) => Promise<void>;
}

/** A client's 'Share with my therapist', and what the therapist can read either way. */
function ClientSharing({ therapist, shared, disabled, change }: ClientSharingProps) {
  return (
    <>
      <ShareSwitch
        label="Share with my therapist"
        shared={shared}
        disabled={disabled}
        confirmTitle={`Share this conversation with ${therapist}?`}
        confirmDescription={`${therapist} will be able to read the whole text of this conversation: everything you wrote and every reply, including what is added while it is shared. You can stop sharing at any time.`}
        onShare={() => change({ sharedWithTherapist: true }, `Shared with ${therapist}`)}
        onStopSharing={() =>
          void change({ sharedWithTherapist: false }, `${therapist} can no longer read this conversation`)
        }
      />
      <Text fontSize="xs" color="fg.muted">
        {shared
          ? `${therapist} can read this conversation. Turn sharing off at any time.`
          : `${therapist} sees only that this session happened, how long it was and your rating, never what you wrote, unless you share it.`}
      </Text>
    </>
  );
}

/** A visitor rates only: what the therapist sees, and that sharing needs a client account. */
function VisitorPrivacyNote({ therapist, signInPath }: { therapist: string; signInPath: string }) {
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="visitor-privacy-note">
      {therapist} sees only that this session happened, how long it was and your rating, never what you wrote.
      Sharing a conversation needs a client account:{' '}
      <Link asChild color="fg" textDecoration="underline">
        <RouterLink to={signInPath}>sign in or create one</RouterLink>
      </Link>
      .
    </Text>
  );
}
