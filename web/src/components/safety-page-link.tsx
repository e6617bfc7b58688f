import { Link, type LinkProps, VisuallyHidden } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { SAFETY_PAGE_LINK_TEXT } from './safety-page-link-text';

// Plain text in its own module, so a page's script can name the page without this component's code.
export { SAFETY_PAGE_LINK_TEXT };

interface SafetyPageLinkProps extends Omit<LinkProps, 'href' | 'children' | 'asChild'> {
  /**
   * Opens the page in a new tab, so a conversation (and any crisis card in it) stays where it was.
   * Screen readers hear that it does.
   */
  newTab?: boolean;
}

/** A link to `/safety`, the crisis protocol: from the site footer, the chat's disclaimer and its crisis card. */
export function SafetyPageLink({ newTab = false, ...linkProps }: SafetyPageLinkProps) {
  const content = (
    <>
      <ShieldCheck size={14} aria-hidden="true" />
      {SAFETY_PAGE_LINK_TEXT}
    </>
  );
  if (newTab) {
    return (
      <Link href={paths.safety} target="_blank" rel="noopener" textDecoration="underline" {...linkProps}>
        {content}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    );
  }
  return (
    <Link asChild textDecoration="underline" {...linkProps}>
      <RouterLink to={paths.safety}>{content}</RouterLink>
    </Link>
  );
}
