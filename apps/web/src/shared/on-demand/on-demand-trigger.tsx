import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type ReactElement,
  type Ref,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { focusLost, movedOn } from './focus-lost';
import type { OnDemand } from './on-demand';

/**
 * What an on-demand menu or popover receives: its trigger; whether a click on the stand-in asked it open; whether
 * the stand-in had the focus (the new trigger takes it back when the swap took it away).
 */
export type ArrivalProps = { trigger: TriggerElement; openOnArrival: boolean; focusOnArrival: boolean };

/** A trigger button: the part clones it with its own handlers and ref. */
export type TriggerElement = ReactElement<{ ref?: Ref<HTMLButtonElement> } & Record<string, unknown>>;

type OnDemandTriggerProps<P> = {
  part: OnDemand<ComponentType<P & ArrivalProps>>;
  /** The button that opens the part, drawn alone (with aria-haspopup) until the part arrives. */
  trigger: TriggerElement;
  popup?: 'menu' | 'dialog' | 'listbox';
} & { props: P };

/**
 * A menu or popover whose dropdown is an on-demand part: its trigger is drawn at once; pointing at it or focusing
 * it fetches the part (not on a very slow connection), and a click (or Enter) before the part has arrived fetches
 * it and opens it as soon as it does, unless the reader has moved on to another element by then.
 */
export function OnDemandTrigger<P>({ part, trigger, popup = 'menu', props }: OnDemandTriggerProps<P>) {
  const Loaded = part.useLoaded();
  const [arrival, setArrival] = useState({ openOnArrival: false, focusOnArrival: false });
  if (Loaded) return <Loaded {...props} trigger={trigger} {...arrival} />;
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: part.prefetch,
    onFocus: () => {
      setArrival((current) => ({ ...current, focusOnArrival: true }));
      part.prefetch();
    },
    onBlur: (event: FocusEvent) => {
      if (movedOn(event)) setArrival({ openOnArrival: false, focusOnArrival: false });
    },
    onClick: () => {
      setArrival({ openOnArrival: true, focusOnArrival: true });
      // A failed fetch leaves the stand-in: the next click tries again.
      part.load().catch(() => setArrival((current) => ({ ...current, openOnArrival: false })));
    },
  });
}

/**
 * The open state of a menu or popover that has just replaced its stand-in: opened at once when the stand-in was
 * clicked, with the focus on the new trigger first so that closing it returns there; focused when the stand-in had
 * the focus and the swap took it away.
 */
export function useOpenedOnArrival({ openOnArrival, focusOnArrival }: Omit<ArrivalProps, 'trigger'>): {
  opened: boolean;
  setOpened: (opened: boolean) => void;
  targetRef: RefObject<HTMLButtonElement | null>;
} {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the arrival opens it; later renders do not.
  useEffect(() => {
    if (openOnArrival || (focusOnArrival && focusLost())) targetRef.current?.focus();
    if (openOnArrival) setOpened(true);
  }, []);
  return { opened, setOpened, targetRef };
}
