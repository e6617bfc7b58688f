/** Black or white text on a brand colour: one rule for the portal and for the theme's contrast check. */
export { readableTextOn } from '#shared/domain/colour-contrast.ts';
