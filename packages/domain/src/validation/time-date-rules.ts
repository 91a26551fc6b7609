import { type DateOrder, DEFAULT_DATE_ORDER, parseDateInput } from '../format/date-input';
import { parseTimeInput, type TimeInputForm } from '../format/time-input';
import { validationMessageKeys } from './messages';
import { issue, type Rule } from './rule';

/**
 * §5 time 24h / 12h.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const timeInput =
  (form: TimeInputForm): Rule =>
  (value) =>
    typeof value === 'string' && parseTimeInput(value, form)
      ? undefined
      : issue(validationMessageKeys.invalid);

/**
 * §5 date input in one of the three dash orders.
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const dateInput =
  (order: DateOrder = DEFAULT_DATE_ORDER): Rule =>
  (value) =>
    typeof value === 'string' && parseDateInput(value, order)
      ? undefined
      : issue(validationMessageKeys.invalid);
