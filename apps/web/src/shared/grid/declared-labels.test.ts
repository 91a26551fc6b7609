import { auditLogGrid } from '@paygrid/domain/grid/grids/audit-log-grid';
import { countriesGrid } from '@paygrid/domain/grid/grids/countries-grid';
import { currenciesGrid } from '@paygrid/domain/grid/grids/currencies-grid';
import { membersGrid } from '@paygrid/domain/grid/grids/members-grid';
import { webhookDeliveriesGrid } from '@paygrid/domain/grid/grids/webhook-deliveries-grid';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import uk from '../../locales/uk.json';

const lookup = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('every label a grid declares has its words in en and uk', () => {
  it.each(
    [auditLogGrid, countriesGrid, currenciesGrid, membersGrid, webhookDeliveriesGrid].map(
      (grid) => [grid.code, grid] as const,
    ),
  )('%s', (_, grid) => {
    const keys = [
      ...grid.columns.flatMap((column) =>
        'groupLabelKey' in column ? [column.labelKey, column.groupLabelKey] : [column.labelKey],
      ),
      ...grid.filters.map((filter) => filter.labelKey),
    ];
    for (const key of keys) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(uk, key), `uk ${key}`).toBe('string');
    }
  });
});
