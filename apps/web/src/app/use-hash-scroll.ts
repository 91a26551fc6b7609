import { useEffect } from 'react';
import { useLocation } from 'react-router';

// A page may draw its sections, and grow above them, after its data arrives: the element is followed this long.
const FOLLOW_ELEMENT_MS = 3000;
const PERSON_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const elementOf = (hash: string): HTMLElement | null => {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

/**
 * SPEC §2: navigation to a hash scrolls to that element, also when the page draws it (or what stands above it) a
 * little later; the person's own scrolling ends the following at once.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) scrolls, also to the same hash again.
  useEffect(() => {
    if (hash.length < 2) return;
    const reach = () => elementOf(hash)?.scrollIntoView({ block: 'start' });
    const observer = new MutationObserver(reach);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const move of PERSON_MOVES) window.removeEventListener(move, stop);
    };
    const timer = setTimeout(stop, FOLLOW_ELEMENT_MS);
    for (const move of PERSON_MOVES) window.addEventListener(move, stop, { passive: true });
    observer.observe(document.body, { childList: true, subtree: true });
    reach();
    return stop;
  }, [hash, key]);
}
