import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type ReactElement,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { focusLost, movedOn } from './focus-lost';
import type { OnDemand } from './on-demand';

/** What an on-demand picker receives: whether the reader had focused or clicked its stand-in. */
export type FieldArrivalProps = { focusOnArrival: boolean; openOnArrival: boolean };

type OnDemandFieldProps<P> = {
  part: OnDemand<ComponentType<P & FieldArrivalProps>>;
  props: P;
  /** A read-only input with the picker's label, size and shown value, drawn until the picker arrives. */
  standIn: ReactElement<Record<string, unknown>>;
};

/**
 * A picker (Mantine's Select, MultiSelect) that arrives when first wanted: a read-only stand-in with the same label
 * and value is drawn at once. Pointing at it fetches the picker (not on a very slow connection); focusing or clicking
 * it always does, since the reader is about to use it. The picker takes the focus back when the swap took it away,
 * and opens when the stand-in was clicked, unless the reader has moved on to another element by then.
 */
export function OnDemandField<P>({ part, props, standIn }: OnDemandFieldProps<P>) {
  const Loaded = part.useLoaded();
  const [arrival, setArrival] = useState<FieldArrivalProps>({ focusOnArrival: false, openOnArrival: false });
  if (Loaded) return <Loaded {...props} {...arrival} />;
  const load = () => part.load().catch(() => setArrival({ focusOnArrival: false, openOnArrival: false }));
  return cloneElement(standIn, {
    readOnly: true,
    role: 'combobox',
    'aria-haspopup': 'listbox',
    'aria-expanded': false,
    onPointerEnter: part.prefetch,
    onFocus: () => {
      setArrival((current) => ({ ...current, focusOnArrival: true }));
      void load();
    },
    onBlur: (event: FocusEvent) => {
      if (movedOn(event)) setArrival({ focusOnArrival: false, openOnArrival: false });
    },
    onClick: () => {
      setArrival({ focusOnArrival: true, openOnArrival: true });
      void load();
    },
  });
}

/** The input of a picker that has just replaced its stand-in: focused when the stand-in had the focus and lost it. */
export function useFocusOnArrival(focusOnArrival: boolean): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the arrival focuses it.
  useEffect(() => {
    if (focusOnArrival && focusLost()) ref.current?.focus();
  }, []);
  return ref;
}
