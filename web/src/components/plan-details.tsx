import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, Crown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { ArticleCard, ArticleCardTitle } from '#web/components/article-card.tsx';
import type { Plan } from '#web/lib/plans.ts';

/** A plan's price and cadence ('$19.99 / month'), as the landing and the plans page show it. */
export function PlanPriceLine({ plan }: { plan: Plan }) {
  if (!plan.price) return null;
  return (
    <HStack gap="1.5" align="baseline" pt="2" data-testid="plan-price">
      <Text as="span" fontSize="3xl" fontWeight="semibold" lineHeight="1" fontFamily="heading">
        {plan.price.amount}
      </Text>
      {plan.price.cadence && (
        <Text as="span" color="fg.muted" fontSize="sm">
          {plan.price.cadence}
        </Text>
      )}
    </HStack>
  );
}

/** What a plan includes, ticked, and its note (Lifetime's in gold). */
export function PlanFeatureList({ plan }: { plan: Plan }) {
  const isLifetime = plan.tier === 'lifetime';
  return (
    <>
      <Stack as="ul" gap="2.5" listStyleType="none" m="0" p="0">
        {plan.features.map((feature) => (
          <HStack as="li" key={feature} gap="2.5" align="flex-start" fontSize="sm">
            <Box color={isLifetime ? 'gold.fg' : 'brand.fg'} mt="0.5" flexShrink={0} aria-hidden="true">
              <Check size={16} />
            </Box>
            <Text>{feature}</Text>
          </HStack>
        ))}
      </Stack>
      {plan.note && (
        <Text fontSize="sm" color={isLifetime ? 'gold.fg' : 'fg.muted'} fontWeight="medium">
          {plan.note}
        </Text>
      )}
    </>
  );
}

/** The Lifetime plan's crown, beside its name. */
export function LifetimeCrown() {
  return (
    <Box color="gold.fg" aria-hidden="true">
      <Crown size={20} />
    </Box>
  );
}

/**
 * A plan as a card: its name with a mark beside it (a crown, 'Your plan'), the tagline, the price
 * and what it includes, and how to get it at the foot. Its border is the caller's.
 */
export function PlanCardFrame({
  plan,
  titleId,
  mark,
  action,
  ...card
}: Omit<ComponentProps<typeof ArticleCard>, 'children' | 'titleId'> & {
  plan: Plan;
  titleId: string;
  mark: ReactNode;
  action: ReactNode;
}) {
  return (
    <ArticleCard titleId={titleId} {...card}>
      <Card.Header gap="2">
        <HStack justify="space-between" minH="6">
          <ArticleCardTitle id={titleId}>{plan.name}</ArticleCardTitle>
          {mark}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {plan.tagline}
        </Text>
        <PlanPriceLine plan={plan} />
      </Card.Header>
      <Card.Body gap="3" pt="4">
        <PlanFeatureList plan={plan} />
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </ArticleCard>
  );
}

/** The free plan's way in: an account, and no card asked for. */
export function StartFreeAction() {
  return (
    <Stack gap="2" w="full">
      <Button asChild variant="outline" w="full">
        <RouterLink to={paths.register}>Start Free</RouterLink>
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        No card needed.
      </Text>
    </Stack>
  );
}
