import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A landing section's centred h2 and the lead line under it; the h2's id names the section. */
export function SectionIntro({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" textAlign="center" align="center" mb="10">
      <Heading as="h2" id={headingId} fontSize={{ base: '2xl', md: '4xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
        {children}
      </Text>
    </Stack>
  );
}
