import { Alert, Box, IconButton, Link } from '@chakra-ui/react';
import { ArrowRight, X } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { UpgradeRefusal } from '#web/features/chat/model/chat-errors.ts';

interface UpgradeRefusalNoticeProps {
  refusal: UpgradeRefusal;
  onDismiss: () => void;
}

/**
 * A message the plan does not cover (a locked guide's slash command, or the month's last new
 * conversation used): the server's words and the way to upgrade, right above the message box.
 */
export function UpgradeRefusalNotice({ refusal, onDismiss }: UpgradeRefusalNoticeProps) {
  return (
    <Box px="3" pt="3" flexShrink={0}>
      <Alert.Root
        status="info"
        borderRadius="lg"
        maxW="3xl"
        mx="auto"
        data-testid="upgrade-refusal"
        role="alert"
      >
        <Alert.Indicator />
        <Alert.Content gap="1.5">
          <Alert.Description color="fg">{refusal.message}</Alert.Description>
          <Link
            asChild
            fontWeight="semibold"
            color="brand.fg"
            textDecoration="underline"
            alignSelf="flex-start"
          >
            <RouterLink to={refusal.upgradeUrl}>
              See upgrade options
              <ArrowRight size={16} aria-hidden="true" />
            </RouterLink>
          </Link>
        </Alert.Content>
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="gray"
          aria-label="Dismiss"
          onClick={onDismiss}
          mt="-1"
        >
          <X aria-hidden="true" />
        </IconButton>
      </Alert.Root>
    </Box>
  );
}
