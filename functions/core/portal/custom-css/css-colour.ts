import type { Rgb } from '#shared/domain/colour-contrast.ts';
import { rgbOfHex } from '#shared/domain/colour-contrast.ts';
import { COLOUR_FUNCTIONS } from './css-policy';
import type { CssNode } from './css-tree-lean';
import { NAMED_COLOURS } from './named-colours';

/** A colour a theme wrote, as sRGB with its opacity (0 to 1). */
export interface ThemeColour {
  rgb: Rgb;
  alpha: number;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

function hexColour(hex: string): ThemeColour | null {
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const rgb = rgbOfHex(`#${full.slice(0, 6)}`);
  const alpha = full.length === 8 ? Number.parseInt(full.slice(6), 16) / 255 : 1;
  return rgb ? { rgb, alpha } : null;
}

/** The plain numbers of a colour function's arguments (percentages as 0-1 fractions marked). */
function argumentsOf(args: CssNode[]): { value: number; percent: boolean; unit: string }[] | null {
  const values: { value: number; percent: boolean; unit: string }[] = [];
  for (const node of args) {
    if (
      node.type === 'WhiteSpace' ||
      (node.type === 'Operator' && (node.value === ',' || node.value === '/'))
    )
      continue;
    if (node.type === 'Number') values.push({ value: Number(node.value), percent: false, unit: '' });
    else if (node.type === 'Percentage') values.push({ value: Number(node.value), percent: true, unit: '%' });
    else if (node.type === 'Dimension')
      values.push({ value: Number(node.value), percent: false, unit: node.unit.toLowerCase() });
    else return null;
  }
  return values.every((v) => Number.isFinite(v.value)) ? values : null;
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(saturation, 1);
  const l = clamp(lightness, 1);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [h + 1 / 3, h, h - 1 / 3].map((t) => Math.round(channel(t) * 255)) as unknown as Rgb;
}

function functionColour(name: string, args: CssNode[]): ThemeColour | null {
  if (!COLOUR_FUNCTIONS.has(name)) return null;
  const values = argumentsOf(args);
  if (!values || (values.length !== 3 && values.length !== 4)) return null;
  const alphaArg = values[3];
  const alpha = alphaArg ? clamp(alphaArg.percent ? alphaArg.value / 100 : alphaArg.value, 1) : 1;
  if (alphaArg?.unit && !alphaArg.percent) return null;
  if (name.startsWith('rgb')) {
    if (values.slice(0, 3).some((v) => v.unit && !v.percent)) return null;
    const rgb = values
      .slice(0, 3)
      .map((v) => Math.round(clamp(v.percent ? v.value * 2.55 : v.value, 255))) as unknown as Rgb;
    return { rgb, alpha };
  }
  const [hue, saturation, lightness] = values as [(typeof values)[0], (typeof values)[0], (typeof values)[0]];
  if (!['', 'deg'].includes(hue.unit) || saturation.unit === 'px' || lightness.unit === 'px') return null;
  return { rgb: hslToRgb(hue.value, saturation.value / 100, lightness.value / 100), alpha };
}

/**
 * The colour a value node names: `#hex`, a CSS colour name, `transparent`, or `rgb()`/`hsl()`
 * (with or without alpha) of plain numbers. Null for anything else, `currentColor` included.
 */
export function colourOf(node: CssNode): ThemeColour | null {
  if (node.type === 'Hash') return hexColour(node.value);
  if (node.type === 'Identifier') {
    const name = node.name.toLowerCase();
    if (name === 'transparent') return { rgb: [0, 0, 0], alpha: 0 };
    const hex = NAMED_COLOURS[name];
    return hex ? { rgb: rgbOfHex(hex)!, alpha: 1 } : null;
  }
  if (node.type === 'Function') return functionColour(node.name.toLowerCase(), node.children.toArray());
  return null;
}

/** `#rrggbb` of an sRGB colour, for messages. */
export const hexOf = (rgb: Rgb): string => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
