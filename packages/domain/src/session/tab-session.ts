/** The slice of sessionStorage the tab session needs (injected, so this stays pure). */
export type TabStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

const TAB_SESSION_ID_KEY = 'tab_session_id';
/** @internal Exported for tests only. */
export const TAB_LOADED_KEY = 'tab_loaded';

/**
 * §4 on tab load: a new session id on first load, a fresh one when the tab-loaded flag is still set
 * (a duplicated tab copies sessionStorage with the flag), else the stored one; then the flag is set.
 */
export const startTabSession = (storage: TabStorage, newId: () => string): string => {
  const stored = storage.getItem(TAB_SESSION_ID_KEY);
  const stale = storage.getItem(TAB_LOADED_KEY) !== null;
  const id = stored && !stale ? stored : newId();
  storage.setItem(TAB_SESSION_ID_KEY, id);
  storage.setItem(TAB_LOADED_KEY, '1');
  return id;
};

/** §4 on unload the flag is cleared, so a plain reload keeps the id. */
export const endTabSession = (storage: TabStorage): void => {
  storage.removeItem(TAB_LOADED_KEY);
};

/** Header the browser HTTP client sends the tab session id in. */
export const TAB_SESSION_HEADER = 'X-Tab-Session-Id';
