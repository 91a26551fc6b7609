import { apiKeyListSchema } from '@paygrid/contracts/api-keys/api-key';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openActionMenu, renderComponent } from '~/test/render';
import { sampleKey } from '../developers.test-support';
import { inListOrder } from '../state/api-key-status';
import { ApiKeysTable } from './api-keys-table';

const { attributes } = sampleKey;

/** GET /organization/api-keys as the API answers it: newest first, a revoked key among the others. */
const list = apiKeyListSchema.parse({
  data: [
    {
      type: 'api-key',
      id: 'k3',
      attributes: {
        ...attributes,
        name: 'Checkout server',
        mode: 'live',
        prefix: 'pg_live_Zx9Q',
        permissions: ['events:read', 'payments:write', 'payments:read'],
        last_used_at: '2026-11-19T12:00:00.000Z',
        last_used_ip: '203.0.113.7',
        expires_at: '2099-12-31T21:59:59.000Z',
        previous_secret_expires_at: '2099-11-20T11:00:00.000Z',
      },
    },
    {
      type: 'api-key',
      id: 'k2',
      attributes: { ...attributes, name: 'Old reporting', revoked_at: '2026-11-10T08:00:00.000Z' },
    },
    {
      type: 'api-key',
      id: 'k1',
      attributes: { ...attributes, name: 'Staging', expires_at: '2026-11-02T21:59:59.000Z' },
    },
  ],
});

/** The text of each cell of a row, the row found by its header cell (the key's name). */
const rowOf = (name: string) => {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the keys table (issue 36)', () => {
  it('shows what each key may do, where it was used from, and whether it works, revoked keys last', async () => {
    await renderComponent(
      <ApiKeysTable keys={inListOrder(list.data)} onEdit={vi.fn()} onRoll={vi.fn()} onRevoke={vi.fn()} />,
    );
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Checkout server', 'Staging', 'Old reporting']);
    const [mode, prefix, permissions, lastUsed, expires, status] = rowOf('Checkout server');
    expect([mode, prefix]).toEqual(['Live', 'pg_live_Zx9Q…']);
    expect(permissions).toBe('Read paymentsCreate and update paymentsRead events');
    expect(lastUsed).toContain('from 203.0.113.7');
    expect(expires).toContain('2099');
    expect(status).toMatch(/^ActiveOld secret works until/);
    expect(rowOf('Staging').slice(3, 6)).toEqual(['Never', expect.stringContaining('2026'), 'Expired']);
    expect(rowOf('Old reporting')[5]).toBe('Revoked');
    // A revoked key can no longer be changed: no actions on its row.
    expect(screen.getByRole('button', { name: 'Actions for Checkout server' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Staging' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Old reporting' })).toBeNull();
  });

  it('offers edit, roll and revoke in its menu, each for its own key', async () => {
    const onRoll = vi.fn();
    const { user } = await renderComponent(
      <ApiKeysTable keys={list.data} onEdit={vi.fn()} onRoll={onRoll} onRevoke={vi.fn()} />,
      { locale: 'uk' },
    );
    const menu = await openActionMenu(user, 'Дії з ключем Staging');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Змінити', 'Замінити секрет', 'Відкликати']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Замінити секрет' }));
    expect(onRoll).toHaveBeenCalledWith(list.data[2]);
    expect(rowOf('Old reporting')[5]).toBe('Відкликано');
  });
});
