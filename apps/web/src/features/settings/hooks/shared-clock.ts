/**
 * A time many elements show, renewed every period by one timer that runs only while something listens: twenty
 * relative times in a grid re-render themselves, not the grid around them (issue 21: a grid drawn again every 30 s
 * for its clock made a click that met it wait).
 */
export type SharedClock = {
  /** The time of the current period: the same Date until it is renewed. */
  now: () => Date;
  subscribe: (listener: () => void) => () => void;
};

export function sharedClock(periodMs: number, read: () => Date = () => new Date()): SharedClock {
  const listeners = new Set<() => void>();
  let current = read();
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    now() {
      // Nobody listened for a while: the time is renewed when read, so the first listener does not start stale.
      if (timer === undefined && read().getTime() - current.getTime() >= periodMs) current = read();
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      timer ??= setInterval(() => {
        current = read();
        for (const each of listeners) each();
      }, periodMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}
