import type { Page } from '@playwright/test';
import { runInPage } from './in-page-steps';

/** What a person would notice about one piece of safety UI, measured in the page. */
export interface SafetyElementReading {
  target: string;
  problems: string[];
  minContrast: number;
}

/** Readable text: WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
/** Text smaller than this is not readable, whatever its colour. */
export const MIN_FONT_PX = 10;

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];
type ReadColour = (colour: string) => Rgba;
interface Limits {
  minContrast: number;
  minFontPx: number;
}

/**
 * Scrolls each target into view and reads, as Chromium paints it: whether it is rendered at a usable
 * size, whether it lies within the viewport, whether `elementFromPoint` at its centre (and at the
 * centre of each line of its text) lands inside it, and the contrast of every piece of its text
 * against the backgrounds behind it (text colour with every ancestor's opacity, backgrounds composed
 * from the nearest opaque one). Problems are described in words; none means the target passed.
 */
export async function readSafetyElements(
  page: Page,
  targets: { name: string; selector: string }[],
): Promise<SafetyElementReading[]> {
  const limits: Limits = { minContrast: MIN_CONTRAST, minFontPx: MIN_FONT_PX };
  return runInPage(page, IN_PAGE_STEPS, readTargets, targets, limits);
}

// The steps below run in the page, not in Node (see `runInPage`).

/** Any CSS colour as [r, g, b, a] (0-255, alpha 0-1), as the browser itself resolves it. */
function colourReader(): ReadColour {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const paint = canvas.getContext('2d', { willReadFrequently: true })!;
  return (colour) => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#000';
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
}

function over(top: Rgba, under: Rgb): Rgb {
  return [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour behind an element: its own and its ancestors' backgrounds, composed onto white. */
function backdrop(element: Element, readColour: ReadColour): Rgb {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = readColour(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] >= 1) break;
  }
  return layers.reduceRight<Rgb>((under, layer) => over(layer, under), [255, 255, 255]);
}

function opacityOf(element: Element): number {
  let product = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    product *= Number(getComputedStyle(node).opacity);
  }
  return product;
}

function nextFrame(): Promise<null> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
}

/** Null when a point lands inside the element, else what covers it. */
function coverAt(element: Element, x: number, y: number): string | null {
  const hit = document.elementFromPoint(x, y);
  if (hit && element.contains(hit)) return null;
  const what = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
  return `covered at ${Math.round(x)},${Math.round(y)} by ${what}`;
}

/** Whether the element is rendered, large enough, in the viewport and not covered at its centre. */
function boxProblems(element: Element): string[] {
  const problems: string[] = [];
  const box = element.getBoundingClientRect();
  const [vw, vh] = [window.innerWidth, window.innerHeight];
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
    problems.push('not rendered (display, visibility or opacity)');
  }
  if (box.width < 40 || box.height < 16) {
    problems.push(`too small: ${Math.round(box.width)}x${Math.round(box.height)} px`);
  }
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const fits = box.left >= -1 && box.top >= -1 && box.right <= vw + 1 && box.bottom <= vh + 1;
  const centreInView = centre.x >= 0 && centre.x <= vw && centre.y >= 0 && centre.y <= vh;
  if (!centreInView || (!fits && box.height <= vh && box.width <= vw)) {
    problems.push(
      `outside the viewport: ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`,
    );
  }
  const atCentre = coverAt(element, centre.x, centre.y);
  if (atCentre) problems.push(atCentre);
  return problems;
}

/** The element's text nodes that hold more than white space. */
function textsWithWords(element: Element): Text[] {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.textContent ?? '').trim()) texts.push(node as Text);
  }
  return texts;
}

/** Whether a painted text's lines stay in the element's box, and its first line is in view and uncovered. */
function lineProblems(element: Element, lines: DOMRect[], words: string): string[] {
  const problems: string[] = [];
  const frameBox = element.getBoundingClientRect();
  const outside = (line: DOMRect) =>
    line.left < frameBox.left - 2 ||
    line.right > frameBox.right + 2 ||
    line.top < frameBox.top - 2 ||
    line.bottom > frameBox.bottom + 2;
  if (lines.some(outside)) problems.push(`text outside its box: "${words}"`);
  const first = lines[0]!;
  const point = { x: first.left + first.width / 2, y: first.top + first.height / 2 };
  if (point.x < 0 || point.x > window.innerWidth || point.y < 0 || point.y > window.innerHeight) {
    problems.push(`text off screen: "${words}"`);
  } else {
    const covered = coverAt(element, point.x, point.y);
    if (covered) problems.push(`${covered} on "${words}"`);
  }
  return problems;
}

/** Size, direction and font: text a person can read as text. */
function typeProblems(style: CSSStyleDeclaration, words: string, minFontPx: number): string[] {
  const problems: string[] = [];
  const size = Number.parseFloat(style.fontSize);
  if (size < minFontPx) problems.push(`text ${size}px: "${words}"`);
  if (style.direction !== 'ltr' || !style.writingMode.startsWith('horizontal')) {
    problems.push(`text turned (${style.direction}, ${style.writingMode}): "${words}"`);
  }
  if (/wingdings|webdings|symbol/i.test(style.fontFamily)) {
    problems.push(`symbol font ${style.fontFamily}: "${words}"`);
  }
  return problems;
}

/** The contrast of a text's ink (with every ancestor's opacity) against what lies behind it. */
function inkContrast(parent: Element, style: CSSStyleDeclaration, readColour: ReadColour): number {
  const ink = readColour(style.getPropertyValue('-webkit-text-fill-color') || style.color);
  ink[3] *= opacityOf(parent);
  const behind = backdrop(parent, readColour);
  return contrast(over(ink, behind), behind);
}

/** One text node's problems and contrast; null for text meant for screen readers only. */
function readText(
  element: Element,
  text: Text,
  limits: Limits,
  readColour: ReadColour,
): { problems: string[]; contrast?: number } | null {
  const parent = text.parentElement!;
  const style = getComputedStyle(parent);
  // Text for screen readers only (VisuallyHidden: a 1 px clipped box) is not read by the eye.
  const own = parent.getBoundingClientRect();
  if (style.position === 'absolute' && own.width <= 1 && own.height <= 1) return null;
  // A person scrolls to each line: a card taller than the messages' scroller is read in turns.
  parent.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const range = document.createRange();
  range.selectNodeContents(text);
  const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  const words = (text.textContent ?? '').trim().slice(0, 30);
  if (lines.length === 0) return { problems: [`text not painted: "${words}"`] };
  const problems = [...lineProblems(element, lines, words), ...typeProblems(style, words, limits.minFontPx)];
  const ratio = inkContrast(parent, style, readColour);
  if (ratio < limits.minContrast) problems.push(`contrast ${ratio.toFixed(2)}:1 for "${words}"`);
  return { problems, contrast: ratio };
}

async function readTarget(
  target: { name: string; selector: string },
  limits: Limits,
  readColour: ReadColour,
): Promise<SafetyElementReading> {
  const element = document.querySelector(target.selector);
  if (!element) return { target: target.name, problems: ['not in the page'], minContrast: 0 };
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
  await nextFrame();
  await nextFrame();
  const problems = boxProblems(element);
  const texts = textsWithWords(element);
  if (texts.length === 0) problems.push('has no text');
  let minContrastSeen = Number.POSITIVE_INFINITY;
  for (const text of texts) {
    const reading = readText(element, text, limits, readColour);
    problems.push(...(reading?.problems ?? []));
    minContrastSeen = Math.min(minContrastSeen, reading?.contrast ?? Number.POSITIVE_INFINITY);
  }
  return {
    target: target.name,
    problems,
    minContrast: Number.isFinite(minContrastSeen) ? minContrastSeen : 0,
  };
}

async function readTargets(
  targets: { name: string; selector: string }[],
  limits: Limits,
): Promise<SafetyElementReading[]> {
  const readColour = colourReader();
  const readings: SafetyElementReading[] = [];
  for (const target of targets) readings.push(await readTarget(target, limits, readColour));
  return readings;
}

const IN_PAGE_STEPS = [
  colourReader,
  over,
  luminance,
  contrast,
  backdrop,
  opacityOf,
  nextFrame,
  coverAt,
  boxProblems,
  textsWithWords,
  lineProblems,
  typeProblems,
  inkContrast,
  readText,
  readTarget,
];
