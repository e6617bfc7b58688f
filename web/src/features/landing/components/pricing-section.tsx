import { Container, SimpleGrid } from '@chakra-ui/react';
import { LifetimeCrown, PlanCardFrame, StartFreeAction } from '#web/components/plan-details.tsx';
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
  return <StartFreeAction />;
}

function PricingCard({ plan }: { plan: Plan }) {
  const isLifetime = plan.tier === 'lifetime';
  const titleId = `plan-${plan.tier}-title`;
  return (
    <PlanCardFrame
      plan={plan}
      titleId={titleId}
      borderWidth={isLifetime ? '2px' : '1px'}
      borderColor={isLifetime ? 'gold.emphasized' : 'border'}
      data-testid="pricing-card"
      mark={isLifetime && <LifetimeCrown />}
      action={<PlanAction plan={plan} />}
    />
  );
}

export function PricingSection() {
  return (
    <Container as="section" id="pricing" aria-labelledby="pricing-heading" maxW="6xl" py="16">
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
