import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  List,
  RadioCard,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { REFERRAL_PERSONAS, type ReferralPersona } from '#shared/domain/referrals.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { TherapistAppShell } from '#web/components/therapist-app-shell.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import {
  saveReferralPersona,
  sendReferral,
  useReferralHistory,
  useReferralStats,
} from '#web/features/referrals/api/referrals-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const statusLook = {
  completed: { variant: 'solid', label: 'completed' },
  pending: { variant: 'subtle', label: 'pending' },
} as const;

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
        <Text
          as="code"
          fontSize="sm"
          bg="bg.muted"
          px="2"
          py="1"
          borderRadius="md"
          wordBreak="break-all"
          data-testid={`referral-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {value}
        </Text>
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
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  if (!stats) return <FullPageSpinner message="Loading your referrals…" />;
  const link = `${window.location.origin}/therapist-register?ref=${stats.referralCode}`;

  async function choosePersona(persona: ReferralPersona) {
    try {
      await refreshStats(await saveReferralPersona(persona), { revalidate: false });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: errorMessage(error, 'Failed to save the persona'),
      });
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || sending) return;
    setSending(true);
    try {
      await sendReferral(email.trim());
      toaster.create({
        type: 'success',
        title: 'Referral Sent!',
        description: "We've sent an invitation to your colleague.",
      });
      setEmail('');
      await Promise.all([refreshHistory(), refreshStats()]);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: errorMessage(error, 'Failed to send referral'),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <TherapistAppShell>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Referral Program
          </Heading>
          <Text color="fg.muted">Earn one free month for every colleague who becomes a paying customer.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {[
            ['Total referrals', stats.totalReferrals],
            ['Successful', stats.successfulReferrals],
            ['Free months earned', stats.creditsEarned],
            ['Pending', stats.pendingReferrals],
          ].map(([label, value]) => (
            <Stat.Root key={label} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <CopyRow label="Referral code" value={stats.referralCode} />
            <CopyRow label="Referral link" value={link} />
          </Card.Body>
        </Card.Root>
        <RadioCard.Root
          value={stats.persona}
          onValueChange={(details) => details.value && void choosePersona(details.value as ReferralPersona)}
        >
          <RadioCard.Label fontWeight="semibold">Your invitation persona</RadioCard.Label>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="2">
            {REFERRAL_PERSONAS.map((persona) => (
              <RadioCard.Item key={persona.id} value={persona.id}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{persona.label}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>{persona.description}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">Invite a colleague</Card.Title>
          </Card.Header>
          <Card.Body>
            <form onSubmit={send} aria-label="Invite a colleague">
              <HStack gap="2" wrap="wrap">
                <Input
                  type="email"
                  aria-label="Colleague's email"
                  placeholder="colleague@example.com"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  maxW="sm"
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  disabled={!email.trim() || sending}
                  loading={sending}
                >
                  Send Invitation
                </Button>
              </HStack>
            </form>
          </Card.Body>
        </Card.Root>
        <Box>
          <Heading as="h2" size="md" mb="3">
            Invitation history
          </Heading>
          {history && history.length > 0 ? (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Invitation history">
              {history.map((entry) => {
                const look = statusLook[entry.status as keyof typeof statusLook] ?? {
                  variant: 'outline',
                  label: entry.status,
                };
                return (
                  <HStack
                    as="li"
                    key={entry.id}
                    justify="space-between"
                    borderWidth="1px"
                    borderRadius="md"
                    p="3"
                    wrap="wrap"
                    data-testid="referral-row"
                  >
                    <Text>{entry.referredEmail}</Text>
                    <HStack gap="2">
                      <Text fontSize="sm" color="fg.muted">
                        {new Date(entry.createdAt).toLocaleDateString()}
                      </Text>
                      <Badge variant={look.variant}>{look.label}</Badge>
                    </HStack>
                  </HStack>
                );
              })}
            </Stack>
          ) : (
            <Text color="fg.muted">No invitations yet.</Text>
          )}
        </Box>
        <Box>
          <Heading as="h2" size="md" mb="3">
            How it works
          </Heading>
          <List.Root as="ol" gap="1" ps="5">
            <List.Item>Share your link or send an invitation from this page.</List.Item>
            <List.Item>Your colleague signs up and starts a free trial.</List.Item>
            <List.Item>When their first payment succeeds, you earn one free month.</List.Item>
          </List.Root>
        </Box>
      </Stack>
    </TherapistAppShell>
  );
}
