import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  /** The heading's id: the section is named by it. */
  headingId: string;
  title: string;
  description: string;
  /** The card's form; null while its settings load. */
  children: ReactNode;
}

/** One part of the practice's settings below the assistant's tabs (the practice's name, the portal's branding). */
export function SettingsCard({ headingId, title, description, children }: SettingsCardProps) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>{children ?? <Text>Loading…</Text>}</Card.Body>
    </Card.Root>
  );
}
