import { Button, Group, Input, NativeSelect, Popover, Stack, Text } from '@mantine/core';
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
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '~/shared/forms/date-time/date-time-input';
import { useInputForms } from '~/shared/forms/date-time/use-input-forms';
import { dateFilterWords } from './date-filter-words';

type UnixDateFilterProps = {
  label: string;
  value: UnixDateFilterValue | undefined;
  onChange: (value: UnixDateFilterValue | undefined) => void;
};

type Draft = { type: UnixDateFilterType; from: SegmentTexts; to: SegmentTexts };
type Errors = { from?: string; to?: string };

/**
 * §3 unix-date filter: a preset (kept relative), or between, after, before or equal to dates typed in the reader's
 * formats and zone; applied from a small panel so a half-typed date never reaches the list.
 */
export function UnixDateFilter({ label, value, onChange }: UnixDateFilterProps) {
  const { t } = useTranslation();
  const forms = useInputForms();
  const labelId = useId();
  const [opened, setOpened] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [draft, setDraft] = useState<Draft>({ type: 'between', from: {}, to: {} });

  const open = () => {
    const entry = value ? unixDateEntryOf(value, forms.timeZone) : undefined;
    setDraft(
      entry?.kind === 'range'
        ? { type: entry.type, from: dateEntryTexts(entry.from, forms), to: dateEntryTexts(entry.to, forms) }
        : { type: 'between', from: {}, to: {} },
    );
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
  const summary = value ? dateFilterWords(value, forms, t) : t('grid.filter_date.any');
  const activePreset = value?.preset;

  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} size="xs">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        trapFocus
        withinPortal
        shadow="md"
      >
        <Popover.Target>
          <Button
            size="xs"
            variant="default"
            display="block"
            leftSection={<IconCalendar size={14} aria-hidden />}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-label={t('grid.filter_date.open', { filter: label, value: summary })}
            onClick={() => (opened ? setOpened(false) : open())}
          >
            {summary}
          </Button>
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
    </Input.Wrapper>
  );
}
