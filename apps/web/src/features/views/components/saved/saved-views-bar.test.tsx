import { gridPresetsSchema } from '@paygrid/contracts/presets/grid-presets';
import { savedViewFromResource } from '@paygrid/domain/grid/saved-view';
import { sortViewsForDisplay } from '@paygrid/domain/grid/view-positions';
import type { GridViewState } from '@paygrid/domain/grid/view-state';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { viewKeys } from '../../api/view-keys';
import { SavedViewsBar } from './saved-views-bar';

const view = (
  id: string,
  name: string,
  position: number,
  filters: Array<{ key: string; value: string }>,
) => ({
  type: 'view',
  id,
  owner: null,
  attributes: {
    grid_code: 'currencies',
    name,
    description: null,
    access_scope: 'organization',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    filters,
    is_favorite: true,
    position,
    sort: [{ property: 'code', direction: 'desc' }],
    table_columns: [],
  },
});

/** GET /dashboard/presets as the server answers it, read as the bar's presets query reads it (views only here). */
const favourites = {
  key: viewKeys.grid('currencies'),
  schema: {
    parse: (data: unknown) => ({
      views: sortViewsForDisplay(gridPresetsSchema.parse(data).data.views.map(savedViewFromResource)),
      filters: [],
      columns: null,
    }),
  },
  data: {
    data: {
      views: [
        view('01JD8X6Z3K4Q5R6S7T8V9W0XY1', 'Crypto', 2, [{ key: 'type', value: '"crypto"' }]),
        view('01JD8X6Z3K4Q5R6S7T8V9W0XY2', 'Metals', 1, [{ key: 'type', value: '"metal"' }]),
      ],
      filters: [],
      columns: null,
    },
  },
};

/** The bar over a grid whose state lives above it, as a grid page keeps it in the URL. */
function CurrenciesWithViews({ onApplied }: { onApplied: (state: GridViewState, id?: string) => void }) {
  const [state, setState] = useState<GridViewState>({ sort: [], filter: {}, columns: [] });
  const [activeViewId, setActiveViewId] = useState<string | undefined>(undefined);
  return (
    <>
      <SavedViewsBar
        gridCode="currencies"
        state={state}
        activeViewId={activeViewId}
        onApply={(next, id) => {
          setState(next);
          setActiveViewId(id);
          onApplied(next, id);
        }}
        onLeaveView={() => setActiveViewId(undefined)}
      />
      <button type="button" onClick={() => setState((now) => ({ ...now, filter: { type: 'national' } }))}>
        Filter national
      </button>
    </>
  );
}

describe('the saved views bar (SPEC §4), as a person picks a view', () => {
  it('lists the favourites highest position first; picking one applies its sort and filters and marks it', async () => {
    const onApplied = vi.fn();
    const { user } = await renderComponent(<CurrenciesWithViews onApplied={onApplied} />, {
      cache: [favourites],
    });
    const crypto = await screen.findByRole('button', { name: /^Crypto/ });
    const metals = screen.getByRole('button', { name: /^Metals/ });
    expect(crypto.compareDocumentPosition(metals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(crypto).toHaveAttribute('aria-pressed', 'false');
    await user.click(metals);
    expect(onApplied).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: [{ param: 'code', direction: 'desc' }], filter: { type: 'metal' } }),
      '01JD8X6Z3K4Q5R6S7T8V9W0XY2',
    );
    expect(metals).toHaveAttribute('aria-pressed', 'true');
  });

  it('a later change of the filters that differs from the active view leaves it (SPEC §4)', async () => {
    const { user } = await renderComponent(<CurrenciesWithViews onApplied={vi.fn()} />, {
      cache: [favourites],
    });
    await user.click(await screen.findByRole('button', { name: /^Crypto/ }));
    expect(screen.getByRole('button', { name: /^Crypto/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Filter national' }));
    expect(screen.getByRole('button', { name: /^Crypto/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
