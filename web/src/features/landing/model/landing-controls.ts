/** The landing page's tab title (its screen name; see lib/document-title.ts). */
export const LANDING_TITLE = 'A quiet space for self-reflection';

/**
 * The hooks the landing's script finds its controls by (page-script/): the markup carries them,
 * the script gives them their behaviour, whether React rendered the page now or at build time.
 */
export const landingControls = {
  founderStory: 'data-founder-story',
  founderStoryClose: 'data-founder-story-close',
  founderStoryBegin: 'data-founder-story-begin',
  founderStoryAgain: 'data-founder-story-again',
  checkoutProduct: 'data-checkout-product',
  checkoutLabel: 'data-checkout-label',
  checkoutNotConfigured: 'data-checkout-not-configured',
  checkoutFailure: 'data-checkout-failure',
  colorModeToggle: 'data-color-mode-toggle',
} as const;

/** A CSS selector for elements carrying one of those hooks. */
export function controlSelector(hook: (typeof landingControls)[keyof typeof landingControls]): string {
  return `[${hook}]`;
}
