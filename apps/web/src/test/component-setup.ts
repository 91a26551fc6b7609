// Set-up of the component tests (vitest.config.ts, project web-components): jsdom lacks a few browser APIs that
// Mantine reads while it draws; each stand-in below answers as a desktop browser with no preference set would.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// An on-demand part (a picker, a panel) is compiled by Vite at its first import in a run, which can take seconds
// while other test files run beside it: the `findBy` waits allow for that instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Mantine's combobox scrolls its selected option into view; jsdom lays nothing out.
Element.prototype.scrollIntoView ??= () => undefined;

// Mantine's autosizing textarea (a key's secret, its addresses) listens to `document.fonts` to measure itself again
// once fonts arrive; jsdom has no FontFaceSet. A stand-in that never fires, as a page whose fonts are already in.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
