import { useEffect } from 'react';
import { useLocation } from 'react-router';

// A page may draw its sections after its data arrives: the element is looked for this long.
const WAIT_FOR_ELEMENT_MS = 3000;

const elementOf = (hash: string): HTMLElement | null => {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

/** SPEC §2: navigation to a hash scrolls to that element, also when the page draws it a little later. */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) scrolls, also to the same hash again.
  useEffect(() => {
    if (hash.length < 2) return;
    const reach = (): boolean => {
      const element = elementOf(hash);
      if (!element) return false;
      element.scrollIntoView({ block: 'start' });
      return true;
    };
    if (reach()) return;
    const observer = new MutationObserver(() => {
      if (reach()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_ELEMENT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hash, key]);
}
