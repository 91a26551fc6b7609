import type { DateOrder } from './date-input';

/** Every date order the date input knows. */
export const dateOrders: ReadonlyArray<DateOrder> = ['year-month-day', 'day-month-year', 'month-day-year'];
