import { Container, Heading, Stack } from '@chakra-ui/react';
import { Disclaimer } from '#web/components/disclaimer.tsx';

export function DisclaimerSection() {
  return (
    <Container as="section" aria-labelledby="disclaimer-heading" maxW="3xl" pb="16">
      <Stack gap="3">
        <Heading as="h2" id="disclaimer-heading" fontSize="md">
          Reflective support, not therapy
        </Heading>
        <Disclaimer />
      </Stack>
    </Container>
  );
}
