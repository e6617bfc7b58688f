/** Colour contrast as WCAG 2 measures it, for a practice's theme and the portal's text on brand colours. */

export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text: what a practice's theme must keep (decisions, 'Safety'). */
export const MIN_TEXT_CONTRAST = 4.5;

/** `#rgb` or `#rrggbb` as [r, g, b] (0-255), or null. */
export function rgbOfHex(hex: string): Rgb | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const parts = long ? long.slice(1) : short ? short.slice(1).map((p) => p + p) : null;
  return parts ? (parts.map((part) => Number.parseInt(part, 16)) as unknown as Rgb) : null;
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const NEAR_BLACK_HEX = '#111827';

/** Black or white text, whichever reads better on a `#rrggbb` background (white when unreadable). */
export function readableTextOn(hex: string): string {
  const background = rgbOfHex(hex);
  if (!background || hex.length !== 7) return '#ffffff';
  const nearBlack = rgbOfHex(NEAR_BLACK_HEX)!;
  return contrastRatio(WHITE, background) >= contrastRatio(nearBlack, background)
    ? '#ffffff'
    : NEAR_BLACK_HEX;
}
