/**
 * Opens a blank tab at once, inside the click, where popup blockers allow it; it is pointed at
 * Stripe once the checkout exists. It cannot reach back to this page (no opener).
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  try {
    tab.document.title = 'Opening secure checkout…';
    tab.document.body.textContent = 'Opening secure checkout…';
  } catch {
    // Some browsers keep the new tab's document out of reach; the tab still works.
  }
  return tab;
}
