import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TherapistReflectionPrompt } from '#shared/api/schemas/reflection-prompts.ts';
import { describeSchedule } from '#shared/domain/reflection-schedule.ts';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { endClientPrompt } from '#web/features/reflection-prompts/api/reflection-prompts-api.ts';
import {
  dateTime,
  plural,
  shortDate,
  statusLabels,
  statusPalettes,
} from '#web/features/reflection-prompts/model/prompt-words.ts';

/** How many of the latest occurrences a prompt shows. */
const RECENT = 6;

function PromptItem({ prompt }: { prompt: TherapistReflectionPrompt }) {
  const [ending, setEnding] = useState(false);
  const { counts } = prompt;
  const recent = prompt.occurrences
    .filter((occurrence) => occurrence.status !== 'upcoming')
    .slice(-RECENT)
    .reverse();
  const end = async () => {
    setEnding(true);
    try {
      await endClientPrompt(prompt.clientId, prompt.id);
      toaster.create({ type: 'success', title: 'Prompt ended', description: prompt.title });
    } catch (error) {
      toastFailure('Not ended', error, 'Please try again.');
    } finally {
      setEnding(false);
    }
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="therapist-prompt">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold">{prompt.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {prompt.endedAt ? `Ended ${dateTime(prompt.endedAt)}` : describeSchedule(prompt.schedule)}
            </Text>
          </Stack>
          {!prompt.endedAt && (
            <Button size="xs" variant="ghost" loading={ending} onClick={end}>
              End prompt
            </Button>
          )}
        </HStack>
        <Text fontSize="sm" data-testid="prompt-counts">
          {`${counts.done} done · ${counts.skipped} skipped · ${counts.missed} missed · streak ${counts.streak}`}
        </Text>
        {recent.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={`${prompt.title}: latest`}>
            {recent.map((occurrence) => (
              <HStack as="li" key={occurrence.dueDate} gap="2" fontSize="sm" data-testid="prompt-occurrence">
                <Text minW="16">{shortDate(occurrence.dueDate)}</Text>
                <Badge colorPalette={statusPalettes[occurrence.status]} variant="subtle">
                  {statusLabels[occurrence.status]}
                </Badge>
                {occurrence.at && occurrence.status === 'done' && (
                  <Text color="fg.muted">{dateTime(occurrence.at)}</Text>
                )}
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** A client's prompts with what became of each: statuses and dates, never the words. */
export function ClientPromptList({ prompts }: { prompts: readonly TherapistReflectionPrompt[] }) {
  if (prompts.length === 0) {
    return <Text color="fg.muted">No prompts yet.</Text>;
  }
  const running = prompts.filter((prompt) => !prompt.endedAt);
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {plural(running.length, 'prompt')} running
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Prompts">
        {prompts.map((prompt) => (
          <PromptItem key={prompt.id} prompt={prompt} />
        ))}
      </Stack>
    </Stack>
  );
}
