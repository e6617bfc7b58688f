import type { Page } from '@playwright/test';

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
  return page.evaluate(
    async ({ targets, minContrast, minFontPx }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const paint = canvas.getContext('2d', { willReadFrequently: true })!;
      /** Any CSS colour as [r, g, b, a] (0-255, alpha 0-1), as the browser itself resolves it. */
      const rgba = (colour: string): [number, number, number, number] => {
        paint.clearRect(0, 0, 1, 1);
        paint.fillStyle = '#000';
        paint.fillStyle = colour;
        paint.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255];
      };
      const over = (
        top: [number, number, number, number],
        under: [number, number, number],
      ): [number, number, number] =>
        [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])) as [number, number, number];
      const luminance = (rgb: [number, number, number]) => {
        const [r, g, b] = rgb.map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (a: [number, number, number], b: [number, number, number]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      /** The colour behind an element: its own and its ancestors' backgrounds, composed onto white. */
      const backdrop = (element: Element): [number, number, number] => {
        const layers: [number, number, number, number][] = [];
        for (let node: Element | null = element; node; node = node.parentElement) {
          const layer = rgba(getComputedStyle(node).backgroundColor);
          if (layer[3] > 0) layers.push(layer);
          if (layer[3] >= 1) break;
        }
        return layers.reduceRight<[number, number, number]>(
          (under, layer) => over(layer, under),
          [255, 255, 255],
        );
      };
      const opacityOf = (element: Element) => {
        let product = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          product *= Number(getComputedStyle(node).opacity);
        }
        return product;
      };
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const readings = [];
      for (const { name, selector } of targets) {
        const problems: string[] = [];
        let minContrastSeen = Number.POSITIVE_INFINITY;
        const element = document.querySelector(selector);
        if (!element) {
          readings.push({ target: name, problems: ['not in the page'], minContrast: 0 });
          continue;
        }
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
        await frame();
        await frame();
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
        const hitInside = (x: number, y: number): string | null => {
          const hit = document.elementFromPoint(x, y);
          if (hit && element.contains(hit)) return null;
          const what = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
          return `covered at ${Math.round(x)},${Math.round(y)} by ${what}`;
        };
        const atCentre = hitInside(centre.x, centre.y);
        if (atCentre) problems.push(atCentre);
        const texts: Text[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if ((node.textContent ?? '').trim()) texts.push(node as Text);
        }
        if (texts.length === 0) problems.push('has no text');
        for (const text of texts) {
          const parent = text.parentElement!;
          const style = getComputedStyle(parent);
          // Text for screen readers only (VisuallyHidden: a 1 px clipped box) is not read by the eye.
          const own = parent.getBoundingClientRect();
          if (style.position === 'absolute' && own.width <= 1 && own.height <= 1) continue;
          // A person scrolls to each line: a card taller than the messages' scroller is read in turns.
          parent.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          const frameBox = element.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
          const words = (text.textContent ?? '').trim().slice(0, 30);
          if (lines.length === 0) {
            problems.push(`text not painted: "${words}"`);
            continue;
          }
          for (const line of lines) {
            if (
              line.left < frameBox.left - 2 ||
              line.right > frameBox.right + 2 ||
              line.top < frameBox.top - 2 ||
              line.bottom > frameBox.bottom + 2
            ) {
              problems.push(`text outside its box: "${words}"`);
              break;
            }
          }
          const first = lines[0]!;
          const point = { x: first.left + first.width / 2, y: first.top + first.height / 2 };
          if (point.x < 0 || point.x > vw || point.y < 0 || point.y > vh) {
            problems.push(`text off screen: "${words}"`);
          } else {
            const covered = hitInside(point.x, point.y);
            if (covered) problems.push(`${covered} on "${words}"`);
          }
          const size = Number.parseFloat(style.fontSize);
          if (size < minFontPx) problems.push(`text ${size}px: "${words}"`);
          if (style.direction !== 'ltr' || !style.writingMode.startsWith('horizontal')) {
            problems.push(`text turned (${style.direction}, ${style.writingMode}): "${words}"`);
          }
          if (/wingdings|webdings|symbol/i.test(style.fontFamily)) {
            problems.push(`symbol font ${style.fontFamily}: "${words}"`);
          }
          const fill = style.getPropertyValue('-webkit-text-fill-color') || style.color;
          const ink = rgba(fill);
          ink[3] *= opacityOf(parent);
          const behind = backdrop(parent);
          const ratio = contrast(over(ink, behind), behind);
          minContrastSeen = Math.min(minContrastSeen, ratio);
          if (ratio < minContrast) problems.push(`contrast ${ratio.toFixed(2)}:1 for "${words}"`);
        }
        readings.push({
          target: name,
          problems,
          minContrast: Number.isFinite(minContrastSeen) ? minContrastSeen : 0,
        });
      }
      return readings;
    },
    { targets, minContrast: MIN_CONTRAST, minFontPx: MIN_FONT_PX },
  );
}
