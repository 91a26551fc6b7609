import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { PresetFormModal } from './preset-form-modal';

const PresetFormModalChunk = lazy(() =>
  import('./preset-form-modal').then((module) => ({ default: module.PresetFormModal })),
);

/**
 * The save-as and rename form (with @mantine/form) arrives when first opened, not with every grid page's first
 * load (issue 21's grid page budget); once opened it stays mounted, so it closes with its transition.
 */
export function LazyPresetFormModal(props: ComponentProps<typeof PresetFormModal>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PresetFormModalChunk {...props} />
    </Suspense>
  );
}
