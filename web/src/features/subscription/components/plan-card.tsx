import { Badge, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { CheckoutButton } from '#web/components/checkout-button.tsx';
import { LifetimeCrown, PlanCardFrame, StartFreeAction } from '#web/components/plan-details.tsx';
import type { Plan, PlanStanding } from '#web/lib/plans.ts';

interface PlanCardProps {
  plan: Plan;
  standing: PlanStanding;
  /** A member buys on their account; a visitor pays first and creates the account after. */
  signedIn: boolean;
}

function PlanAction({ plan, standing, signedIn }: PlanCardProps) {
  if (standing === 'current') {
    return (
      <Text fontSize="sm" color="fg.muted">
        You are on this plan.
      </Text>
    );
  }
  if (standing === 'included') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Everything here is part of your plan.
      </Text>
    );
  }
  if (!plan.paid) {
    return <StartFreeAction />;
  }
  if (plan.tier === 'pro' || plan.tier === 'lifetime') {
    return <CheckoutButton product={plan.tier} signedIn={signedIn} />;
  }
  // Checkout sells Pro and Lifetime only (the decisions); Standard has no published price.
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="not-sold-separately">
      Not sold on its own: Pro includes everything in Standard.
    </Text>
  );
}

/** One plan: name, price (when it has one), what it includes and how to get it. */
export function PlanCard({ plan, standing, signedIn }: PlanCardProps) {
  const titleId = useId();
  const isCurrent = standing === 'current';
  const isLifetime = plan.tier === 'lifetime';
  return (
    <PlanCardFrame
      plan={plan}
      titleId={titleId}
      borderWidth={isCurrent ? '2px' : '1px'}
      borderColor={isCurrent ? 'brand.solid' : isLifetime ? 'gold.emphasized' : 'border'}
      boxShadow={isCurrent ? 'md' : 'xs'}
      data-testid="plan-card"
      data-current={isCurrent ? '' : undefined}
      mark={
        isCurrent ? (
          <Badge colorPalette="brand" variant="solid" borderRadius="full" px="2.5">
            Your plan
          </Badge>
        ) : (
          isLifetime && <LifetimeCrown />
        )
      }
      action={<PlanAction plan={plan} standing={standing} signedIn={signedIn} />}
    />
  );
}
