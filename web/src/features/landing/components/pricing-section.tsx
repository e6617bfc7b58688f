import { Box, Button, Card, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Crown } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { PlanFeatureList, PlanPriceLine } from '#web/components/plan-details.tsx';
import type { Plan } from '#web/lib/plans.ts';
import { plans } from '#web/lib/plans.ts';
import { LandingCheckoutButton } from './landing-checkout-button';
import { SectionIntro } from './section-intro';

/** The landing page offers three plans; Standard is on the plans page for members who want it. */
const landingTiers = ['freemium', 'pro', 'lifetime'] as const;
const landingPlans = landingTiers.map((tier) => plans.find((plan) => plan.tier === tier) as Plan);

function PlanAction({ plan }: { plan: Plan }) {
  if (plan.tier === 'pro' || plan.tier === 'lifetime') {
    return <LandingCheckoutButton product={plan.tier} />;
  }
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

function PricingCard({ plan }: { plan: Plan }) {
  const isLifetime = plan.tier === 'lifetime';
  const titleId = `plan-${plan.tier}-title`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      bg="bg.panel"
      borderRadius="2xl"
      borderWidth={isLifetime ? '2px' : '1px'}
      borderColor={isLifetime ? 'gold.emphasized' : 'border'}
      data-testid="pricing-card"
    >
      <Card.Header gap="2">
        <HStack justify="space-between" minH="6">
          <Card.Title as="h3" id={titleId} fontFamily="heading" fontSize="xl">
            {plan.name}
          </Card.Title>
          {isLifetime && (
            <Box color="gold.fg" aria-hidden="true">
              <Crown size={20} />
            </Box>
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {plan.tagline}
        </Text>
        <PlanPriceLine plan={plan} />
      </Card.Header>
      <Card.Body gap="3" pt="4">
        <PlanFeatureList plan={plan} />
      </Card.Body>
      <Card.Footer>
        <PlanAction plan={plan} />
      </Card.Footer>
    </Card.Root>
  );
}

export function PricingSection() {
  return (
    <Container
      as="section"
      id="pricing"
      aria-labelledby="pricing-heading"
      maxW="6xl"
      px={{ base: '4', sm: '6' }}
      py="16"
    >
      <SectionIntro headingId="pricing-heading" title="Simple, honest pricing">
        Begin for free with Mirror. Upgrade when you want every guide and no monthly limit.
      </SectionIntro>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" alignItems="stretch">
        {landingPlans.map((plan) => (
          <PricingCard key={plan.tier} plan={plan} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
