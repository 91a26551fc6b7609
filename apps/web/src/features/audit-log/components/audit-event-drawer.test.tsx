import { auditEventAnswerSchema } from '@paygrid/contracts/audit/audit-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { auditKeys } from '../api/audit-keys';
import { AuditEventDrawer } from './audit-event-drawer';

const id = '6c1f0e7a-2b4d-4c8e-9f31-5a7b9d2e4f60';

/** A role change as GET /audit-log/{id} answers it: Olena made Bohdan a viewer. */
const roleChange = {
  data: {
    type: 'audit-event',
    id,
    attributes: {
      seq: 7,
      created_at: '2026-11-20T09:15:00.000Z',
      actor_type: 'user',
      actor_id: '0b6e2f4a-8c1d-4e3f-a5b7-c9d1e3f5a7b9',
      actor_name: 'Olena Koval',
      action: 'member.role_changed',
      resource_type: 'member',
      resource_id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      resource_name: 'Bohdan Melnyk',
      changes: { role: { before: 'member', after: 'viewer' } },
      details: null,
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      session_id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
      request_id: 'req-42',
    },
  },
};
const cache = [{ key: auditKeys.detail(id), schema: auditEventAnswerSchema, data: roleChange }];

const exportId = '7d2a1f8b-3c5e-4d9f-a042-6b8c0e3f5a71';
/** An export: no field changed, its grid, row count and filters in the details; nothing known of where from. */
const exported = {
  data: {
    ...roleChange.data,
    id: exportId,
    attributes: {
      ...roleChange.data.attributes,
      action: 'export.downloaded',
      resource_type: 'export',
      resource_id: 'payments',
      resource_name: 'Payments',
      changes: null,
      details: { grid: 'payments', rows: 120, filters: { status: ['failed'] }, note: null },
      ip: null,
      user_agent: null,
      session_id: null,
      request_id: null,
    },
  },
};
const exportCache = [{ key: auditKeys.detail(exportId), schema: auditEventAnswerSchema, data: exported }];

/** The text of each cell of a table row, the row found by its header cell. */
const rowOf = (table: HTMLElement, name: string) =>
  [...(within(table).getByRole('rowheader', { name }).closest('tr')?.children ?? [])].map(
    (cell) => cell.textContent,
  );

describe('the audit log entry drawer, as an owner reads an entry (issue 35)', () => {
  it('shows a role change: the action, who, the member, before and after, and where it came from', async () => {
    await renderComponent(<AuditEventDrawer id={id} onClose={vi.fn()} />, { cache });
    const drawer = await screen.findByRole('dialog', { name: 'Audit log entry' });
    expect(within(drawer).getByText('Role changed')).toBeInTheDocument();
    const fields = within(drawer).getByRole('table', { name: 'Entry' });
    expect(rowOf(fields, 'Who')).toEqual(['Who', 'Olena Koval']);
    expect(rowOf(fields, 'Resource')).toEqual(['Resource', 'Member · Bohdan Melnyk']);
    expect(rowOf(fields, 'Resource ID')).toEqual(['Resource ID', '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a']);
    const when = within(fields).getByRole('rowheader', { name: 'When' }).closest('tr')?.querySelector('time');
    expect(when).toHaveAttribute('datetime', '2026-11-20T09:15:00.000Z');

    const changes = within(drawer).getByRole('table', { name: 'Changes' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(rowOf(changes, 'role')).toEqual(['role', 'member', 'viewer']);

    const from = within(drawer).getByRole('table', { name: 'From' });
    expect(rowOf(from, 'IP address')).toEqual(['IP address', '203.0.113.7']);
    expect(rowOf(from, 'User agent')).toEqual(['User agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0']);
    expect(rowOf(from, 'Session ID')).toEqual(['Session ID', 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b']);
    expect(rowOf(from, 'Request ID')).toEqual(['Request ID', 'req-42']);
    // A role change has no details of its own: no empty section for them.
    expect(within(drawer).queryByRole('table', { name: 'Details' })).toBeNull();
  });

  it('shows the same role change in Ukrainian, and closes by its button', async () => {
    const onClose = vi.fn();
    const { user } = await renderComponent(<AuditEventDrawer id={id} onClose={onClose} />, {
      cache,
      locale: 'uk',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Запис журналу аудиту' });
    expect(within(drawer).getByText('Роль змінено')).toBeInTheDocument();
    const fields = within(drawer).getByRole('table', { name: 'Запис' });
    expect(rowOf(fields, 'Хто')).toEqual(['Хто', 'Olena Koval']);
    expect(rowOf(fields, 'Ресурс')).toEqual(['Ресурс', 'Учасник · Bohdan Melnyk']);
    const changes = within(drawer).getByRole('table', { name: 'Зміни' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Поле', 'Було', 'Стало']);
    expect(rowOf(changes, 'role')).toEqual(['role', 'member', 'viewer']);
    expect(within(drawer).getByRole('table', { name: 'Звідки' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Закрити запис' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lists an export’s details, objects as compact JSON, and an em dash for what is not known', async () => {
    await renderComponent(<AuditEventDrawer id={exportId} onClose={vi.fn()} />, { cache: exportCache });
    const drawer = await screen.findByRole('dialog', { name: 'Audit log entry' });
    expect(within(drawer).getByText('Data exported')).toBeInTheDocument();
    expect(within(drawer).queryByRole('table', { name: 'Changes' })).toBeNull();
    expect(within(drawer).getByText('No field was changed.')).toBeInTheDocument();
    const details = within(drawer).getByRole('table', { name: 'Details' });
    expect(rowOf(details, 'grid')).toEqual(['grid', 'payments']);
    expect(rowOf(details, 'rows')).toEqual(['rows', '120']);
    expect(rowOf(details, 'filters')).toEqual(['filters', '{"status":["failed"]}']);
    expect(rowOf(details, 'note')).toEqual(['note', '—']);
    const from = within(drawer).getByRole('table', { name: 'From' });
    expect(rowOf(from, 'IP address')).toEqual(['IP address', '—']);
    expect(rowOf(from, 'User agent')).toEqual(['User agent', '—']);
  });

  it('draws nothing while no entry is chosen', async () => {
    await renderComponent(<AuditEventDrawer id={undefined} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
