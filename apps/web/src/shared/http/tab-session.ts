import { endTabSession, startTabSession } from '@paygrid/domain/session/tab-session';

let currentId: string | undefined;

/** SPEC §4 tab session: started once per page load; the tab-loaded flag is cleared on unload. */
export function startBrowserTabSession(win: Window = window): string {
  const storage = win.sessionStorage;
  currentId = startTabSession(storage, () => win.crypto.randomUUID());
  win.addEventListener('pagehide', () => endTabSession(storage));
  // A page restored from the back-forward cache is the same tab again: set the flag back.
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) currentId = startTabSession(storage, () => win.crypto.randomUUID());
  });
  return currentId;
}

export function tabSessionId(): string | undefined {
  return currentId;
}
