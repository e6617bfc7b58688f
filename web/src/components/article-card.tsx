import { Card } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A card that is an article of a list (a plan, a download): outlined on the panel colour with
 * 2xl corners, named by its title (`ArticleCardTitle` with the same id). The rest is the caller's.
 */
export function ArticleCard({ titleId, ...card }: ComponentProps<typeof Card.Root> & { titleId: string }) {
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      bg="bg.panel"
      borderRadius="2xl"
      {...card}
    />
  );
}

/** An article card's name, in the heading face. */
export function ArticleCardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Card.Title as="h3" id={id} fontFamily="heading" fontSize="xl">
      {children}
    </Card.Title>
  );
}
