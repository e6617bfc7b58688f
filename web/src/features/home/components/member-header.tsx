import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { LogOut, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { PublicMember } from '../../../../../shared/api/schemas/auth';
import { tierLabel } from '../../../../../shared/domain/tiers';
import { AppHeader } from '../../../components/app-header';
import { ColorModeButton } from '../../../components/ui/color-mode';

interface MemberHeaderProps {
  member: PublicMember;
  onLogout: () => Promise<void>;
}

export function MemberHeader({ member, onLogout }: MemberHeaderProps) {
  const [signingOut, setSigningOut] = useState(false);
  const isLifetime = member.subscriptionTier === 'lifetime';

  async function handleLogout() {
    setSigningOut(true);
    try {
      await onLogout();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <AppHeader>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: '0.5', sm: '2' }}
        align={{ base: 'flex-end', sm: 'center' }}
        me={{ base: '1', sm: '2' }}
        data-testid="member-identity"
      >
        <Text fontWeight="medium" fontSize="sm" lineClamp="1" maxW={{ base: '28', sm: '48' }}>
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
      <ColorModeButton />
      <Button
        variant="outline"
        colorPalette="gray"
        size="sm"
        onClick={handleLogout}
        loading={signingOut}
        aria-label="Logout"
      >
        <LogOut aria-hidden="true" />
        <Text as="span" display={{ base: 'none', sm: 'inline' }}>
          Logout
        </Text>
      </Button>
    </AppHeader>
  );
}
