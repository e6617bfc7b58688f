import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { UsageSummary } from '#shared/api/schemas/chat.ts';
import { UPGRADE_PATH } from '#shared/domain/tiers.ts';

/** Shown to Freemium members: what upgrading adds, and how much of this month's allowance is used. */
export function UpgradeBanner({ usage }: { usage: UsageSummary | null }) {
  return (
    <Box
      as="aside"
      aria-label="Your plan"
      bg="gold.subtle"
      borderBottomWidth="1px"
      borderColor="gold.emphasized"
      px={{ base: '3', sm: '5' }}
      py="2"
      flexShrink={0}
      data-testid="upgrade-banner"
    >
      <HStack gap={{ base: '2', sm: '4' }} justify="center" fontSize={{ base: 'xs', sm: 'sm' }}>
        <Link
          asChild
          color="gold.fg"
          fontWeight="semibold"
          textDecoration="underline"
          textUnderlineOffset="3px"
        >
          <RouterLink to={UPGRADE_PATH}>
            <Box as="span" hideBelow="sm">
              <Sparkles size={15} aria-hidden="true" />
            </Box>
            Upgrade for unlimited conversations + all AI modes
            <Box as="span" hideBelow="sm">
              <ArrowRight size={15} aria-hidden="true" />
            </Box>
          </RouterLink>
        </Link>
        {usage && usage.limit !== null && (
          <Text color="fg.muted" flexShrink={0} data-testid="usage-summary">
            {usage.used} of {usage.limit}
            <Text as="span" hideBelow="sm">
              {' '}
              conversations this month
            </Text>
            <Text as="span" hideFrom="sm">
              {' '}
              this month
            </Text>
          </Text>
        )}
      </HStack>
    </Box>
  );
}
