import { type ComponentType, useEffect, useState } from 'react';
import type { OnDemand } from './on-demand';

type OnDemandDialogProps<P extends { opened: boolean }> = {
  part: OnDemand<ComponentType<P>>;
  props: P;
};

/**
 * A dialog that arrives when first opened (or with the idle page's preload), not with the page. It is mounted closed
 * and opened on the next render, as if it had been there all along: Mantine's modal records where the focus goes
 * back to only when it opens after mounting. Once opened it stays mounted, so it closes with its transition. A
 * failed fetch is tried again at the next opening.
 */
export function OnDemandDialog<P extends { opened: boolean }>({ part, props }: OnDemandDialogProps<P>) {
  const Loaded = part.useLoaded();
  const [wanted, setWanted] = useState(props.opened);
  const [mounted, setMounted] = useState(false);
  if (props.opened && !wanted) setWanted(true);
  useEffect(() => {
    if (props.opened && !Loaded) part.load().catch(() => undefined);
  }, [props.opened, Loaded, part]);
  const shown = wanted && Loaded !== undefined;
  useEffect(() => {
    if (shown) setMounted(true);
  }, [shown]);
  return shown ? <Loaded {...props} opened={props.opened && mounted} /> : null;
}
