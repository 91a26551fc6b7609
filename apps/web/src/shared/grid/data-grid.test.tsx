import { createHttpError } from '@paygrid/domain/errors/http-error';
import { defaultLayout, type GridLayout } from '@paygrid/domain/grid/layout/column-layout';
import type { SortItem } from '@paygrid/domain/grid/sort';
import { BUSY_STATUS } from '@paygrid/domain/http/busy';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { openActionMenu, renderComponent } from '~/test/render';
import { ColumnsControl } from './columns-control';
import { DataGrid } from './data-grid';
import type { DataGridColumn } from './data-grid-column';

type Currency = { code: string; name: string; type: string };

const rows: Currency[] = [
  { code: 'ADA', name: 'Cardano', type: 'Crypto' },
  { code: 'UAH', name: 'Ukrainian hryvnia', type: 'National' },
];

const columns: DataGridColumn<Currency>[] = [
  { param: 'code', label: 'Code', sortable: true, cell: (row) => row.code },
  { param: 'name', label: 'Name', sortable: true, cell: (row) => row.name },
  { param: 'type', label: 'Type', cell: (row) => row.type },
];

/** The grid as a page holds it: sort and layout live above it (in the URL on a page). */
function CurrencyTable({ fixed = [] }: { fixed?: string[] }) {
  const [sort, setSort] = useState<SortItem[]>([]);
  const [layout, setLayout] = useState<GridLayout>(
    defaultLayout(
      columns.map((column) => column.param),
      fixed,
    ),
  );
  return (
    <>
      <ColumnsControl columns={columns} layout={layout} onLayoutChange={setLayout} />
      <DataGrid
        label="Currencies"
        columns={columns}
        rows={rows}
        rowId={(row) => row.code}
        sort={sort}
        onSortChange={setSort}
        layout={layout}
        onLayoutChange={setLayout}
        loading={false}
        pending={false}
        error={undefined}
      />
    </>
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');
const firstRow = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim() ?? '');

/** Every body cell names, in `headers`, the header drawn above it. */
const cellsNameTheirHeaders = () => {
  const ids = screen.getAllByRole('columnheader').map((header) => header.id);
  for (const row of screen.getAllByRole('row').slice(1)) {
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('headers')),
    ).toEqual(ids);
  }
};

describe('the data grid: sort, hide and show columns, as a person uses it', () => {
  it('a click on a sortable header sorts ascending, a second click descending; the header says which', async () => {
    const { user } = await renderComponent(<CurrencyTable />);
    const code = screen.getByRole('columnheader', { name: /Code/ });
    expect(code).toHaveAttribute('aria-sort', 'none');
    await user.click(within(code).getByRole('button', { name: 'Code' }));
    expect(code).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(code).getByRole('button', { name: 'Code' }));
    expect(code).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Type/ })).not.toHaveAttribute('aria-sort', 'ascending');
  });

  it('a column hidden from its menu leaves header and cells together, and "Columns" shows it again at the end', async () => {
    const { user } = await renderComponent(<CurrencyTable />);
    expect(headers()).toEqual(['Code', 'Name', 'Type']);
    await openActionMenu(user, 'Column options: Name');
    await user.click(await screen.findByRole('menuitem', { name: 'Hide column' }));
    expect(headers()).toEqual(['Code', 'Type']);
    expect(firstRow()).toEqual(['ADA', 'Crypto']);
    cellsNameTheirHeaders();

    await openActionMenu(user, 'Columns');
    await user.click(await screen.findByRole('menuitem', { name: 'Show Name' }));
    // Shown again after the shown columns, where a saved layout (which lists no hidden column) puts it too.
    expect(headers()).toEqual(['Code', 'Type', 'Name']);
    expect(firstRow()).toEqual(['ADA', 'Crypto', 'Cardano']);
  });

  it('the last column left cannot be hidden', async () => {
    const { user } = await renderComponent(<CurrencyTable />);
    for (const name of ['Code', 'Name']) {
      await openActionMenu(user, `Column options: ${name}`);
      await user.click(await screen.findByRole('menuitem', { name: 'Hide column' }));
    }
    await openActionMenu(user, 'Column options: Type');
    expect(await screen.findByRole('menuitem', { name: 'Hide column' })).toBeDisabled();
  });

  it('an empty answer says so across the whole row', async () => {
    await renderComponent(
      <DataGrid
        label="Currencies"
        columns={columns}
        rows={[]}
        rowId={(row) => row.code}
        sort={[]}
        onSortChange={() => undefined}
        layout={defaultLayout(['code', 'name', 'type'])}
        onLayoutChange={() => undefined}
        loading={false}
        pending={false}
        error={undefined}
        emptyText="Nothing matches these filters"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Nothing matches these filters' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('a pinned column moves first with its cells; unpinned, it returns to its place (issue 32)', async () => {
    const { user } = await renderComponent(<CurrencyTable />);
    await openActionMenu(user, 'Column options: Type');
    await user.click(await screen.findByRole('menuitem', { name: 'Pin' }));
    expect(headers()).toEqual(['Type', 'Code', 'Name']);
    expect(firstRow()).toEqual(['Crypto', 'ADA', 'Cardano']);
    await openActionMenu(user, 'Column options: Name');
    await user.click(await screen.findByRole('menuitem', { name: 'Pin' }));
    // Pinned columns read in the layout's order.
    expect(headers()).toEqual(['Name', 'Type', 'Code']);
    expect(firstRow()).toEqual(['Cardano', 'Crypto', 'ADA']);
    await openActionMenu(user, 'Column options: Type');
    await user.click(await screen.findByRole('menuitem', { name: 'Unpin' }));
    expect(headers()).toEqual(['Name', 'Code', 'Type']);
    expect(firstRow()).toEqual(['Cardano', 'ADA', 'Crypto']);
    cellsNameTheirHeaders();
  });
});

describe('a column the grid declares fixed (SPEC §3)', () => {
  const menuItems = async (user: Awaited<ReturnType<typeof renderComponent>>['user'], name: string) => {
    await openActionMenu(user, `Column options: ${name}`);
    await screen.findByRole('menuitem', { name: 'Sort ascending' });
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim() ?? '');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    return items;
  };

  it('is drawn first and pinned, and its menu offers neither Unpin nor Hide', async () => {
    const { user } = await renderComponent(<CurrencyTable fixed={['name']} />);
    expect(headers()).toEqual(['Name', 'Code', 'Type']);
    expect(firstRow()).toEqual(['Cardano', 'ADA', 'Crypto']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('data-pinned', 'true');
    expect(await menuItems(user, 'Name')).toEqual(['Sort ascending', 'Sort descending']);
    // Another column's menu still offers both.
    expect(await menuItems(user, 'Code')).toEqual([
      'Sort ascending',
      'Sort descending',
      'Pin',
      'Hide column',
    ]);
  });

  it('a column pinned by the reader comes after it; "Reset columns" keeps it pinned', async () => {
    const { user } = await renderComponent(<CurrencyTable fixed={['name']} />);
    await openActionMenu(user, 'Column options: Type');
    await user.click(await screen.findByRole('menuitem', { name: 'Pin' }));
    expect(headers()).toEqual(['Name', 'Type', 'Code']);
    expect(firstRow()).toEqual(['Cardano', 'Crypto', 'ADA']);
    await openActionMenu(user, 'Column options: Code');
    await user.click(await screen.findByRole('menuitem', { name: 'Hide column' }));
    expect(headers()).toEqual(['Name', 'Type']);
    cellsNameTheirHeaders();
    await openActionMenu(user, 'Columns');
    await user.click(await screen.findByRole('menuitem', { name: 'Reset columns' }));
    expect(headers()).toEqual(['Name', 'Code', 'Type']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('data-pinned', 'true');
    expect(screen.getByRole('columnheader', { name: /Type/ })).not.toHaveAttribute('data-pinned');
  });
});

describe('a read the server turned away as busy (issue 33)', () => {
  const busy = (code: string) =>
    createHttpError({
      status: BUSY_STATUS,
      data: { message: 'Busy.', errors: [{ status: String(BUSY_STATUS), code, title: 'Busy' }] },
    });

  function BusyTable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
    return (
      <DataGrid
        label="Payments"
        columns={columns}
        rows={[]}
        rowId={(row) => row.code}
        sort={[]}
        onSortChange={() => {}}
        layout={defaultLayout(columns.map((column) => column.param))}
        onLayoutChange={() => {}}
        loading={false}
        pending={false}
        error={error}
        onRetry={onRetry}
      />
    );
  }

  it('says so calmly, in the reader’s language, and asks again only when the reader says', async () => {
    for (const [locale, title, body, again] of [
      ['en', 'Busy for a moment', /running as many searches/, 'Try again'],
      ['uk', 'Зайнято на хвилинку', /стільки пошуків/, 'Спробувати ще раз'],
    ] as const) {
      let retried = 0;
      const { user, unmount } = await renderComponent(
        <BusyTable error={busy('organization_busy')} onRetry={() => (retried += 1)} />,
        { locale },
      );
      const notice = screen.getByRole('status');
      expect(within(notice).getByText(title)).toBeInTheDocument();
      expect(within(notice).getByText(body)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(retried).toBe(0);
      await user.click(within(notice).getByRole('button', { name: again }));
      expect(retried).toBe(1);
      unmount();
    }
  });

  it('names a read stopped by the time limit as such', async () => {
    await renderComponent(<BusyTable error={busy('read_too_slow')} onRetry={() => {}} />);
    expect(screen.getByText(/took longer than the console allows/)).toBeInTheDocument();
  });
});
