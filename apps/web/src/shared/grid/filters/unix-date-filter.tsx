import { Button, Input } from '@mantine/core';
import type { UnixDateFilter as UnixDateFilterValue } from '@paygrid/domain/grid/filter-types';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInputForms } from '~/shared/forms/date-time/use-input-forms';
import { onDemand } from '~/shared/on-demand/on-demand';
import { OnDemandTrigger } from '~/shared/on-demand/on-demand-trigger';
import { dateFilterWords } from './date-filter-words';

export type UnixDateFilterProps = {
  label: string;
  value: UnixDateFilterValue | undefined;
  onChange: (value: UnixDateFilterValue | undefined) => void;
};

const panel = onDemand(() => import('./unix-date-filter-panel').then((module) => module.UnixDateFilterPanel));

/**
 * §3 unix-date filter: a preset (kept relative), or between, after, before or equal to dates typed in the reader's
 * formats and zone; applied from a small panel, which arrives when first wanted, so a half-typed date never reaches
 * the list.
 */
export function UnixDateFilter({ label, value, onChange }: UnixDateFilterProps) {
  const { t } = useTranslation();
  const forms = useInputForms();
  const labelId = useId();
  const summary = value ? dateFilterWords(value, forms, t) : t('grid.filter_date.any');
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} size="xs">
      <OnDemandTrigger
        part={panel}
        popup="dialog"
        props={{ label, value, onChange, labelId }}
        trigger={
          <Button
            size="xs"
            variant="default"
            display="block"
            leftSection={<IconCalendar size={14} aria-hidden />}
            aria-haspopup="dialog"
            aria-label={t('grid.filter_date.open', { filter: label, value: summary })}
          >
            {summary}
          </Button>
        }
      />
    </Input.Wrapper>
  );
}
