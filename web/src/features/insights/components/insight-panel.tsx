import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A bordered panel of the insights page: one figure, chart or list. */
export function InsightPanel({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box layerStyle="panel" p={{ base: '4', md: '5' }} data-testid={testId}>
      {children}
    </Box>
  );
}
