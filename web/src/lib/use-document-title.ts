import { useEffect } from 'react';

export const PRODUCT_NAME = 'Mirrorwell';

/** Sets the tab title for a screen: '{screen} · Mirrorwell', or the product name alone. */
export function useDocumentTitle(screenTitle?: string): void {
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screenTitle]);
}
