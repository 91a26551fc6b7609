import type { ComponentProps } from 'react';
import { onDemand } from '~/shared/on-demand/on-demand';
import { OnDemandDialog } from '~/shared/on-demand/on-demand-dialog';
import type { ConfirmDeleteModal } from './confirm-delete-modal';
import type { PresetFormModal } from './preset-form-modal';

// The saved views' dialogs (with Mantine's Modal, and @mantine/form for the form) arrive when first opened, not with
// every grid page's first load (issue 21's grid page budget).

const presetForm = onDemand(() => import('./preset-form-modal').then((module) => module.PresetFormModal));
const confirmDelete = onDemand(() =>
  import('./confirm-delete-modal').then((module) => module.ConfirmDeleteModal),
);

export function LazyPresetFormModal(props: ComponentProps<typeof PresetFormModal>) {
  return <OnDemandDialog part={presetForm} props={props} />;
}

export function LazyConfirmDeleteModal(props: ComponentProps<typeof ConfirmDeleteModal>) {
  return <OnDemandDialog part={confirmDelete} props={props} />;
}
