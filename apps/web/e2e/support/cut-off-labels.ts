import type { Page } from 'playwright-core';

/**
 * Words the page draws but cuts off: an element that holds text of its own and clips it (overflow hidden or clip,
 * or an ellipsis) while its text is wider or taller than its box. Data cells (a long e-mail in the grid) are cut
 * by design and read whole on hover or in the drawer; labels, headings, buttons, headers and badges never are.
 * Each entry names the element and its text.
 */
export async function cutOffLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const ownText = (element: Element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (element.closest('td, [role="gridcell"], [aria-hidden="true"], .sr-only, .mantine-visually-hidden'))
        continue;
      const text = ownText(element);
      if (text === '') continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.getClientRects().length === 0)
        continue;
      // A visually hidden text (1 px, clipped on purpose for screen readers) is not a label anyone sees.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      const wider = element.scrollWidth > element.clientWidth + 1;
      const taller = element.scrollHeight > element.clientHeight + 1;
      if ((clipsX && wider) || (clipsY && taller)) {
        const name = element.tagName.toLowerCase();
        const label = element.getAttribute('aria-label');
        // The element's and its parent's classes say which widget it is (Mantine's static classes, CSS modules).
        const where = [element, element.parentElement]
          .map((node) => (typeof node?.className === 'string' ? node.className : ''))
          .join(' < ');
        found.push(
          `<${name}${label ? ` aria-label="${label}"` : ''}> "${text}" (${element.clientWidth}×${element.clientHeight} shows ${element.scrollWidth}×${element.scrollHeight}) [${where}]`,
        );
      }
    }
    return found;
  });
}
