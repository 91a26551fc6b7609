import { useSyncExternalStore } from 'react';
import { onVerySlowConnection } from './slow-connection';

/**
 * A part of a page that arrives when first wanted, not with the page (decision 0086): a menu's dropdown, a filter's
 * picker, column dragging. Its module is fetched on the first pointer or focus on its trigger, on a click, or when
 * the page has been idle for a second; until then the page draws a light stand-in.
 */
export type OnDemand<T> = {
  /** Fetches the part once; a failed fetch is tried again at the next call. */
  load: () => Promise<T>;
  /** Fetches the part ahead of a likely use (a pointer or focus on its trigger), unless the connection is very slow. */
  prefetch: () => void;
  /** The part (a component, or an object of them) once it has arrived; undefined before. */
  useLoaded: () => T | undefined;
};

const everyPart = new Set<() => Promise<unknown>>();

export function onDemand<T>(importPart: () => Promise<T>): OnDemand<T> {
  let part: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= importPart().then(
      (arrived) => {
        part = arrived;
        for (const listener of listeners) listener();
        return arrived;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => part;
  everyPart.add(load);
  const prefetch = () => {
    if (!onVerySlowConnection()) load().catch(() => undefined);
  };
  return { load, prefetch, useLoaded: () => useSyncExternalStore(subscribe, current, current) };
}

/** Fetches every part the loaded modules declare: the idle page's preload (SPEC §9). A failure costs nothing. */
export function preloadOnDemandParts(): void {
  for (const load of everyPart) load().catch(() => undefined);
}
