import { type ComponentType, useEffect, useState } from 'react';
import type { OnDemand } from './on-demand';

type OnDemandDialogProps<P extends { opened: boolean }> = {
  part: OnDemand<ComponentType<P>>;
  props: P;
};

/**
 * A dialog that arrives when first opened (or with the idle page's preload), not with the page; once opened it stays
 * mounted, so it closes with its transition.
 */
export function OnDemandDialog<P extends { opened: boolean }>({ part, props }: OnDemandDialogProps<P>) {
  const Loaded = part.useLoaded();
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) part.load().catch(() => setWanted(false));
  }, [wanted, part]);
  return wanted && Loaded ? <Loaded {...props} /> : null;
}
