import { Badge, Button, Card, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PortalPromptCard } from '#shared/api/schemas/reflection-prompts.ts';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import {
  savePromptReminders,
  skipPortalPrompt,
  usePortalPrompts,
} from '#web/features/reflection-prompts/api/reflection-prompts-api.ts';
import {
  cardLead,
  statusLabels,
  statusPalettes,
} from '#web/features/reflection-prompts/model/prompt-words.ts';
import { AnswerPromptDialog } from './answer-prompt-dialog';

function PromptCard({
  card,
  onAnswer,
}: {
  card: PortalPromptCard;
  onAnswer: (card: PortalPromptCard) => void;
}) {
  const [skipping, setSkipping] = useState(false);
  const status = card.current?.status ?? 'open';
  const skip = async () => {
    setSkipping(true);
    try {
      await skipPortalPrompt(card.id);
    } catch (error) {
      toastFailure('Not skipped', error, 'Please try again.');
    } finally {
      setSkipping(false);
    }
  };
  return (
    <Card.Root as="li" variant="outline" borderRadius="xl" data-testid="prompt-card">
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {cardLead(card.schedule.frequency, card.from)}:
          </Text>
          {status !== 'open' && (
            <Badge colorPalette={statusPalettes[status]} variant="subtle" data-testid="prompt-card-status">
              {statusLabels[status]}
            </Badge>
          )}
        </HStack>
        <Heading as="h3" fontSize="md">
          {card.title}
        </Heading>
        <Text>{card.text}</Text>
        <HStack gap="2" pt="1">
          {status === 'done' ? (
            card.current?.sessionId ? (
              <Button size="sm" variant="outline" onClick={() => onAnswer(card)}>
                Continue
              </Button>
            ) : null
          ) : (
            <Button size="sm" colorPalette="brand" onClick={() => onAnswer(card)}>
              Answer
            </Button>
          )}
          {status === 'open' && (
            <Button size="sm" variant="ghost" loading={skipping} onClick={skip}>
              Skip
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The portal's reflection prompts: a card for each prompt waiting (or answered today), answered in
 * a short conversation or skipped, and the client's choice about reminder mails. Nothing shows when
 * the therapist has set none.
 */
export default function PortalPromptCards() {
  const { data } = usePortalPrompts();
  const [answering, setAnswering] = useState<PortalPromptCard | null>(null);
  const [savingReminders, setSavingReminders] = useState(false);
  if (!data || data.prompts.length === 0) return null;
  const setReminders = async (on: boolean) => {
    setSavingReminders(true);
    try {
      await savePromptReminders(on);
    } catch (error) {
      toastFailure('Not saved', error, 'Please try again.');
    } finally {
      setSavingReminders(false);
    }
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="between-sessions-heading" data-testid="portal-prompts">
      <Heading as="h2" id="between-sessions-heading" fontSize="lg">
        Between sessions
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {data.prompts.map((card) => (
          <PromptCard key={card.id} card={card} onAnswer={setAnswering} />
        ))}
      </Stack>
      <Switch.Root
        checked={data.remindersOn}
        disabled={savingReminders}
        onCheckedChange={(details) => void setReminders(details.checked)}
        colorPalette="brand"
        size="sm"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="normal" fontSize="sm">
          Email me when a prompt is waiting
        </Switch.Label>
      </Switch.Root>
      {answering && (
        <AnswerPromptDialog
          key={answering.id}
          card={answering}
          answersIn={data.answersIn}
          open
          onClose={() => setAnswering(null)}
        />
      )}
    </Stack>
  );
}
