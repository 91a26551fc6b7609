import { Button, Group, NativeSelect, Popover, Stack, Text } from '@mantine/core';
import type { SegmentTexts } from '@paygrid/domain/format/input-segments';
import { datePresets } from '@paygrid/domain/grid/date-presets';
import {
  type UnixDateFilterType,
  type UnixDateFilter as UnixDateFilterValue,
  unixDateFilterTypes,
} from '@paygrid/domain/grid/filter-types';
import {
  dateEntryTexts,
  readDateEntry,
  unixDateEntryOf,
  unixDateFilterOf,
} from '@paygrid/domain/grid/unix-date-entry';
import { cloneElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '~/shared/forms/date-time/date-time-input';
import { type UserInputForms, useInputForms } from '~/shared/forms/date-time/use-input-forms';
import { type ArrivalProps, useOpenedOnArrival } from '~/shared/on-demand/on-demand-trigger';
import type { UnixDateFilterProps } from './unix-date-filter';

type Draft = { type: UnixDateFilterType; from: SegmentTexts; to: SegmentTexts };
type Errors = { from?: string; to?: string };

/** The panel's draft: the filter in force, or an empty range. */
function draftOf(value: UnixDateFilterValue | undefined, forms: UserInputForms): Draft {
  const entry = value ? unixDateEntryOf(value, forms.timeZone) : undefined;
  return entry?.kind === 'range'
    ? { type: entry.type, from: dateEntryTexts(entry.from, forms), to: dateEntryTexts(entry.to, forms) }
    : { type: 'between', from: {}, to: {} };
}

type UnixDateFilterPanelProps = ArrivalProps & UnixDateFilterProps & { labelId: string };

/** The unix-date filter's panel once it has arrived (an on-demand part of the grid pages with a date filter). */
export function UnixDateFilterPanel({
  label,
  value,
  onChange,
  labelId,
  trigger,
  openOnArrival,
  focusOnArrival,
}: UnixDateFilterPanelProps) {
  const { t } = useTranslation();
  const forms = useInputForms();
  const { opened, setOpened, targetRef } = useOpenedOnArrival({ openOnArrival, focusOnArrival });
  const [errors, setErrors] = useState<Errors>({});
  const [draft, setDraft] = useState<Draft>(() => draftOf(value, forms));

  const open = () => {
    setDraft(draftOf(value, forms));
    setErrors({});
    setOpened(true);
  };
  const choose = (next: UnixDateFilterValue | undefined) => {
    onChange(next);
    setOpened(false);
  };

  const apply = () => {
    const from = readDateEntry(draft.from, forms);
    const to = draft.type === 'between' ? readDateEntry(draft.to, forms) : undefined;
    const problem = (reading: typeof from | undefined) =>
      reading?.kind === 'invalid'
        ? t('validation__invalid')
        : reading?.kind === 'empty'
          ? t('validation__required')
          : undefined;
    const found: Errors = {
      ...(problem(from) ? { from: problem(from) } : {}),
      ...(problem(to) ? { to: problem(to) } : {}),
    };
    if (found.from || found.to || from.kind !== 'value') return setErrors(found);
    const filter = unixDateFilterOf(
      {
        kind: 'range',
        type: draft.type,
        from: from.value,
        ...(to?.kind === 'value' ? { to: to.value } : {}),
      },
      forms.timeZone,
    );
    if (!filter) return setErrors({ to: t('grid.filter_date.range_empty') });
    choose(filter);
  };

  const withTime = draft.type !== 'is-equal-to';
  const activePreset = value?.preset;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus withinPortal shadow="md">
      <Popover.Target>
        {cloneElement(trigger, {
          ref: targetRef,
          'aria-expanded': opened,
          onClick: () => (opened ? setOpened(false) : open()),
        })}
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label} p="sm">
        <Stack
          gap="sm"
          maw={340}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Stack gap={4}>
            <Text size="xs" fw={600} id={`${labelId}-presets`}>
              {t('grid.filter_date.presets')}
            </Text>
            <Group gap={4} role="group" aria-labelledby={`${labelId}-presets`}>
              {datePresets.map((preset) => (
                <Button
                  key={preset}
                  size="compact-xs"
                  variant={activePreset === preset ? 'filled' : 'light'}
                  aria-pressed={activePreset === preset}
                  onClick={() => choose({ type: 'between', preset })}
                >
                  {t(`grid.filter_date.preset.${preset}`)}
                </Button>
              ))}
            </Group>
          </Stack>
          <NativeSelect
            size="xs"
            label={t('grid.filter_date.condition')}
            value={draft.type}
            onChange={(event) => {
              setDraft({ ...draft, type: event.currentTarget.value as UnixDateFilterType });
              setErrors({});
            }}
            data={unixDateFilterTypes.map((type) => ({
              value: type,
              label: t(`grid.filter_date.type.${type}`),
            }))}
          />
          <DateTimeInput
            label={draft.type === 'between' ? t('grid.filter_date.from') : t('grid.filter_date.date')}
            texts={draft.from}
            withTime={withTime}
            onChange={(from) => setDraft((current) => ({ ...current, from }))}
            error={errors.from}
          />
          {draft.type === 'between' ? (
            <DateTimeInput
              label={t('grid.filter_date.to')}
              texts={draft.to}
              withTime
              onChange={(to) => setDraft((current) => ({ ...current, to }))}
              error={errors.to}
            />
          ) : null}
          <Text size="xs" c="dimmed">
            {withTime
              ? t('grid.filter_date.time_hint', { zone: forms.timeZone })
              : t('grid.filter_date.zone_hint', { zone: forms.timeZone })}
          </Text>
          <Group justify="space-between" gap="xs">
            <Button size="xs" variant="subtle" disabled={!value} onClick={() => choose(undefined)}>
              {t('grid.filter_date.clear')}
            </Button>
            <Button size="xs" type="submit">
              {t('grid.filter_date.apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
