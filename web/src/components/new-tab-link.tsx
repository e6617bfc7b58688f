import { Link, type LinkProps, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface NewTabLinkProps extends Omit<LinkProps, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/**
 * An underlined link that opens in a new tab, so the page it is on keeps what was typed or said
 * (a sign-up form, a conversation); a screen reader hears that it opens a tab. Colour is the caller's.
 */
export function NewTabLink({ href, children, ...look }: NewTabLinkProps) {
  return (
    <Link href={href} target="_blank" rel="noopener" textDecoration="underline" {...look}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}
