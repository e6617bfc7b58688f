import { useEffect } from 'react';
import { documentTitleFor } from './document-title';

/** Sets the tab title for a screen: '{screen} · Mirrorwell', or the product name alone. */
export function useDocumentTitle(screenTitle?: string): void {
  useEffect(() => {
    document.title = documentTitleFor(screenTitle);
  }, [screenTitle]);
}
