import { Box, Button, HStack, IconButton, Menu, Separator, Stack, Text } from '@chakra-ui/react';
import {
  Brain,
  ChartColumn,
  CircleHelp,
  Download,
  Ellipsis,
  Eraser,
  History,
  LogOut,
  type LucideIcon,
  Moon,
  Settings,
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
import { TierBadge } from '#web/components/tier-badge.tsx';
import { ColorModeButton, useColorMode } from '#web/components/ui/color-mode.tsx';
import { MenuContent } from '#web/components/ui/menu-content.tsx';
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
 * One of the member's own screens (`to`, its address) or a panel of this one (`run` opens it),
 * reached from the top bar, or on a phone from its menu.
 */
type MemberAction = { value: string; label: string; icon: LucideIcon } & (
  | { to: string }
  | { run: () => void }
);

/** What the top bar offers beside the guide menu, in the order it shows them. */
function memberActions(actions: ChatHeaderActions): MemberAction[] {
  return [
    { value: 'insights', label: 'Insights', icon: ChartColumn, to: paths.insights },
    { value: 'downloads', label: 'Downloads library', icon: Download, to: paths.downloads },
    { value: 'memory', label: 'What your guides remember', icon: Brain, run: actions.onOpenMemory },
    { value: 'settings', label: 'Settings and your data', icon: Settings, run: actions.onOpenSettings },
    { value: 'clear-cache', label: 'Clear local cache', icon: Eraser, run: actions.onClearCache },
  ];
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
          <TierBadge tier={member.subscriptionTier} size="sm" data-testid="tier-label" />
        </Stack>
        <HStack gap="1" hideBelow="md">
          {memberActions(props).map(({ icon: Icon, ...action }) =>
            'to' in action ? (
              <HeaderLink key={action.value} label={action.label} to={action.to}>
                <Icon aria-hidden="true" />
              </HeaderLink>
            ) : (
              <HeaderIcon key={action.value} label={action.label} onClick={action.run}>
                <Icon aria-hidden="true" />
              </HeaderIcon>
            ),
          )}
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
  const screenActions = memberActions(actions);
  const handlers: Record<string, () => void> = {
    ...Object.fromEntries(
      screenActions.map((action) => [action.value, 'to' in action ? () => navigate(action.to) : action.run]),
    ),
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
      <MenuContent minW="15rem">
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel>
            {member.firstName} · {tierLabel(member.subscriptionTier)}
          </Menu.ItemGroupLabel>
          {screenActions.map(({ value, label, icon: Icon }) => (
            <Menu.Item key={value} value={value}>
              <Icon size={16} aria-hidden="true" />
              {label}
            </Menu.Item>
          ))}
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
      </MenuContent>
    </Menu.Root>
  );
}
