import { Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Gift } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR, { mutate } from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { ManageBillingButton } from '#web/components/manage-billing-button.tsx';
import {
  BackToConversationsLink,
  BrandBand,
  MemberOrVisitorActions,
  PageFrame,
  PageIntro,
  PageLead,
} from '#web/components/page-frame.tsx';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';
import { planStanding, plans } from '#web/lib/plans.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useTrackOnce } from '#web/lib/use-track-once.ts';
import { CheckoutResult } from './checkout-result';
import { PlanCard } from './plan-card';
import { USAGE_KEY, UsageSummary } from './usage-summary';

function VisitorInvite() {
  return (
    <BrandBand gap="4" p={{ base: '5', md: '6' }} data-testid="visitor-invite">
      <Stack gap="1">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          Start free, no card needed
        </Text>
        <Text color="fg.muted">
          Create an account to begin with Mirror Mode and 20 conversations a month. Upgrade only if you want
          more.
        </Text>
      </Stack>
      <HStack gap="3" flexShrink={0}>
        <Button asChild>
          <RouterLink to={paths.register}>Create a free account</RouterLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="gray">
          <RouterLink to={paths.login}>Sign in</RouterLink>
        </Button>
      </HStack>
    </BrandBand>
  );
}

/**
 * Checkout happens in Stripe's own tab: when the member comes back to this one, their plan and
 * usage are read again, so a plan just paid for shows without a reload.
 */
function useReadAgainOnReturn(keys: readonly string[]) {
  useEffect(() => {
    const readAgain = () => {
      if (document.visibilityState !== 'visible') return;
      for (const key of keys) void mutate(key);
    };
    document.addEventListener('visibilitychange', readAgain);
    window.addEventListener('focus', readAgain);
    return () => {
      document.removeEventListener('visibilitychange', readAgain);
      window.removeEventListener('focus', readAgain);
    };
  }, [keys]);
}

const readOnReturn = [SESSION_KEY, USAGE_KEY] as const;

/** `/subscribe` and `/sub`: the plans, and for a member their plan and this month's usage. */
export default function SubscriptionPage() {
  useDocumentTitle('Plans');
  useReadAgainOnReturn(readOnReturn);
  const { data, error } = useSWR<PublicMember | null>(SESSION_KEY, fetchData<PublicMember>);
  const member = data ?? null;
  const loading = data === undefined && !error;
  const memberTier = member?.subscriptionTier ?? null;
  useTrackOnce('subscription_viewed', loading ? null : { tier: memberTier ?? 'none' });

  return (
    <PageFrame
      actions={<MemberOrVisitorActions member={member} loading={loading} />}
      maxW="6xl"
      mainPy={{ base: '8', md: '14' }}
    >
      <Stack gap={{ base: '8', md: '10' }}>
        <PageIntro
          gap="3"
          textAlign={{ base: 'start', md: 'center' }}
          align={{ md: 'center' }}
          title="Plans for every step of your journey"
        >
          <PageLead maxW="2xl">
            Start free and move up whenever you want more conversations and more guides. A few minutes a day
            is all it takes.
          </PageLead>
        </PageIntro>

        {!loading && <CheckoutResult signedIn={Boolean(member)} />}
        {member && <UsageSummary memberTier={member.subscriptionTier} />}
        {member?.canManageBilling && (
          <Flex
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'flex-start', sm: 'center' }}
            justify="space-between"
            gap="3"
            data-testid="manage-billing"
          >
            <Text color="fg.muted" fontSize="sm">
              Invoices, your payment method and cancelling are in Stripe's billing portal.
            </Text>
            <ManageBillingButton account="member" size="sm" />
          </Flex>
        )}
        {!loading && !member && <VisitorInvite />}

        <Stack as="section" aria-labelledby="plans-heading" gap="4">
          <Heading as="h2" id="plans-heading" fontSize="lg">
            {member ? 'All plans' : 'Plans'}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" alignItems="stretch">
            {plans.map((plan) => (
              <PlanCard
                key={plan.tier}
                plan={plan}
                standing={planStanding(plan, memberTier)}
                signedIn={Boolean(member)}
              />
            ))}
          </SimpleGrid>
          <Link
            asChild
            color="brand.fg"
            fontWeight="medium"
            textDecoration="underline"
            alignSelf="flex-start"
          >
            <RouterLink to={paths.downloads}>See what each plan opens in the downloads library</RouterLink>
          </Link>
        </Stack>

        <HStack
          align="flex-start"
          gap="3"
          p="4"
          borderRadius="xl"
          borderWidth="1px"
          borderColor="gold.emphasized"
          bg="gold.subtle"
          data-testid="coupon-note"
        >
          <Box color="gold.fg" mt="0.5" flexShrink={0} aria-hidden="true">
            <Gift size={20} />
          </Box>
          <Text fontSize="sm">
            <Link asChild fontWeight="semibold" color="fg" textDecoration="underline">
              <RouterLink to={paths.coupon}>Have a friends coupon?</RouterLink>
            </Link>{' '}
            It gives you Lifetime access, with every guide and unlimited conversations, at no cost.
          </Text>
        </HStack>

        {member && <BackToConversationsLink textAlign="center" />}
      </Stack>
    </PageFrame>
  );
}
