import type { FilterState, FilterValue } from '@paygrid/domain/grid/filter-types';
import { currenciesGrid } from '@paygrid/domain/grid/grids/currencies-grid';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pointAtPicker, renderComponent } from '~/test/render';
import { DeclaredFilters } from './declared-filters';

// A page's own choices (as the currencies page gives its parents): the declared enumeration's wording would be
// asked of the API, which these tests do not run.
const options = {
  type: [
    { value: 'national', label: 'National' },
    { value: 'crypto', label: 'Crypto' },
    { value: 'metal', label: 'Metal' },
  ],
  parent: [
    { value: 'USD', label: 'USD' },
    { value: 'BTC', label: 'BTC' },
  ],
};

/** The filter bar as a grid page holds it: the state lives above it, as the URL does on a page. */
function CurrencyFilters({ initial = {} }: { initial?: FilterState }) {
  const [filters, setFilters] = useState<FilterState>(initial);
  const change = (key: string, value: FilterValue | undefined) =>
    setFilters((now) => {
      const next = { ...now };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  return (
    <>
      <DeclaredFilters
        grid={currenciesGrid}
        filters={filters}
        onChange={change}
        onClear={() => setFilters({})}
        options={options}
      />
      <output aria-label="Page state">{JSON.stringify(filters)}</output>
    </>
  );
}

const inForce = () => JSON.parse(screen.getByRole('status', { name: 'Page state' }).textContent ?? '{}');

describe('a grid filter bar from its declaration (currencies), as a person uses it', () => {
  it('a search is told once the reader pauses, and shows as a chip that removes it', async () => {
    const { user } = await renderComponent(<CurrencyFilters />);
    await user.type(screen.getByRole('textbox', { name: 'Search currencies' }), 'bank');
    expect(inForce()).toEqual({});
    await waitFor(() => expect(inForce()).toEqual({ search: 'bank' }));
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(within(chips).getByRole('listitem')).toHaveTextContent('Search currencies: “bank”');
    await user.click(screen.getByRole('button', { name: 'Remove the filter Search currencies: “bank”' }));
    expect(inForce()).toEqual({});
    expect(screen.getByRole('textbox', { name: 'Search currencies' })).toHaveValue('');
  });

  it('a number filter takes one exact value, or a range with either end open', async () => {
    const { user } = await renderComponent(<CurrencyFilters />);
    await user.type(screen.getByRole('textbox', { name: 'Decimals' }), '8');
    await waitFor(() => expect(inForce()).toEqual({ exponent: { eq: '8' } }));
    await user.click(screen.getByRole('radio', { name: 'Range' }));
    expect(inForce()).toEqual({});
    await user.type(screen.getByRole('textbox', { name: 'Decimals from' }), '2');
    await waitFor(() => expect(inForce()).toEqual({ exponent: { gte: '2' } }));
  });

  it('a multiple choice is picked from its list (the picker arrives on demand); "Clear all" clears every filter', async () => {
    const { user } = await renderComponent(<CurrencyFilters initial={{ search: 'usd' }} />);
    await user.click(await pointAtPicker(user, 'Type'));
    await user.click(await screen.findByRole('option', { name: 'Crypto' }));
    await user.click(await screen.findByRole('option', { name: 'Metal' }));
    await waitFor(() => expect(inForce()).toEqual({ search: 'usd', type: ['crypto', 'metal'] }));
    expect(screen.getByRole('list', { name: 'Filters in force' })).toHaveTextContent('Type: Crypto, Metal');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(inForce()).toEqual({});
    expect(screen.queryByRole('list', { name: 'Filters in force' })).toBeNull();
  });

  it('in Ukrainian, the widgets and the chips speak Ukrainian', async () => {
    const { user } = await renderComponent(<CurrencyFilters initial={{ exponent: { eq: '2' } }} />, {
      locale: 'uk',
    });
    const chip = within(screen.getByRole('list')).getByRole('listitem');
    expect(chip).toHaveTextContent('Знаків після коми: = 2');
    await user.click(within(chip).getByRole('button'));
    expect(inForce()).toEqual({});
  });
});
