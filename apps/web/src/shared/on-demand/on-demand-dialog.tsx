import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { type OnDemand, onDemand } from './on-demand';

/** What every on-demand dialog takes: whether it is open, and how it tells its opener it closed. */
type DialogProps = { opened: boolean; onClose: () => void };

/**
 * A dialog that arrives when first opened (or with the idle page's preload), not with the page: React.lazy fetches
 * it and Suspense draws nothing until it is there (decision 0087). A dialog needs no stand-in: nothing of it shows
 * before it opens.
 */
export type OnDemandDialog<P extends DialogProps> = {
  part: OnDemand<ComponentType<P>>;
  /** The dialog as React.lazy knows it; made anew after a failed fetch, so the next opening tries again. */
  lazyDialog: () => LazyExoticComponent<ComponentType<P>>;
};

export function onDemandDialog<P extends DialogProps>(
  importDialog: () => Promise<ComponentType<P>>,
): OnDemandDialog<P> {
  const part = onDemand(importDialog);
  let current: LazyExoticComponent<ComponentType<P>> | undefined;
  const lazyDialog = () => {
    current ??= lazy(() =>
      part.load().then(
        (dialog) => ({ default: dialog }),
        (error: unknown) => {
          current = undefined;
          throw error;
        },
      ),
    );
    return current;
  };
  return { part, lazyDialog };
}

type FailedFetchProps = { children: ReactNode; onFailure: () => void };

/** A dialog whose fetch failed draws nothing (the page stays as it was) and is closed, so its opener can try again. */
class FailedFetch extends Component<FailedFetchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounted closed and opened on the next render, as if it had been there all along: Mantine's modal records where
 * the focus goes back to only when it opens after mounting.
 */
function OpenedAfterMount<P extends DialogProps>({ Dialog, props }: { Dialog: ComponentType<P>; props: P }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <Dialog {...props} opened={props.opened && mounted} />;
}

/** Draws an on-demand dialog once it is first opened; then it stays mounted, so it closes with its transition. */
export function LazyDialog<P extends DialogProps>({
  dialog,
  props,
}: {
  dialog: OnDemandDialog<P>;
  props: P;
}) {
  const [wanted, setWanted] = useState(props.opened);
  // A failed fetch waits for the dialog's next opening: not again at once, while its opener still says "open".
  const [failedOpening, setFailedOpening] = useState(false);
  if (!props.opened && failedOpening) setFailedOpening(false);
  if (props.opened && !wanted && !failedOpening) setWanted(true);
  if (!wanted) return null;
  return (
    // Not wanted after a failure: the boundary is taken out, and the next opening mounts a fresh one.
    <FailedFetch
      onFailure={() => {
        setWanted(false);
        setFailedOpening(true);
        props.onClose();
      }}
    >
      <Suspense fallback={null}>
        <OpenedAfterMount Dialog={dialog.lazyDialog()} props={props} />
      </Suspense>
    </FailedFetch>
  );
}
