import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { PenLine, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { AdvancedInsights } from '#shared/api/schemas/insights.ts';
import { guideIcons } from '#web/components/guide-card.tsx';
import { IconHeading } from '#web/components/icon-heading.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { writeWeeklyReflection } from '#web/features/insights/api/insights-api.ts';
import { formatDay } from '#web/features/insights/model/insight-format.ts';

interface WeeklyReflectionCardProps {
  advanced: AdvancedInsights;
  timeZone: string;
  onWritten: () => Promise<unknown>;
}

/** This week's reflection from the guide, or the button that asks for it (once a week). */
export function WeeklyReflectionCard({ advanced, timeZone, onWritten }: WeeklyReflectionCardProps) {
  const [writing, setWriting] = useState(false);
  const reflection = advanced.weeklyReflection;
  const Icon = (reflection && guideIcons[reflection.modeId]) || Sparkles;

  async function write() {
    setWriting(true);
    try {
      await writeWeeklyReflection(timeZone);
      await onWritten();
    } catch (caught) {
      toastFailure('Error', caught, 'Your reflection could not be written. Please try again.');
    } finally {
      setWriting(false);
    }
  }

  return (
    <Box
      as="section"
      aria-labelledby="weekly-reflection-heading"
      layerStyle="tinted"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      data-testid="weekly-reflection"
    >
      <IconHeading icon={Icon} headingId="weekly-reflection-heading" title="This week’s reflection" mb="3" />
      {reflection ? (
        <Stack gap="2">
          <Text lineHeight="1.7" whiteSpace="pre-wrap">
            {reflection.text}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Written by {reflection.guideName} ({reflection.writtenBy.label}) on{' '}
            {formatDay(reflection.createdAt, timeZone)}. A new one can be written next week.
          </Text>
        </Stack>
      ) : (
        <Stack gap="3" align="flex-start">
          <Text fontSize="sm">
            Once a week, the guide you talk with most looks back over your week and writes you a short
            reflection: the themes that came up, and how they compare with earlier weeks.
          </Text>
          {!advanced.canWriteReflection && (
            <Text fontSize="sm" color="fg.muted" id="reflection-needs-messages">
              Nothing to reflect on yet: write to one of your guides this week first.
            </Text>
          )}
          <Button
            onClick={write}
            loading={writing}
            loadingText="Your guide is writing…"
            disabled={!advanced.canWriteReflection}
            aria-describedby={advanced.canWriteReflection ? undefined : 'reflection-needs-messages'}
          >
            <PenLine aria-hidden="true" />
            Write this week's reflection
          </Button>
        </Stack>
      )}
    </Box>
  );
}
