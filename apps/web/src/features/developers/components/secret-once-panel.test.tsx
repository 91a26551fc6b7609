import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { SecretOncePanel } from './secret-once-panel';

const secret = 'pg_test_3q2-7wEy0Uo1m4n5b6v7c8x9z0aAbBcCdDeEfFgGhHi';

describe('the secret, shown once (issue 36)', () => {
  it('is whole in a read-only field, says it will not be shown again, and copies to the clipboard', async () => {
    const onDone = vi.fn();
    const { user } = await renderComponent(<SecretOncePanel secret={secret} onDone={onDone} />);
    const field = screen.getByRole('textbox', { name: 'Secret key' });
    expect(field).toHaveValue(secret);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('Copy the secret now')).toBeInTheDocument();
    expect(screen.getByText(/only time it is shown/)).toBeInTheDocument();

    // Typing cannot change it: what is copied is what the API sent.
    await user.type(field, 'x');
    expect(field).toHaveValue(secret);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('warns in Ukrainian too', async () => {
    await renderComponent(<SecretOncePanel secret={secret} onDone={vi.fn()} />, { locale: 'uk' });
    expect(screen.getByRole('textbox', { name: 'Секретний ключ' })).toHaveValue(secret);
    expect(screen.getByText('Скопіюйте секрет зараз')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скопіювати' })).toBeInTheDocument();
  });
});
