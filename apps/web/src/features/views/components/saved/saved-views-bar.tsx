import { Button, Group, Stack, Text } from '@mantine/core';
import type { SavedView } from '@paygrid/domain/grid/saved-view';
import { viewStateDifferences } from '@paygrid/domain/grid/view-diff';
import { newSavedViewAttributes, viewStateAttributes } from '@paygrid/domain/grid/view-positions';
import { applyView, type GridViewState } from '@paygrid/domain/grid/view-state';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedView, useSavedViewList } from '../../api/grid-presets';
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

export type SavedViewsBarProps = {
  /** The grid's code (packages/domain declaration). */
  gridCode: string;
  /** The grid's sort, filters (only set values) and columns now. */
  state: GridViewState;
  /** The `view_id` of the URL. */
  activeViewId: string | undefined;
  /** How the grid reads a state back (default sort, dropped settings, columns it gained); identity if omitted. */
  readBack?: (state: GridViewState) => GridViewState;
  /** Puts a whole state on the grid, at the first page, as the given view (or none). */
  onApply: (state: GridViewState, viewId?: string) => void;
  /** The grid keeps its state; the view is no longer active. */
  onLeaveView: () => void;
};

type Dialog = { kind: 'create' } | { kind: 'edit'; view: SavedView } | { kind: 'delete'; view: SavedView };

const same = (state: GridViewState) => state;
const noForm: PresetForm = { name: '', description: '', shared: false };

/** SPEC §4 saved views above a grid: the favourites to pick, save, change, delete and reorder. */
export function SavedViewsBar({
  gridCode,
  state,
  activeViewId,
  readBack = same,
  onApply,
  onLeaveView,
}: SavedViewsBarProps) {
  const { t } = useTranslation();
  const list = useSavedViewList(gridCode);
  const views = list.data ?? [];
  const rights = usePresetRights();
  const failure = useActionFailure();
  const create = useCreatePreset('view', gridCode);
  const update = useUpdatePreset('view', gridCode);
  const remove = useDeletePreset('view', gridCode);
  const reorder = useReorderPresets('view', gridCode);
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  // The view the grid showed before a change cleared it: "Save changes" offers to keep the change in it.
  const [editedId, setEditedId] = useState<string | undefined>(undefined);

  const favorite = views.find((view) => view.id === activeViewId);
  // A view the address names that the favourites do not hold (a shared link to one) is read by its id.
  const outside = activeViewId !== undefined && list.isSuccess && !list.isFetching && favorite === undefined;
  const opened = useOpenedView(gridCode, activeViewId, outside);
  const openedHere = outside && opened.data?.gridId === gridCode ? opened.data : undefined;
  const active = favorite ?? openedHere;
  const edited = views.find((view) => view.id === editedId);
  const differsFrom = (view: SavedView) => viewStateDifferences(readBack(applyView(view)), state).length > 0;

  // §4 a later change that differs from the active view clears it; a view no longer there (or not this grid's)
  // is left too.
  const activeDiffers = active !== undefined && differsFrom(active);
  const activeGone =
    outside && !opened.isFetching && (opened.isError || (opened.isSuccess && openedHere === undefined));
  useEffect(() => {
    if (activeDiffers && activeViewId !== undefined) setEditedId(activeViewId);
    if (activeDiffers || activeGone) onLeaveView();
  }, [activeDiffers, activeGone, activeViewId, onLeaveView]);

  const act = <Input, Result>(
    mutate: (
      input: Input,
      options: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
    ) => void,
    input: Input,
    done?: (result: Result) => void,
  ) => {
    failure.clear();
    mutate(input, {
      onSuccess: (result) => {
        setDialog(undefined);
        done?.(result);
      },
      onError: failure.fail,
    });
  };

  const pick = (view: SavedView) => {
    setEditedId(undefined);
    onApply(applyView(view), view.id);
  };

  // The new view is a favourite one above the highest (§4), and active at once.
  const saveNew = (form: PresetForm) =>
    act(
      create.mutate,
      newSavedViewAttributes({
        gridCode,
        name: form.name,
        ...(form.description !== '' ? { description: form.description } : {}),
        scope: form.shared && rights.mayShare ? 'organization' : 'private',
        state,
        existing: views,
      }) as Parameters<typeof create.mutate>[0],
      (view) => {
        setEditedId(undefined);
        onApply(state, view.id);
      },
    );

  const saveChanges = (view: SavedView) =>
    act(update.mutate, { id: view.id, attributes: viewStateAttributes(state) }, () => {
      setEditedId(undefined);
      onApply(state, view.id);
    });

  const saveEdit = (view: SavedView, form: PresetForm) =>
    act(update.mutate, {
      id: view.id,
      attributes: {
        name: form.name,
        description: form.description === '' ? null : form.description,
        ...(rights.mayShare
          ? { access_scope: form.shared ? ('organization' as const) : ('private' as const) }
          : {}),
      },
    });

  const deleteView = (view: SavedView) => {
    // The grid stops naming the view before it is gone, so no list request names a deleted view.
    if (view.id === activeViewId) onLeaveView();
    if (view.id === editedId) setEditedId(undefined);
    act(remove.mutate, view.id);
  };

  const editForm = useMemo<PresetForm>(
    () =>
      dialog?.kind === 'edit'
        ? {
            name: dialog.view.name,
            description: dialog.view.description ?? '',
            shared: dialog.view.scope === 'organization',
          }
        : noForm,
    [dialog],
  );

  const items = views.map((view) => ({ ...view, movable: rights.mayMove(view) }));
  const canSaveChanges =
    activeViewId === undefined && edited !== undefined && rights.mayChange(edited) && differsFrom(edited);

  return (
    <Stack gap={6}>
      {dialog ? null : failure.notice}
      <Group gap="sm" align="center" wrap="wrap">
        <Text size="sm" fw={600} id={`saved-views-${gridCode}`}>
          {t('saved_views.title')}
        </Text>
        {views.length === 0 && list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {t('saved_views.none')}
          </Text>
        ) : null}
        {openedHere ? (
          <Button
            size="compact-sm"
            variant="filled"
            aria-pressed
            title={t('saved_views.opened_hint')}
            onClick={() => pick(openedHere)}
          >
            {openedHere.name}
          </Button>
        ) : null}
        <SortablePicks
          label={t('saved_views.favorites')}
          items={items}
          onReorder={(ids) =>
            act(reorder.mutate, {
              ids,
              movable: new Set(items.filter((item) => item.movable).map((item) => item.id)),
            })
          }
          renderPick={(view) => (
            <PresetPick
              name={view.name}
              pressed={view.id === activeViewId}
              pressedVariant="filled"
              size="compact-sm"
              shared={view.scope === 'organization'}
              title={view.description ?? undefined}
              optionsLabel={t('saved_views.options', { name: view.name })}
              editLabel={t('saved_views.edit')}
              changeable={rights.mayChange(view)}
              onPick={() => pick(view)}
              onEdit={() => setDialog({ kind: 'edit', view })}
              onDelete={() => setDialog({ kind: 'delete', view })}
            />
          )}
        />
        {canSaveChanges && edited ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            loading={update.isPending}
            onClick={() => saveChanges(edited)}
          >
            {t('saved_views.save_changes', { name: edited.name })}
          </Button>
        ) : null}
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('saved_views.save_new')}
        </Button>
      </Group>
      <LazyPresetFormModal
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? t('saved_views.edit_title') : t('saved_views.create_title')}
        submitLabel={dialog?.kind === 'edit' ? t('saved_views.save') : t('saved_views.create')}
        initial={editForm}
        withDescription
        withSharing={rights.mayShare}
        loading={create.isPending || update.isPending}
        notice={failure.notice}
        onSubmit={(form) => (dialog?.kind === 'edit' ? saveEdit(dialog.view, form) : saveNew(form))}
        onClose={() => setDialog(undefined)}
      />
      <LazyConfirmDeleteModal
        opened={dialog?.kind === 'delete'}
        title={t('saved_views.delete_title')}
        message={dialog?.kind === 'delete' ? t('saved_views.delete_message', { name: dialog.view.name }) : ''}
        loading={remove.isPending}
        notice={failure.notice}
        onConfirm={() => dialog?.kind === 'delete' && deleteView(dialog.view)}
        onClose={() => setDialog(undefined)}
      />
    </Stack>
  );
}
