import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Insights } from '#shared/api/schemas/insights.ts';
import { paths } from '#web/app/paths.ts';
import {
  BackToChatButton,
  BackToConversationsLink,
  PageFrame,
  PageIntro,
  PageLead,
} from '#web/components/page-frame.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';
import { browserTimeZone, useInsights } from '#web/features/insights/api/insights-api.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AdvancedInsights } from './advanced-insights';
import { FrequencyCard } from './frequency-card';
import { GuideThemesCard } from './guide-themes-card';
import { LockedAdvanced } from './locked-advanced';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Stack gap="1">
        <Heading as="h2" id={id} fontSize="xl">
          {title}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

function hasAnything(insights: Insights): boolean {
  return (
    insights.frequency.lastReflectedAt !== null || insights.guides.some((guide) => guide.themes.length > 0)
  );
}

function InsightsContent({ insights, refresh }: { insights: Insights; refresh: () => Promise<unknown> }) {
  const { timeZone } = insights;
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      {!hasAnything(insights) && (
        <Stack
          gap="2"
          p="5"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="xl"
          align="flex-start"
          data-testid="insights-empty"
        >
          <Text fontWeight="semibold">Nothing yet</Text>
          <Text color="fg.muted">
            Your insights appear once you have talked with a guide: the themes it notices and how often you
            reflect.
          </Text>
          <Button asChild size="sm">
            <RouterLink to={paths.home}>Start a conversation</RouterLink>
          </Button>
        </Stack>
      )}

      <Section
        id="guide-themes-heading"
        title="What your guides have noticed"
        intro="The themes each guide keeps coming back to. Open a message to see it in its conversation."
      >
        <Stack gap="4">
          {insights.guides.map((guide) => (
            <GuideThemesCard key={guide.modeId} guide={guide} timeZone={timeZone} />
          ))}
        </Stack>
        {!insights.window.complete && (
          <Text fontSize="xs" color="fg.muted">
            Links and counts by week come from your {insights.window.memberMessages} most recent messages.
          </Text>
        )}
      </Section>

      <Section id="frequency-heading" title="How often you reflect">
        <FrequencyCard frequency={insights.frequency} timeZone={timeZone} />
      </Section>

      <Section
        id="advanced-heading"
        title="Advanced insights"
        intro="Patterns over time, charts and a weekly reflection written by your guide."
      >
        {insights.advanced ? (
          <AdvancedInsights advanced={insights.advanced} timeZone={timeZone} onChanged={refresh} />
        ) : insights.locked ? (
          <LockedAdvanced locked={insights.locked} />
        ) : null}
      </Section>
    </Stack>
  );
}

/** `/insights`: what each guide has noticed, how often the member reflects, and (Pro) much more. */
export default function InsightsPage() {
  useDocumentTitle('Insights');
  const [timeZone] = useState(browserTimeZone);
  const { insights, isLoading, failed, refresh } = useInsights(timeZone);

  return (
    <PageFrame
      actions={
        <>
          <ColorModeButton />
          <BackToChatButton />
        </>
      }
      maxW="4xl"
    >
      <Stack gap={{ base: '8', md: '10' }}>
        <PageIntro gap="2" title="Your insights">
          <PageLead>
            What your guides have noticed in your own words, and the rhythm of your reflection. Only you can
            see this.
          </PageLead>
        </PageIntro>
        {isLoading && (
          <HStack gap="2" color="fg.muted" role="status">
            <Spinner size="sm" aria-hidden="true" />
            <Text>Loading your insights…</Text>
          </HStack>
        )}
        {failed && (
          <Text color="fg.error" role="alert">
            Your insights could not be loaded. Please try again in a moment.
          </Text>
        )}
        {insights && <InsightsContent insights={insights} refresh={refresh} />}
        <BackToConversationsLink />
      </Stack>
    </PageFrame>
  );
}
