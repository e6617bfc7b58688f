import { Box, Heading, HStack, type StackProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconHeadingProps extends Omit<StackProps, 'title'> {
  icon: LucideIcon;
  /** The heading's id, which names the card it heads. */
  headingId: string;
  title: ReactNode;
  /** Shown after the heading on the same line (a badge). */
  children?: ReactNode;
}

/**
 * A card's h3 led by its icon in the brand colour: a guide's memory or themes, the weekly
 * reflection. Spacing below it is the caller's.
 */
export function IconHeading({ icon: Icon, headingId, title, children, ...row }: IconHeadingProps) {
  return (
    <HStack gap="2" {...row}>
      <Box color="brand.fg" display="inline-flex">
        <Icon size={18} aria-hidden="true" />
      </Box>
      <Heading as="h3" id={headingId} fontSize="md">
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
