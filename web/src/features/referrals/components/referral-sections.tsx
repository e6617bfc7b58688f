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
import type { ReferralHistoryEntry, ReferralStats } from '#shared/api/schemas/referrals.ts';
import { REFERRAL_PERSONAS, type ReferralPersona } from '#shared/domain/referrals.ts';
import { ChoiceCards } from '#web/components/choice-card.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { sendReferral } from '#web/features/referrals/api/referrals-api.ts';

const statusLook = {
  completed: { variant: 'solid', label: 'completed' },
  pending: { variant: 'subtle', label: 'pending' },
} as const;

/** The four counts: invitations, successful ones, free months earned, pending. */
export function ReferralStatsGrid({ stats }: { stats: ReferralStats }) {
  return (
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
  );
}

const personaOptions = REFERRAL_PERSONAS.map((persona) => ({
  value: persona.id,
  label: persona.label,
  hint: persona.description,
}));

/** The voice the invitation mail speaks in; a choice is saved at once. */
export function PersonaPicker({
  persona,
  onChoose,
}: {
  persona: ReferralStats['persona'];
  onChoose: (persona: ReferralPersona) => void;
}) {
  return (
    <RadioCard.Root
      value={persona}
      onValueChange={(details) => details.value && onChoose(details.value as ReferralPersona)}
    >
      <RadioCard.Label fontWeight="semibold">Your invitation persona</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="2">
        <ChoiceCards kind="radio" options={personaOptions} />
      </SimpleGrid>
    </RadioCard.Root>
  );
}

/** An invitation by email; the counts and history catch up once it is sent. */
export function InviteColleagueCard({ onSent }: { onSent: () => Promise<unknown> }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

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
      await onSent();
    } catch (error) {
      toastFailure('Error', error, 'Failed to send referral');
    } finally {
      setSending(false);
    }
  }

  return (
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
            <Button type="submit" colorPalette="brand" disabled={!email.trim() || sending} loading={sending}>
              Send Invitation
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Every invitation sent, with its date and whether it became a paying practice. */
export function InvitationHistory({ history }: { history: ReferralHistoryEntry[] | null | undefined }) {
  return (
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
  );
}

/** The three steps from a shared link to a free month. */
export function HowItWorks() {
  return (
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
  );
}
