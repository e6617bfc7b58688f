import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * An action that reads as a link inside a sentence ("…, or ask for another link."): a plain button,
 * underlined, with no box, height or padding of its own. Colour and alignment are the caller's.
 */
export function InlineLinkButton(props: ButtonProps) {
  return <Button variant="plain" size="sm" p="0" h="auto" minW="0" textDecoration="underline" {...props} />;
}
