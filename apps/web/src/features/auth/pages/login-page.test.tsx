import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '~/test/render';
import { LoginPage } from './login-page';
import { TwoFactorPage } from './two-factor-page';

// What a person meets before anything leaves the browser; the answers of the server (bad credentials, the second
// step) are the browser suite's (apps/web/e2e/login.test.ts), against the real server.
describe('log in (SPEC §4, §5), as a person fills it in', () => {
  it('an empty form is refused in place, each field says why, and the focus goes to the first mistake', async () => {
    const { user } = await renderComponent(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Required field'),
    );
  });

  it('a mistyped e-mail is named as such, and mended by typing', async () => {
    const { user } = await renderComponent(<LoginPage />, { path: '/login' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ops@');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Invalid e-mail'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'paygrid.test');
    expect(screen.queryByText('Invalid e-mail')).toBeNull();
  });

  it('the password can be shown and hidden again', async () => {
    const { user } = await renderComponent(<LoginPage />, { path: '/login' });
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret words');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('in Ukrainian, the mistakes are told in Ukrainian', async () => {
    const { user } = await renderComponent(<LoginPage />, { path: '/login', locale: 'uk' });
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(screen.getAllByText('Обов’язкове поле')).toHaveLength(2);
  });
});

describe('the second step of signing in (SPEC §4 2FA), as a person fills it in', () => {
  it('fewer than six digits are refused in place; each box is named by its place', async () => {
    const { user } = await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(first).toHaveFocus();
    await user.keyboard('12345');
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(screen.getByText('Enter the 6 digits from your authenticator app')).toBeInTheDocument();
  });

  it('a recovery code is the other way in', async () => {
    await renderComponent(<TwoFactorPage />, { path: '/2fa' });
    expect(screen.getByRole('link', { name: 'Can’t use the app? Use a recovery code' })).toHaveAttribute(
      'href',
      '/2fa/recovery',
    );
  });
});
