import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { NumberPaging } from './number-paging';

describe('number paging (SPEC §4), as a person uses it', () => {
  it('on the first of several pages: first and previous are off, next and last move on', async () => {
    const onMove = vi.fn();
    const { user } = await renderComponent(
      <NumberPaging page={1} pages={3} total={55} size={20} onMove={onMove} onSizeChange={() => undefined} />,
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onMove.mock.calls).toEqual([[{ type: 'next' }], [{ type: 'last' }]]);
  });

  it('while the next answer is on its way, no move can be asked twice', async () => {
    const onMove = vi.fn();
    const { user } = await renderComponent(
      <NumberPaging
        page={2}
        pages={3}
        total={55}
        size={20}
        waiting
        onMove={onMove}
        onSizeChange={() => undefined}
      />,
    );
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      await user.click(button).catch(() => undefined);
    }
    expect(onMove).not.toHaveBeenCalled();
  });

  it('in Ukrainian, the moves and the page are named in Ukrainian', async () => {
    await renderComponent(
      <NumberPaging
        page={2}
        pages={3}
        total={55}
        size={20}
        onMove={() => undefined}
        onSizeChange={() => undefined}
      />,
      { locale: 'uk' },
    );
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(
      screen
        .getAllByRole('button')
        .every((button) => /[а-яіїєґ]/i.test(button.getAttribute('aria-label') ?? '')),
    ).toBe(true);
  });
});
