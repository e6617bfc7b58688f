import { Badge, Card, chakra, HStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Heart, Lock, Moon, ScanEye, Sparkles, Sunrise } from 'lucide-react';
import type { Mode } from '#shared/domain/modes.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { planThatOpens, tierIncludes, tierLabel } from '#shared/domain/tiers.ts';
import { IconBadge } from './icon-badge';

/** Each guide's icon, shared by the cards and the chat. */
export const guideIcons: Record<string, LucideIcon> = {
  mirror: ScanEye,
  shadow: Moon,
  innerchild: Heart,
  awakening: Sunrise,
};

/** Which plan a member can buy to open a guide, in words a visitor understands. */
export function guideAccessText(requiredTier: Tier): string {
  return requiredTier === 'freemium'
    ? 'Free with every account'
    : `Opens with ${tierLabel(planThatOpens(requiredTier))}`;
}

interface GuideCardProps {
  mode: Mode;
  /** The member's tier; when given the card says whether the guide is open to them. */
  memberTier?: Tier;
  headingLevel?: 'h2' | 'h3';
  /**
   * Makes the whole card a button (the member chat): an open guide starts a conversation with it, a
   * locked one offers the upgrade.
   */
  onChoose?: (mode: Mode) => void;
}

export function GuideCard({ mode, memberTier, headingLevel = 'h3', onChoose }: GuideCardProps) {
  const Icon = guideIcons[mode.id] ?? Sparkles;
  const isOpen = memberTier ? tierIncludes(memberTier, mode.requiredTier) : undefined;
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="bg.panel"
      borderRadius="xl"
      size="sm"
      data-testid="guide-card"
      position="relative"
      _hover={onChoose ? { borderColor: 'border.emphasized' } : undefined}
      _focusWithin={
        onChoose
          ? { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }
          : undefined
      }
    >
      <Card.Body gap="3">
        <HStack gap="3">
          <IconBadge icon={Icon} size={20} />
          <Card.Title as={headingLevel} fontFamily="heading" fontSize="lg">
            {onChoose ? (
              <chakra.button
                type="button"
                onClick={() => onChoose(mode)}
                textAlign="start"
                cursor="pointer"
                outline="none"
                aria-label={
                  isOpen === false ? `${mode.name}: ${guideAccessText(mode.requiredTier)}` : undefined
                }
                // The whole card is the button's target; the name stays its heading.
                _before={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'xl' }}
              >
                {mode.name}
              </chakra.button>
            ) : (
              mode.name
            )}
          </Card.Title>
        </HStack>
        <Card.Description color="fg.muted">{mode.description}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <AccessBadge requiredTier={mode.requiredTier} isOpen={isOpen} />
      </Card.Footer>
    </Card.Root>
  );
}

function AccessBadge({ requiredTier, isOpen }: { requiredTier: Tier; isOpen: boolean | undefined }) {
  if (isOpen === true) {
    return (
      <Badge colorPalette="brand" variant="surface" size="md">
        <CircleCheck size={14} aria-hidden="true" />
        Included in your plan
      </Badge>
    );
  }
  if (isOpen === false) {
    return (
      <Badge colorPalette="gray" variant="surface" size="md">
        <Lock size={14} aria-hidden="true" />
        {guideAccessText(requiredTier)}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={requiredTier === 'freemium' ? 'brand' : 'gray'} variant="surface" size="md">
      {guideAccessText(requiredTier)}
    </Badge>
  );
}
