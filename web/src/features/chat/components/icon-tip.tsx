import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** A short label for an icon-only control, for pointer users (the control keeps its aria-label). */
export function IconTip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={700} closeDelay={150} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
