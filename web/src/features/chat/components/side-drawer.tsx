import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  placement: 'start' | 'end';
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/** A panel that slides in from the side: the conversation list on phones, memory and settings. */
export function SideDrawer({
  open,
  onOpenChange,
  title,
  placement,
  children,
  footer,
  testId,
}: SideDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement={placement}
      size={{ base: 'full', sm: 'sm' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId} maxW={{ base: '100vw', sm: '26rem' }}>
            <Drawer.Header borderBottomWidth="1px" borderColor="border" py="4">
              <Drawer.Title fontFamily="heading" fontSize="xl">
                {title}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px={{ base: '4', sm: '5' }} py="4">
              {children}
            </Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild top="3.5">
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
