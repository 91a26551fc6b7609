const SIZE = 32;
// What a font draws for a character it has no glyph for: nothing, or the "missing glyph" box.
const MISSING = ['\uFFFF', '\u{10FFFD}'];
const known = new Map<string, boolean>();

/**
 * The part of a 2D canvas context the check draws with.
 * @internal Exported for tests only.
 */
export type DrawingSurface = Pick<CanvasRenderingContext2D, 'clearRect' | 'fillText' | 'getImageData'>;

function pixels(surface: DrawingSurface, text: string): Uint8ClampedArray {
  surface.clearRect(0, 0, SIZE, SIZE);
  surface.fillText(text, 2, 2);
  return surface.getImageData(0, 0, SIZE, SIZE).data;
}

const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Drawn blank, or drawn as the missing-glyph box: no font on this device has the text.
 * @internal Exported for tests only.
 */
export function drawsText(surface: DrawingSurface, text: string): boolean {
  const drawn = pixels(surface, text);
  return drawn.some((value) => value !== 0) && !MISSING.some((blank) => same(drawn, pixels(surface, blank)));
}

/** Whether the page's fonts draw `text` (a currency symbol). Without a canvas the symbol is trusted. */
export function fontShows(text: string, font: string): boolean {
  const key = `${font}\u0000${text}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  let shows = true;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SIZE;
    canvas.height = SIZE;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context) {
      context.font = `24px ${font}`;
      context.textBaseline = 'top';
      shows = drawsText(context, text);
    }
  } catch {
    shows = true;
  }
  known.set(key, shows);
  return shows;
}
