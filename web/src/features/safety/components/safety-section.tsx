import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A section heading of the safety page (an h2). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading as="h2" id={id} fontSize={{ base: 'xl', md: '2xl' }}>
      {children}
    </Heading>
  );
}

/** A section of the safety page: its h2 names it for assistive technology. */
export function SafetySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {children}
    </Stack>
  );
}

/** A subsection heading (an h3). */
export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" fontSize="md" pt="2">
      {children}
    </Heading>
  );
}
