import { Badge, Box, Button, HStack, Menu, Stack, Text } from '@chakra-ui/react';
import { Check, ChevronDown, Lock, Sparkles } from 'lucide-react';
import type { Mode, ModeId } from '#shared/domain/modes.ts';
import { planThatOpens, type Tier, tierIncludes, tierLabel } from '#shared/domain/tiers.ts';
import { guideIcons } from '#web/components/guide-card.tsx';
import { MenuContent } from '#web/components/ui/menu-content.tsx';

interface ModePickerProps {
  modes: readonly Mode[];
  currentModeId: ModeId;
  memberTier: Tier;
  /** An open guide was chosen: a fresh conversation with it. */
  onChoose: (modeId: ModeId) => void;
  /** A locked guide was chosen: offer the upgrade instead. */
  onLocked: (mode: Mode) => void;
}

function shortName(mode: Mode): string {
  return mode.name.replace(/ Mode$/, '');
}

/** The guide menu. Choosing a guide starts a fresh conversation; locked guides say what opens them. */
export function ModePicker({ modes, currentModeId, memberTier, onChoose, onLocked }: ModePickerProps) {
  const current = modes.find((mode) => mode.id === currentModeId) ?? modes[0];
  if (!current) return null;
  const CurrentIcon = guideIcons[current.id] ?? Sparkles;

  function handleSelect(value: string) {
    const mode = modes.find((candidate) => candidate.id === value);
    if (!mode) return;
    if (tierIncludes(memberTier, mode.requiredTier)) onChoose(mode.id);
    else onLocked(mode);
  }

  return (
    <Menu.Root onSelect={({ value }) => handleSelect(value)} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          colorPalette="gray"
          size="sm"
          borderRadius="full"
          aria-label={`Guide: ${current.name}. Choose a guide`}
          data-testid="mode-picker"
          px={{ base: '2.5', sm: '3' }}
          minW="0"
        >
          <Box as="span" color="var(--mw-primary, var(--chakra-colors-brand-fg))" display="inline-flex">
            <CurrentIcon aria-hidden="true" />
          </Box>
          <Text as="span" display={{ base: 'inline', sm: 'none' }} truncate>
            {shortName(current)}
          </Text>
          <Text as="span" display={{ base: 'none', sm: 'inline' }} truncate>
            {current.name}
          </Text>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <MenuContent minW="18rem" maxW="calc(100vw - 1.5rem)" py="1.5">
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel fontSize="xs" color="fg.muted" fontWeight="medium">
            Start a fresh conversation with
          </Menu.ItemGroupLabel>
          {modes.map((mode) => {
            const Icon = guideIcons[mode.id] ?? Sparkles;
            const open = tierIncludes(memberTier, mode.requiredTier);
            return (
              <Menu.Item key={mode.id} value={mode.id} alignItems="flex-start" py="2.5" gap="3">
                <Box color={open ? 'brand.fg' : 'fg.muted'} mt="0.5" display="inline-flex">
                  <Icon size={18} aria-hidden="true" />
                </Box>
                <Stack gap="0.5" flex="1" minW="0">
                  <HStack gap="2" justify="space-between">
                    <Text fontWeight="semibold">{mode.name}</Text>
                    {open ? (
                      mode.id === currentModeId && (
                        <Box color="brand.fg" display="inline-flex">
                          <Check size={16} aria-label="Current guide" />
                        </Box>
                      )
                    ) : (
                      <Badge size="sm" variant="surface" colorPalette="gray" flexShrink={0}>
                        <Lock size={12} aria-hidden="true" />
                        {tierLabel(planThatOpens(mode.requiredTier))}
                      </Badge>
                    )}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" lineClamp="2">
                    {open
                      ? mode.description
                      : `Opens with the ${tierLabel(planThatOpens(mode.requiredTier))} plan.`}
                  </Text>
                </Stack>
              </Menu.Item>
            );
          })}
        </Menu.ItemGroup>
      </MenuContent>
    </Menu.Root>
  );
}
