/** Crops running in this process; `take` answers the function that gives the slot back, or undefined when full. */
export type CropSlots = { take(): (() => void) | undefined };

/**
 * At most `capacity` crops at once. Counted in the process, not in PostgreSQL or Redis like the other limits: the
 * CPU a crop spends is this process's (libvips works on its threads), so this is where the bound belongs.
 */
export function cropSlots(capacity: number): CropSlots {
  let running = 0;
  return {
    take: () => {
      if (running >= capacity) return undefined;
      running += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        running -= 1;
      };
    },
  };
}
