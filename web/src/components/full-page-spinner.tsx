import { Spinner, Text, VStack } from '@chakra-ui/react';

/** Shown while the session (or a screen's code) loads. */
export function FullPageSpinner({ message = 'Loading your space…' }: { message?: string }) {
  return (
    <VStack as="main" minH="100dvh" justify="center" gap="4" px="6">
      <VStack role="status" aria-live="polite" gap="4">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
        <Text color="fg.muted" fontSize="md">
          {message}
        </Text>
      </VStack>
    </VStack>
  );
}
