import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top of a therapist's settings screen (AI Customization, Referrals): its title and what it is for. */
export function TherapistPageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}
