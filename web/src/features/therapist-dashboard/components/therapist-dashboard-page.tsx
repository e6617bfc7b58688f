import {
  Alert,
  Badge,
  Button,
  Heading,
  HStack,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Stat,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { jurisdictionRuleFor } from '#shared/domain/jurisdictions.ts';
import { PRACTICE_PLANS } from '#shared/domain/practice.ts';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { TherapistAppShell } from '#web/components/therapist-app-shell.tsx';
import {
  useDashboardStats,
  useOnboardingProgress,
} from '#web/features/therapist-dashboard/api/dashboard-api.ts';
import { countOf, pendingReviewsLabel } from '#web/features/therapist-dashboard/model/dashboard-words.ts';
import { useCurrentTherapist } from '#web/lib/use-current-therapist.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AiConfigurationTab } from './ai-configuration-tab';
import { AnalyticsTab } from './analytics-tab';
import { ClientsTab, type ClientsTabExtensions } from './clients-tab';
import { ConversationsTab } from './conversations-tab';
import { PortalAccessCard } from './portal-access-card';
import { PracticeBillingAction, PracticeCheckoutResult } from './practice-billing';

const tabs = ['clients', 'conversations', 'analytics', 'ai-configuration'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: [Tab, string][] = [
  ['clients', 'Clients'],
  ['conversations', 'Conversations'],
  ['analytics', 'Analytics'],
  ['ai-configuration', 'AI Configuration'],
];

function PlanNotice({ therapist }: { therapist: TherapistSelf }) {
  const { plan } = therapist;
  if (plan.status === 'trial-ended') {
    return (
      <Alert.Root status="warning" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your free trial has ended</Alert.Title>
          <Alert.Description>
            Your portal keeps working for your clients. Subscribe to the {PRACTICE_PLANS.professional.name}{' '}
            plan ($
            {PRACTICE_PLANS.professional.monthlyPriceUsd}/month, up to{' '}
            {PRACTICE_PLANS.professional.clientLimit} clients) to keep adding clients and changing your
            assistant.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (plan.status === 'trialing') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="trial-status">
        Free trial: {plan.trialDaysLeft} {plan.trialDaysLeft === 1 ? 'day' : 'days'} left, up to{' '}
        {plan.clientLimit} clients.
      </Text>
    );
  }
  return null;
}

function OnboardingProgress() {
  const { data } = useOnboardingProgress();
  if (!data || data.isCompleted) return null;
  const done = data.completedSteps.length;
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="onboarding-progress">
      <Alert.Content gap="2">
        <Alert.Title>Set up your practice</Alert.Title>
        <Alert.Description>
          {done} of {data.totalSteps} steps done. Finish setup to give your assistant and portal your
          practice's voice.
        </Alert.Description>
        <Progress.Root
          value={(done / data.totalSteps) * 100}
          size="xs"
          maxW="sm"
          aria-label={`${done} of ${data.totalSteps} setup steps done`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="brand" alignSelf="center">
        <RouterLink to={paths.therapistOnboarding}>
          {done === 0 ? 'Start setup' : 'Continue setup'}
        </RouterLink>
      </Button>
    </Alert.Root>
  );
}

function StatCard({ label, value, help }: { label: string; value: string | number; help?: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="lg" p="4" bg="bg">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

/** `/therapist-dashboard`: the practice at a glance, from live data. */
export default function TherapistDashboardPage({ clientsTab }: { clientsTab?: ClientsTabExtensions } = {}) {
  useDocumentTitle('Dashboard');
  const { therapist: current } = useCurrentTherapist();
  // The whole dashboard is drawn as a transition, in slices (the spinner meanwhile), so a fresh load
  // does not hold the page while React and Chakra draw it; never another therapist's, even briefly.
  const drawn = useDeferredValue(current, null);
  const therapist = current && drawn?.id === current.id ? drawn : undefined;
  const { data: stats, mutate: refreshStats } = useDashboardStats();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : 'clients';
  if (!therapist) return <FullPageSpinner message="Loading your practice…" />;
  const rule = jurisdictionRuleFor(therapist.licenseState);
  const pending = stats?.pendingReviews ?? 0;

  return (
    <TherapistAppShell>
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1">
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size="2xl">
                {therapist.firstName}'s Dashboard
              </Heading>
              {pending > 0 && (
                <Badge colorPalette="red" variant="solid" data-testid="pending-reviews">
                  {/* The spec's words, '{n} Pending Reviews', in the singular for one. */}
                  {pendingReviewsLabel(pending)}
                </Badge>
              )}
            </HStack>
            {therapist.practiceName && (
              <Text fontSize="lg" fontWeight="medium" data-testid="practice-name">
                {therapist.practiceName}
              </Text>
            )}
            <Text color="fg.muted">
              {window.location.host}/{therapist.subdomain} · {therapist.therapeuticApproach}
            </Text>
            <PlanNotice therapist={therapist} />
            <PracticeBillingAction therapist={therapist} />
          </Stack>
          <Button asChild variant="outline" alignSelf={{ base: 'start', md: 'center' }}>
            <RouterLink to={paths.aiCustomization}>Settings</RouterLink>
          </Button>
        </Stack>

        <PracticeCheckoutResult therapist={therapist} />
        {rule && !rule.aiChatAllowed && (
          <Alert.Root status="info" borderRadius="lg" data-testid="jurisdiction-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                Your clients in {rule.stateName} get a private journal instead of AI chat
              </Alert.Title>
              <Alert.Description>{rule.explanation}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <OnboardingProgress />
        <PortalAccessCard subdomain={therapist.subdomain} />

        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <StatCard label="Active Clients" value={stats?.activeClients ?? '—'} />
          <StatCard label="Today's Sessions" value={stats?.todaysSessions ?? '—'} />
          <StatCard label="Flagged Reviews" value={stats?.pendingReviews ?? '—'} />
          <StatCard
            label="Client Satisfaction"
            value={stats?.satisfaction ? `${stats.satisfaction.average} / 5` : '—'}
            help={stats?.satisfaction ? countOf(stats.satisfaction.count, 'rating') : 'No ratings yet'}
          />
        </SimpleGrid>

        <Tabs.Root
          value={tab}
          onValueChange={(details) =>
            setSearchParams(details.value === 'clients' ? {} : { tab: details.value }, { replace: true })
          }
          variant="line"
          lazyMount
        >
          {/* Four separate tabs that keep their one-line names on a phone (the list scrolls sideways),
              the chosen one marked by the line under it and bolder type. */}
          <Tabs.List overflowX="auto" overflowY="hidden" gap="1">
            {tabLabels.map(([value, label]) => (
              <Tabs.Trigger
                key={value}
                value={value}
                flexShrink={0}
                whiteSpace="nowrap"
                _selected={{ fontWeight: 'semibold' }}
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="clients">
            <ClientsTab
              onChanged={() => void refreshStats()}
              {...(clientsTab ? { extensions: clientsTab } : {})}
            />
          </Tabs.Content>
          <Tabs.Content value="conversations">
            <ConversationsTab onChanged={refreshStats} />
          </Tabs.Content>
          <Tabs.Content value="analytics">
            <AnalyticsTab />
          </Tabs.Content>
          <Tabs.Content value="ai-configuration">
            <AiConfigurationTab />
          </Tabs.Content>
        </Tabs.Root>
        <Text fontSize="sm" color="fg.muted">
          Questions about safety?{' '}
          <Link asChild textDecoration="underline">
            <RouterLink to={paths.safety}>How the safety screen works</RouterLink>
          </Link>
        </Text>
      </Stack>
    </TherapistAppShell>
  );
}
