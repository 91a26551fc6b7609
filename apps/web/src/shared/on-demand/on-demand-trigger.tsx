import {
  type ComponentType,
  cloneElement,
  type ReactElement,
  type Ref,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { OnDemand } from './on-demand';
import { onVerySlowConnection } from './slow-connection';

/** What an on-demand menu or popover receives: its trigger, and whether a click on the stand-in asked it open. */
export type ArrivalProps = { trigger: TriggerElement; openOnArrival: boolean };

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
 * it fetches the part, and a click before the part has arrived opens it as soon as it does.
 */
export function OnDemandTrigger<P>({ part, trigger, popup = 'menu', props }: OnDemandTriggerProps<P>) {
  const Loaded = part.useLoaded();
  const [wanted, setWanted] = useState(false);
  if (Loaded) return <Loaded {...props} trigger={trigger} openOnArrival={wanted} />;
  const prefetch = () => {
    if (!onVerySlowConnection()) part.load().catch(() => undefined);
  };
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setWanted(true);
      // A failed fetch leaves the stand-in: the next click tries again.
      part.load().catch(() => setWanted(false));
    },
  });
}

/**
 * The open state of a menu or popover that has just replaced its stand-in: opened at once when the stand-in was
 * clicked, with focus on the new trigger first so that closing it returns there.
 */
export function useOpenedOnArrival(openOnArrival: boolean): {
  opened: boolean;
  setOpened: (opened: boolean) => void;
  targetRef: RefObject<HTMLButtonElement | null>;
} {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the arrival opens it; later renders do not.
  useEffect(() => {
    if (!openOnArrival) return;
    targetRef.current?.focus();
    setOpened(true);
  }, []);
  return { opened, setOpened, targetRef };
}
