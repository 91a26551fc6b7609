import { Button, Group, Stack } from '@mantine/core';
import type { FilterWire } from '@paygrid/domain/grid/filter-types';
import { setFilterValues, viewStateDifferences } from '@paygrid/domain/grid/view-diff';
import { nextViewPosition, viewStateAttributes } from '@paygrid/domain/grid/view-positions';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SavedFilter, useSavedFilterList } from '../../api/grid-presets';
import {
  useCreatePreset,
  useDeletePreset,
  useReorderPresets,
  useUpdatePreset,
} from '../../api/shared-presets';
import { useActionFailure } from './action-failure';
import { LazyConfirmDeleteModal, LazyPresetFormModal } from './lazy-dialogs';
import type { PresetForm } from './preset-form-modal';
import { PresetPick } from './preset-pick';
import { SortablePicks } from './sortable-picks';
import { usePresetRights } from './use-preset-rights';

export type SavedFiltersPicksProps = {
  gridCode: string;
  /** The grid's filters now (only set values count). */
  filter: Record<string, FilterWire>;
  /** Puts a saved filter's values on the grid in place of the current filters. */
  onApply: (filter: Record<string, FilterWire>) => void;
};

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; filter: SavedFilter }
  | { kind: 'delete'; filter: SavedFilter };

const sameFilters = (a: Record<string, FilterWire>, b: Record<string, FilterWire>) =>
  viewStateDifferences({ sort: [], columns: [], filter: a }, { sort: [], columns: [], filter: b }).length ===
  0;

/** Saved filters as quick picks in a grid's filter panel: apply, save the current filters, rename, delete, reorder. */
export function SavedFiltersPicks({ gridCode, filter, onApply }: SavedFiltersPicksProps) {
  const { t } = useTranslation();
  const list = useSavedFilterList(gridCode);
  const filters = list.data ?? [];
  const rights = usePresetRights();
  const failure = useActionFailure();
  const create = useCreatePreset('filter', gridCode);
  const update = useUpdatePreset('filter', gridCode);
  const remove = useDeletePreset('filter', gridCode);
  const reorder = useReorderPresets('filter', gridCode);
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const anySet = Object.keys(setFilterValues(filter)).length > 0;

  const callbacks = {
    onSuccess: () => setDialog(undefined),
    onError: (error: Error) => failure.fail(error),
  };
  const start = () => failure.clear();

  const save = (form: PresetForm) => {
    start();
    create.mutate(
      {
        grid_code: gridCode,
        name: form.name,
        access_scope: form.shared && rights.mayShare ? 'organization' : 'private',
        is_favorite: true,
        position: nextViewPosition(filters),
        filters: viewStateAttributes({ sort: [], columns: [], filter }).filters,
      },
      callbacks,
    );
  };

  const rename = (saved: SavedFilter, form: PresetForm) => {
    start();
    update.mutate(
      {
        id: saved.id,
        attributes: {
          name: form.name,
          ...(rights.mayShare
            ? { access_scope: form.shared ? ('organization' as const) : ('private' as const) }
            : {}),
        },
      },
      callbacks,
    );
  };

  const items = filters.map((saved) => ({ ...saved, movable: rights.mayMove(saved) }));
  const renameForm = useMemo<PresetForm>(
    () =>
      dialog?.kind === 'rename'
        ? { name: dialog.filter.name, description: '', shared: dialog.filter.scope === 'organization' }
        : { name: '', description: '', shared: false },
    [dialog],
  );

  return (
    <Stack gap={4}>
      {dialog ? null : failure.notice}
      <Group gap="xs" wrap="wrap" align="center">
        <SortablePicks
          label={t('saved_views.saved_filters')}
          items={items}
          onReorder={(ids) => {
            start();
            reorder.mutate(
              {
                ids,
                movable: new Set(items.filter((item) => item.movable).map((item) => item.id)),
              },
              callbacks,
            );
          }}
          renderPick={(saved) => (
            <PresetPick
              name={saved.name}
              pressed={sameFilters(saved.filter, filter)}
              pressedVariant="light"
              size="compact-xs"
              shared={saved.scope === 'organization'}
              optionsLabel={t('saved_views.filter_options', { name: saved.name })}
              editLabel={t('saved_views.rename')}
              changeable={rights.mayChange(saved)}
              onPick={() => onApply(setFilterValues(saved.filter))}
              onEdit={() => setDialog({ kind: 'rename', filter: saved })}
              onDelete={() => setDialog({ kind: 'delete', filter: saved })}
            />
          )}
        />
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconBookmarkPlus size={14} aria-hidden />}
          disabled={!anySet}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('saved_views.save_filters')}
        </Button>
      </Group>
      <LazyPresetFormModal
        opened={dialog?.kind === 'create' || dialog?.kind === 'rename'}
        title={
          dialog?.kind === 'rename'
            ? t('saved_views.rename_filter_title')
            : t('saved_views.save_filters_title')
        }
        submitLabel={dialog?.kind === 'rename' ? t('saved_views.save') : t('saved_views.create')}
        initial={renameForm}
        withDescription={false}
        withSharing={rights.mayShare}
        loading={create.isPending || update.isPending}
        notice={failure.notice}
        onSubmit={(form) => (dialog?.kind === 'rename' ? rename(dialog.filter, form) : save(form))}
        onClose={() => setDialog(undefined)}
      />
      <LazyConfirmDeleteModal
        opened={dialog?.kind === 'delete'}
        title={t('saved_views.delete_filter_title')}
        message={
          dialog?.kind === 'delete'
            ? t('saved_views.delete_filter_message', { name: dialog.filter.name })
            : ''
        }
        loading={remove.isPending}
        notice={failure.notice}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          start();
          remove.mutate(dialog.filter.id, callbacks);
        }}
        onClose={() => setDialog(undefined)}
      />
    </Stack>
  );
}
