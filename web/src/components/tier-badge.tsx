import { Badge, type BadgeProps } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { Tier } from '#shared/domain/tiers.ts';
import { tierLabel } from '#shared/domain/tiers.ts';

/**
 * A member's plan as a pill ('Pro'): Lifetime in solid gold with a sparkle, every other plan in the
 * brand's tint. Small in the chat's top bar, large on the plans page.
 */
export function TierBadge({
  tier,
  size,
  ...badge
}: Omit<BadgeProps, 'size'> & { tier: Tier; size: 'sm' | 'lg' }) {
  const isLifetime = tier === 'lifetime';
  return (
    <Badge
      colorPalette={isLifetime ? 'gold' : 'brand'}
      variant={isLifetime ? 'solid' : 'subtle'}
      size={size}
      borderRadius="full"
      {...badge}
    >
      {isLifetime && <Sparkles size={size === 'sm' ? 12 : 14} aria-hidden="true" />}
      {tierLabel(tier)}
    </Badge>
  );
}
