import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { LifeBuoy } from 'lucide-react';
import { useId } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';

/** The practice's crisis support box: shown when showEmergencyInfo is on and it has instructions. */
export function CrisisSupportBox({ practice }: { practice: PublicPracticeProfile }) {
  const headingId = useId();
  if (!practice.showEmergencyInfo || !practice.emergencyInstructions.trim()) return null;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="crisis-support-box"
      borderWidth="1px"
      borderColor="red.muted"
      bg="red.subtle"
      borderRadius="xl"
      p="4"
    >
      <Stack gap="2">
        <Heading
          as="h2"
          id={headingId}
          fontSize="sm"
          fontWeight="semibold"
          display="flex"
          gap="2"
          alignItems="center"
        >
          <LifeBuoy size={16} aria-hidden="true" /> Crisis support
        </Heading>
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {practice.emergencyInstructions}
        </Text>
        <Text fontSize="sm">
          In the US you can also call or text <strong>988</strong> at any time; in an emergency call your
          local emergency number.
        </Text>
      </Stack>
    </Box>
  );
}
