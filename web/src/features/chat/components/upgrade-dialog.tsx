import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Lock, Sparkles } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Mode } from '#shared/domain/modes.ts';
import { planThatOpens, type Tier, tierLabel, UPGRADE_PATH } from '#shared/domain/tiers.ts';
import { guideIcons } from '#web/components/guide-card.tsx';

interface UpgradeDialogProps {
  /** The locked guide the member chose; null when closed. */
  mode: Mode | null;
  memberTier: Tier;
  onClose: () => void;
}

/** A locked guide was chosen: say which plan opens it and offer the way there, without pressure. */
export function UpgradeDialog({ mode, memberTier, onClose }: UpgradeDialogProps) {
  const Icon = (mode && guideIcons[mode.id]) ?? Sparkles;
  // The plan checkout actually sells that opens this guide (never one that is not for sale).
  const plan = mode ? tierLabel(planThatOpens(mode.requiredTier)) : '';
  return (
    <Dialog.Root
      open={mode !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="upgrade-dialog">
            {mode && (
              <>
                <Dialog.Header>
                  <HStack gap="3">
                    <Box color="brand.fg" bg="brand.subtle" borderRadius="full" p="2" display="inline-flex">
                      <Icon size={20} aria-hidden="true" />
                    </Box>
                    <Dialog.Title>
                      {mode.name} opens with {plan}
                    </Dialog.Title>
                  </HStack>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text>{mode.description}</Text>
                    <HStack gap="2" color="fg.muted" fontSize="sm" align="flex-start">
                      <Box as="span" mt="1" flexShrink={0}>
                        <Lock size={14} aria-hidden="true" />
                      </Box>
                      <Text>
                        Your {tierLabel(memberTier)} plan does not include this guide. Upgrading to {plan}{' '}
                        opens it, with more conversations each month.
                      </Text>
                    </HStack>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline" colorPalette="gray">
                      Not now
                    </Button>
                  </Dialog.ActionTrigger>
                  <Button asChild>
                    <RouterLink to={UPGRADE_PATH}>See plans</RouterLink>
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
