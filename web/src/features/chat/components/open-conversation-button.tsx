import { Box, type BoxProps } from '@chakra-ui/react';
import type { ConversationSummary } from '#shared/api/schemas/chat.ts';

interface OpenConversationButtonProps extends Omit<BoxProps, 'onClick'> {
  conversation: ConversationSummary;
  /** The conversation on screen: announced as current. */
  current: boolean;
  onOpen: (conversation: ConversationSummary) => void;
}

/**
 * A conversation in a list (the recent ones, search results), pressed to open it: a rounded,
 * padded button whose words are the caller's. Width and fill are the caller's too.
 */
export function OpenConversationButton({
  conversation,
  current,
  onOpen,
  ...button
}: OpenConversationButtonProps) {
  return (
    <Box
      as="button"
      onClick={() => onOpen(conversation)}
      aria-current={current ? 'true' : undefined}
      textAlign="start"
      px="2.5"
      py="2"
      borderRadius="lg"
      cursor="pointer"
      focusVisibleRing="inside"
      {...button}
    />
  );
}
