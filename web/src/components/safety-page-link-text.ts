/** What every link to the public safety page says, and the page's own title. */
export const SAFETY_PAGE_LINK_TEXT = 'How we keep you safe';
