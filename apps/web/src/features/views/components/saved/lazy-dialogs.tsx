import type { ComponentProps } from 'react';
import { LazyDialog, onDemandDialog } from '~/shared/on-demand/on-demand-dialog';
import type { ConfirmDeleteModal } from './confirm-delete-modal';
import type { PresetFormModal } from './preset-form-modal';

// The saved views' dialogs (with Mantine's Modal, and @mantine/form for the form) arrive when first opened, not with
// every grid page's first load (issue 21's grid page budget).

const presetForm = onDemandDialog(() =>
  import('./preset-form-modal').then((module) => module.PresetFormModal),
);
const confirmDelete = onDemandDialog(() =>
  import('./confirm-delete-modal').then((module) => module.ConfirmDeleteModal),
);

export function LazyPresetFormModal(props: ComponentProps<typeof PresetFormModal>) {
  return <LazyDialog dialog={presetForm} props={props} />;
}

export function LazyConfirmDeleteModal(props: ComponentProps<typeof ConfirmDeleteModal>) {
  return <LazyDialog dialog={confirmDelete} props={props} />;
}
