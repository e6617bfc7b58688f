import { Box } from '@chakra-ui/react';

/** A step's number in a round badge, beside the step's title (read from the title, not from this). */
export function StepNumber({ number }: { number: number }) {
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      w="8"
      h="8"
      borderRadius="full"
      bg="brand.muted"
      color="brand.fg"
      fontWeight="semibold"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {number}
    </Box>
  );
}
