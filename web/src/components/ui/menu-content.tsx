import { Menu, Portal } from '@chakra-ui/react';

/**
 * A menu's list, carried to the end of the page (so no parent's overflow or stacking clips it) and
 * placed by its trigger: Chakra's `MenuContent` snippet. Props style the list itself.
 */
export function MenuContent(props: Menu.ContentProps) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content {...props} />
      </Menu.Positioner>
    </Portal>
  );
}
