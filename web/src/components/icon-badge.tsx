import { Box } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/** A decorative icon in a soft round badge (guide cards, tips, the welcome panel). */
export function IconBadge({ icon: Icon, size = 20 }: { icon: LucideIcon; size?: number }) {
  return (
    <Box
      color="brand.fg"
      bg="brand.subtle"
      borderRadius="full"
      p="2.5"
      display="inline-flex"
      flexShrink={0}
      aria-hidden="true"
    >
      <Icon size={size} />
    </Box>
  );
}
