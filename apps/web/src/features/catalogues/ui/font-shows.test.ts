import { describe, expect, it } from 'vitest';
import { type DrawingSurface, drawsText } from './font-shows';

/** A surface that draws each character as its own pixel pattern; unknown ones as the missing-glyph box. */
function surface(glyphs: Record<string, number>, missingBox: number | undefined): DrawingSurface {
  let drawn = new Uint8ClampedArray(16);
  const patternOf = (text: string) => glyphs[text] ?? missingBox;
  return {
    clearRect: () => {
      drawn = new Uint8ClampedArray(16);
    },
    fillText: (text: string) => {
      const pattern = patternOf(text);
      if (pattern !== undefined) drawn.fill(pattern);
    },
    getImageData: () => ({ data: drawn }) as ImageData,
  };
}

describe('a currency symbol the font lacks falls back to the code', () => {
  it('a symbol drawn as its own glyph shows', () => {
    expect(drawsText(surface({ '₴': 7 }, 1), '₴')).toBe(true);
  });

  it('a symbol drawn as the missing-glyph box, or as nothing, does not', () => {
    expect(drawsText(surface({ '₴': 7 }, 1), '⃀')).toBe(false);
    expect(drawsText(surface({ '₴': 7 }, undefined), '⃀')).toBe(false);
  });
});
