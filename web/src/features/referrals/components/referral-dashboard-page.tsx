import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReferralPersona } from '#shared/domain/referrals.ts';
import { CodeLine } from '#web/components/code-line.tsx';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { TherapistAppShell } from '#web/components/therapist-app-shell.tsx';
import { TherapistPageIntro } from '#web/components/therapist-page-intro.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import {
  saveReferralPersona,
  useReferralHistory,
  useReferralStats,
} from '#web/features/referrals/api/referrals-api.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import {
  HowItWorks,
  InvitationHistory,
  InviteColleagueCard,
  PersonaPicker,
  ReferralStatsGrid,
} from './referral-sections';

function CopyRow({ label, value }: { label: string; value: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toaster.create({ type: 'success', title: 'Copied!', description: `${label} copied to clipboard` });
    } catch {
      toaster.create({ type: 'error', title: 'Copy failed', description: `Select and copy it: ${value}` });
    }
  }
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="2" wrap="wrap">
        <CodeLine data-testid={`referral-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</CodeLine>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copy()}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </Button>
      </HStack>
    </Stack>
  );
}

/** `/referral-dashboard`: invite colleagues; one free month for each whose first payment succeeds. */
export default function ReferralDashboardPage() {
  useDocumentTitle('Referrals');
  const { data: stats, mutate: refreshStats } = useReferralStats();
  const { data: history, mutate: refreshHistory } = useReferralHistory();
  if (!stats) return <FullPageSpinner message="Loading your referrals…" />;
  const link = `${window.location.origin}/therapist-register?ref=${stats.referralCode}`;

  async function choosePersona(persona: ReferralPersona) {
    try {
      await refreshStats(await saveReferralPersona(persona), { revalidate: false });
    } catch (error) {
      toastFailure('Error', error, 'Failed to save the persona');
    }
  }

  return (
    <TherapistAppShell>
      <Stack gap="6">
        <TherapistPageIntro title="Referral Program">
          Earn one free month for every colleague who becomes a paying customer.
        </TherapistPageIntro>
        <ReferralStatsGrid stats={stats} />
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <CopyRow label="Referral code" value={stats.referralCode} />
            <CopyRow label="Referral link" value={link} />
          </Card.Body>
        </Card.Root>
        <PersonaPicker persona={stats.persona} onChoose={(persona) => void choosePersona(persona)} />
        <InviteColleagueCard onSent={() => Promise.all([refreshHistory(), refreshStats()])} />
        <InvitationHistory history={history} />
        <HowItWorks />
      </Stack>
    </TherapistAppShell>
  );
}
