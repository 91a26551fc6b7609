import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** SPEC §4: the session-expired alert, raised at most once per page load and dismissible. */
export const sessionExpiredNotice = {
  show(): void {
    shown = true;
    emit();
  },
  dismiss(): void {
    shown = false;
    emit();
  },
};

export function useSessionExpiredNotice(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
  );
}
