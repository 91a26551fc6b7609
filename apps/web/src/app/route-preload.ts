import { type createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { preloadOnDemandParts } from '~/shared/on-demand/on-demand';
import { onVerySlowConnection } from '~/shared/on-demand/slow-connection';

type DataRouter = ReturnType<typeof createBrowserRouter>;
/** SPEC §9: route chunks preload after a second, unless the connection is very slow. */
const PRELOAD_DELAY_MS = 1000;

/** The path a link leads to inside this app on this host, or undefined (another host, a download, a new tab). */
function inAppPath(anchor: HTMLAnchorElement, origin: string): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, origin);
  return url.origin === origin ? url.pathname : undefined;
}

/**
 * Fetches the chunks of every lazy route `pathname` matches; the browser keeps them for the navigation.
 * @internal Exported for tests only.
 */
export function preloadPath(routes: RouteObject[], pathname: string, started: WeakSet<RouteObject>): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy !== 'function' || started.has(route)) continue;
    started.add(route);
    // A failed preload costs nothing: the navigation itself loads the chunk (and shows its error) later.
    route.lazy().catch(() => started.delete(route));
  }
}

const whenIdle = (callback: () => void): (() => void) => {
  // Safari has no requestIdleCallback: a timer is the next best thing.
  if (typeof window.requestIdleCallback !== 'function') {
    const handle = window.setTimeout(callback, 0);
    return () => window.clearTimeout(handle);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
};

/**
 * Preloads route chunks a reader is likely to open next: a link held under the pointer or focus for a second,
 * and every link of a page left idle for a second after its navigation. Returns the function that stops it.
 */
export function startRoutePreload(router: DataRouter, routes: RouteObject[]): () => void {
  const started = new WeakSet<RouteObject>();
  const origin = window.location.origin;
  const enabled = () => !onVerySlowConnection();
  const preload = (pathname: string) => {
    if (enabled()) preloadPath(routes, pathname, started);
  };

  let hover: { anchor: HTMLAnchorElement; timer: number } | undefined;
  const cancelHover = () => {
    if (hover) window.clearTimeout(hover.timer);
    hover = undefined;
  };
  const onEnter = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor === hover?.anchor) return;
    cancelHover();
    const pathname = inAppPath(anchor, origin);
    if (pathname === undefined) return;
    hover = { anchor, timer: window.setTimeout(() => preload(pathname), PRELOAD_DELAY_MS) };
  };
  const onLeave = (event: Event) => {
    const to = (event as MouseEvent | FocusEvent).relatedTarget;
    if (hover && !(to instanceof Node && hover.anchor.contains(to))) cancelHover();
  };
  document.addEventListener('pointerover', onEnter);
  document.addEventListener('focusin', onEnter);
  document.addEventListener('pointerout', onLeave);
  document.addEventListener('focusout', onLeave);

  let cancelIdle: (() => void) | undefined;
  let idleTimer: number | undefined;
  let settledKey: string | undefined;
  const scheduleIdlePreload = () => {
    window.clearTimeout(idleTimer);
    cancelIdle?.();
    idleTimer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => {
        for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          const pathname = inAppPath(anchor, origin);
          if (pathname !== undefined) preload(pathname);
        }
        if (enabled()) preloadOnDemandParts();
      });
    }, PRELOAD_DELAY_MS);
  };
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle' || state.location.key === settledKey) return;
    settledKey = state.location.key;
    scheduleIdlePreload();
  });
  if (router.state.initialized) scheduleIdlePreload();

  return () => {
    unsubscribe();
    cancelHover();
    window.clearTimeout(idleTimer);
    cancelIdle?.();
    document.removeEventListener('pointerover', onEnter);
    document.removeEventListener('focusin', onEnter);
    document.removeEventListener('pointerout', onLeave);
    document.removeEventListener('focusout', onLeave);
  };
}
