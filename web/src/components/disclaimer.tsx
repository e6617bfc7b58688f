import { Box, HStack, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';

export const DISCLAIMER_TEXT =
  'Mirrorwell is a reflective support tool, not therapy. It does not give medical or diagnostic advice and is not a substitute for professional treatment.';

export const CRISIS_TEXT =
  'If you are in crisis or thinking about harming yourself, call or text 988 (US) or contact your local emergency services right away.';

/** The disclaimer every member sees: on the landing page, at sign-up and in the chat. */
export function Disclaimer({ compact = false }: { compact?: boolean }) {
  return (
    <HStack
      align="flex-start"
      gap="3"
      p={compact ? '3' : '4'}
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      textAlign="start"
      data-testid="disclaimer"
    >
      <Box color="brand.fg" mt="0.5" flexShrink={0}>
        <Info size={18} aria-hidden="true" />
      </Box>
      <Box>
        <Text fontSize="sm" color="fg">
          {DISCLAIMER_TEXT}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {CRISIS_TEXT}
        </Text>
      </Box>
    </HStack>
  );
}
