import { Heading, Stack, Text } from '@chakra-ui/react';
import {
  type SharedSummary,
  SUMMARY_SECTIONS,
  summarySectionTitles,
} from '#shared/api/schemas/pre-session-summary.ts';
import { periodOf, sharedOn } from '#web/features/pre-session-summary/model/summary-words.ts';

/** One shared summary, by section, with the day it was shared and the weeks it covers. */
export function SharedSummaryView({
  summary,
  headingLevel,
}: {
  summary: SharedSummary;
  headingLevel: 'h3' | 'h4';
}) {
  return (
    <Stack gap="3" data-testid="shared-summary">
      <Stack gap="0">
        <Text fontWeight="semibold" data-testid="shared-summary-date">
          {sharedOn(summary.sharedAt)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {periodOf(summary.periodStart, summary.periodEnd)}
        </Text>
      </Stack>
      {SUMMARY_SECTIONS.map((section) => {
        const parts = summary.parts.filter((part) => part.section === section);
        if (parts.length === 0) return null;
        return (
          <Stack key={section} gap="1">
            <Heading as={headingLevel} fontSize="sm">
              {summarySectionTitles[section]}
            </Heading>
            <Stack as="ul" gap="1" ps="5" listStyleType="disc">
              {parts.map((part, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id and never reorder
                <Text as="li" key={index} fontSize="sm">
                  {part.text}
                </Text>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
