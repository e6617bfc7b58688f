/** Black or white text, whichever reads better on a `#rrggbb` background (WCAG relative luminance). */
export function readableTextOn(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#ffffff';
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white: 1.05 / (L + 0.05); with near-black (#111827, L ≈ 0.011): (L + 0.05) / 0.061.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.061 ? '#ffffff' : '#111827';
}
