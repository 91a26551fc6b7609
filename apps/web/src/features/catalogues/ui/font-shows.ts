const SIZE = 32;
// What a font draws for a character it has no glyph for: nothing, or the "missing glyph" box.
const MISSING = ['\uFFFF', '\u{10FFFD}'];
const known = new Map<string, boolean>();

function pixels(context: CanvasRenderingContext2D, text: string): Uint8ClampedArray {
  context.clearRect(0, 0, SIZE, SIZE);
  context.fillText(text, 2, 2);
  return context.getImageData(0, 0, SIZE, SIZE).data;
}

const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) => a.every((value, index) => value === b[index]);

/**
 * Whether the page's fonts draw `text` (a currency symbol): drawn blank, or drawn as the missing-glyph box,
 * means no font has it. Without a canvas (tests, old browsers) the symbol is trusted.
 */
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
      const drawn = pixels(context, text);
      shows =
        drawn.some((value) => value !== 0) && !MISSING.some((blank) => same(drawn, pixels(context, blank)));
    }
  } catch {
    shows = true;
  }
  known.set(key, shows);
  return shows;
}
