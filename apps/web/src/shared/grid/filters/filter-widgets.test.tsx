import type { UnixDateFilter as UnixDateFilterValue } from '@paygrid/domain/grid/filter-types';
import { screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pointAtPicker, renderComponent } from '~/test/render';
import { BooleanFilter } from './boolean-filter';
import { EnumerationFilter } from './enumeration-filter';
import { SearchFilter } from './search-filter';
import { StringFilter } from './string-filter';
import { ToggleFilter } from './toggle-filter';
import { UnixDateFilter } from './unix-date-filter';

/** One widget with its value held above it, as the grid keeps it in the URL; the value is printed beside it. */
function Held<V>({
  widget,
}: {
  widget: (value: V | undefined, onChange: (next: V | undefined) => void) => ReactNode;
}) {
  const [value, setValue] = useState<V | undefined>(undefined);
  return (
    <>
      {widget(value, setValue)}
      <output aria-label="Filter value">{value === undefined ? 'none' : JSON.stringify(value)}</output>
    </>
  );
}

const held = () => screen.getByRole('status', { name: 'Filter value' }).textContent;

describe('each filter widget (SPEC §3 filter types), as a person sets it', () => {
  it('boolean: yes, no, or any (no filter)', async () => {
    const { user } = await renderComponent(
      <Held<boolean>
        widget={(value, onChange) => <BooleanFilter label="Two-factor" value={value} onChange={onChange} />}
      />,
    );
    const choices = within(screen.getByRole('radiogroup', { name: 'Two-factor' }));
    expect(choices.getByRole('radio', { name: 'Any' })).toBeChecked();
    await user.click(choices.getByRole('radio', { name: 'No' }));
    expect(held()).toBe('false');
    await user.click(choices.getByRole('radio', { name: 'Yes' }));
    expect(held()).toBe('true');
    await user.click(choices.getByRole('radio', { name: 'Any' }));
    expect(held()).toBe('none');
  });

  it('toggle: on filters, off filters nothing', async () => {
    const { user } = await renderComponent(
      <Held<boolean>
        widget={(value, onChange) => (
          <ToggleFilter label="With 3-D Secure" value={value} onChange={onChange} />
        )}
      />,
    );
    await user.click(screen.getByRole('switch', { name: 'With 3-D Secure' }));
    expect(held()).toBe('true');
    await user.click(screen.getByRole('switch', { name: 'With 3-D Secure' }));
    expect(held()).toBe('none');
  });

  it('string: the text once the reader pauses; spaces alone are no filter', async () => {
    const { user } = await renderComponent(
      <Held<string>
        widget={(value, onChange) => <StringFilter label="Vendor" value={value} onChange={onChange} />}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Vendor' }), 'VISA');
    await waitFor(() => expect(held()).toBe('"VISA"'));
    await user.clear(screen.getByRole('textbox', { name: 'Vendor' }));
    await user.type(screen.getByRole('textbox', { name: 'Vendor' }), '   ');
    await waitFor(() => expect(held()).toBe('none'));
  });

  it('search: past six words it says so under the field, in the reader’s language, and asks nothing (issue 33)', async () => {
    for (const [locale, words] of [
      ['en', 'At most 6 words'],
      ['uk', 'Щонайбільше 6 слів'],
    ] as const) {
      const { user, unmount } = await renderComponent(
        <Held<string>
          widget={(value, onChange) => <SearchFilter label="Search" value={value} onChange={onChange} />}
        />,
        { locale },
      );
      const field = screen.getByRole('textbox', { name: 'Search' });
      await user.type(field, 'one two three');
      await waitFor(() => expect(held()).toBe('"one two three"'));
      await user.type(field, ' four five six seven');
      expect(await screen.findByText(words)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(held()).toBe('"one two three"');
      unmount();
    }
  });

  it('search of a large grid: a word under three letters is sent, and the field says it only begins an id', async () => {
    for (const [locale, note] of [
      ['en', 'Words under 3 letters only match the start of an ID'],
      ['uk', 'Слова, коротші за 3 літери, шукаються лише на початку ID'],
    ] as const) {
      const { user, unmount } = await renderComponent(
        <Held<string>
          widget={(value, onChange) => (
            <SearchFilter label="Search" value={value} onChange={onChange} minWordLength={3} />
          )}
        />,
        { locale },
      );
      const field = screen.getByRole('textbox', { name: 'Search' });
      await user.type(field, 'olena');
      await waitFor(() => expect(held()).toBe('"olena"'));
      expect(screen.queryByText(note)).not.toBeInTheDocument();
      await user.type(field, ' 01');
      await waitFor(() => expect(held()).toBe('"olena 01"'));
      expect(screen.getByText(note)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(note);
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      unmount();
    }
  });

  it('enumeration: one value picked from its list (the picker arrives on demand)', async () => {
    const options = [
      { value: 'USD', label: 'USD' },
      { value: 'UAH', label: 'UAH' },
    ];
    const { user } = await renderComponent(
      <Held<string>
        widget={(value, onChange) => (
          <EnumerationFilter label="Parent currency" options={options} value={value} onChange={onChange} />
        )}
      />,
    );
    await user.click(await pointAtPicker(user, 'Parent currency'));
    await user.click(await screen.findByRole('option', { name: 'UAH' }));
    expect(held()).toBe('"UAH"');
    expect(screen.getByRole('combobox', { name: 'Parent currency' })).toHaveValue('UAH');
  });

  it('unix-date: a quick range from its panel; a condition with no date is refused in place', async () => {
    const { user } = await renderComponent(
      <Held<UnixDateFilterValue>
        widget={(value, onChange) => <UnixDateFilter label="Joined" value={value} onChange={onChange} />}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Joined: Any time' }));
    const panel = await screen.findByRole('dialog', { name: /^Joined/ });
    await user.click(within(panel).getByRole('button', { name: 'Last 7 days' }));
    expect(JSON.parse(held() ?? '{}')).toMatchObject({ type: 'between', preset: 'last-7-days' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Joined: / }));
    const again = await screen.findByRole('dialog', { name: /^Joined/ });
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Condition' }), 'is-after');
    await user.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(within(again).getByText('Required field')).toBeInTheDocument();
    expect(JSON.parse(held() ?? '{}')).toMatchObject({ preset: 'last-7-days' });
  });
});
