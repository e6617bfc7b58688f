import {
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Menu,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  Brain,
  ChartColumn,
  CircleHelp,
  Download,
  Ellipsis,
  Eraser,
  History,
  LogOut,
  Moon,
  Settings,
  Sparkles,
  Sun,
} from 'lucide-react';
import { useContext, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import type { Mode, ModeId } from '#shared/domain/modes.ts';
import { tierLabel } from '#shared/domain/tiers.ts';
import { paths } from '#web/app/paths.ts';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { MoodPicker } from '#web/components/mood-picker.tsx';
import { ColorModeButton, useColorMode } from '#web/components/ui/color-mode.tsx';
import { OnboardingControlsContext } from '#web/lib/onboarding-controls.tsx';
import { IconTip } from './icon-tip';
import { ModePicker } from './mode-picker';

export interface ChatHeaderActions {
  onOpenConversations: () => void;
  onOpenMemory: () => void;
  onOpenSettings: () => void;
  onClearCache: () => void;
  onLogout: () => Promise<void>;
}

interface ChatHeaderProps extends ChatHeaderActions {
  member: PublicMember;
  modes: readonly Mode[];
  modeId: ModeId;
  onChooseMode: (modeId: ModeId) => void;
  onLockedMode: (mode: Mode) => void;
}

/**
 * The chat's top bar. Wide screens show every action; phones keep the guide menu and the mood
 * picker in reach and fold the rest into one menu.
 */
export function ChatHeader(props: ChatHeaderProps) {
  const { member, modes, modeId, onChooseMode, onLockedMode } = props;
  // The onboarding feature provides the tips; without it the help button is simply not offered.
  const onboarding = useContext(OnboardingControlsContext);
  const [signingOut, setSigningOut] = useState(false);
  const isLifetime = member.subscriptionTier === 'lifetime';

  async function logout() {
    setSigningOut(true);
    try {
      await props.onLogout();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <HStack
      as="header"
      flexShrink={0}
      gap={{ base: '1.5', md: '3' }}
      px={{ base: '2', sm: '4' }}
      py="2.5"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
      position="relative"
      zIndex="docked"
    >
      <IconTip label="Conversations">
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          aria-label="Conversations"
          onClick={props.onOpenConversations}
          hideFrom="md"
        >
          <History aria-hidden="true" />
        </IconButton>
      </IconTip>
      <Box flexShrink={0}>
        <BrandLogo compact />
      </Box>
      <Separator orientation="vertical" h="6" hideBelow="md" />
      <Box minW="0">
        <ModePicker
          modes={modes}
          currentModeId={modeId}
          memberTier={member.subscriptionTier}
          onChoose={onChooseMode}
          onLocked={onLockedMode}
        />
      </Box>

      <HStack gap={{ base: '0.5', md: '1' }} ms="auto" flexShrink={0}>
        <Stack direction="row" gap="2" align="center" me="2" hideBelow="lg" data-testid="member-identity">
          <Text fontWeight="medium" fontSize="sm" lineClamp="1" maxW="40">
            {member.firstName}
          </Text>
          <Badge
            colorPalette={isLifetime ? 'gold' : 'brand'}
            variant={isLifetime ? 'solid' : 'subtle'}
            size="sm"
            borderRadius="full"
            data-testid="tier-label"
          >
            {isLifetime && <Sparkles size={12} aria-hidden="true" />}
            {tierLabel(member.subscriptionTier)}
          </Badge>
        </Stack>
        <HStack gap="1" hideBelow="md">
          <HeaderLink label="Insights" to={paths.insights}>
            <ChartColumn aria-hidden="true" />
          </HeaderLink>
          <HeaderLink label="Downloads library" to={paths.downloads}>
            <Download aria-hidden="true" />
          </HeaderLink>
          <HeaderIcon label="What your guides remember" onClick={props.onOpenMemory}>
            <Brain aria-hidden="true" />
          </HeaderIcon>
          <HeaderIcon label="Settings and your data" onClick={props.onOpenSettings}>
            <Settings aria-hidden="true" />
          </HeaderIcon>
          <HeaderIcon label="Clear local cache" onClick={props.onClearCache}>
            <Eraser aria-hidden="true" />
          </HeaderIcon>
        </HStack>
        <MoodPicker />
        {onboarding && (
          <Box hideBelow="md">
            <HeaderIcon label="How to use Mirrorwell" onClick={onboarding.open}>
              <CircleHelp aria-hidden="true" />
            </HeaderIcon>
          </Box>
        )}
        <Box hideBelow="md">
          <ColorModeButton />
        </Box>
        <Button
          variant="outline"
          colorPalette="gray"
          size="sm"
          onClick={logout}
          loading={signingOut}
          hideBelow="md"
          ms="1"
        >
          <LogOut aria-hidden="true" />
          Logout
        </Button>
        <PhoneMenu {...props} onHelp={onboarding?.open} onLogoutSelected={logout} />
      </HStack>
    </HStack>
  );
}

function HeaderIcon({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <IconTip label={label}>
      <IconButton variant="ghost" colorPalette="gray" size="sm" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </IconTip>
  );
}

/** An icon link to another screen, named by its tooltip. */
function HeaderLink({ label, to, children }: { label: string; to: string; children: React.ReactNode }) {
  return (
    <IconTip label={label}>
      <IconButton asChild variant="ghost" colorPalette="gray" size="sm" aria-label={label}>
        <RouterLink to={to}>{children}</RouterLink>
      </IconButton>
    </IconTip>
  );
}

interface PhoneMenuProps extends ChatHeaderProps {
  onHelp: (() => void) | undefined;
  onLogoutSelected: () => Promise<void>;
}

/** Everything that does not fit a phone's top bar, in one menu. */
function PhoneMenu({ member, onHelp, onLogoutSelected, ...actions }: PhoneMenuProps) {
  const { colorMode, toggleColorMode } = useColorMode();
  const nextMode = colorMode === 'dark' ? 'light' : 'dark';
  const navigate = useNavigate();
  const handlers: Record<string, () => void> = {
    insights: () => navigate(paths.insights),
    downloads: () => navigate(paths.downloads),
    memory: actions.onOpenMemory,
    settings: actions.onOpenSettings,
    'clear-cache': actions.onClearCache,
    help: () => onHelp?.(),
    theme: toggleColorMode,
    logout: () => void onLogoutSelected(),
  };
  return (
    <Menu.Root onSelect={({ value }) => handlers[value]?.()} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" colorPalette="gray" size="sm" aria-label="More options" hideFrom="md">
          <Ellipsis aria-hidden="true" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="15rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                {member.firstName} · {tierLabel(member.subscriptionTier)}
              </Menu.ItemGroupLabel>
              <Menu.Item value="insights">
                <ChartColumn size={16} aria-hidden="true" />
                Insights
              </Menu.Item>
              <Menu.Item value="downloads">
                <Download size={16} aria-hidden="true" />
                Downloads library
              </Menu.Item>
              <Menu.Item value="memory">
                <Brain size={16} aria-hidden="true" />
                What your guides remember
              </Menu.Item>
              <Menu.Item value="settings">
                <Settings size={16} aria-hidden="true" />
                Settings and your data
              </Menu.Item>
              <Menu.Item value="clear-cache">
                <Eraser size={16} aria-hidden="true" />
                Clear local cache
              </Menu.Item>
              {onHelp && (
                <Menu.Item value="help">
                  <CircleHelp size={16} aria-hidden="true" />
                  How to use Mirrorwell
                </Menu.Item>
              )}
              <Menu.Item value="theme">
                {colorMode === 'dark' ? (
                  <Sun size={16} aria-hidden="true" />
                ) : (
                  <Moon size={16} aria-hidden="true" />
                )}
                Switch to {nextMode} mode
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout">
                <LogOut size={16} aria-hidden="true" />
                Logout
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
