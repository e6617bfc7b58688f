import { Text, type TextProps } from '@chakra-ui/react';

/** A value to copy as it is (a link, a code), in a monospaced box that wraps anywhere. */
export function CodeLine(props: TextProps) {
  return (
    <Text
      as="code"
      fontSize="sm"
      bg="bg.muted"
      px="2"
      py="1"
      borderRadius="md"
      wordBreak="break-all"
      {...props}
    />
  );
}
