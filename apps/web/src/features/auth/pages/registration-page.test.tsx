import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '~/test/render';
import { RegistrationPage } from './registration-page';

/** Olena's name and address, and the password given. */
async function fillIn(user: UserEvent, password: string): Promise<void> {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Olena');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Koval');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'olena.koval@paygrid.test');
  await user.type(screen.getByLabelText('Password'), password);
}

// What a person meets before the form is sent; the sending, the mail and the confirmation are the browser suite's
// (apps/web/e2e/account-entrance.test.ts), against the real server and its SMTP.
describe('registration (SPEC §5 rules), as a person fills it in', () => {
  it('an empty form is refused in place, every field saying why, the focus on the first', async () => {
    const { user } = await renderComponent(<RegistrationPage />, { path: '/registration' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const name of ['First name', 'Last name', 'E-mail']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Required field'),
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('a password that is the e-mail address is refused before anything is sent', async () => {
    const { user } = await renderComponent(<RegistrationPage />, { path: '/registration' });
    await fillIn(user, 'olena.koval@paygrid.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The password must not be your e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('a common password is refused after its dictionary arrives, with the reason', async () => {
    const { user } = await renderComponent(<RegistrationPage />, { path: '/registration' });
    await fillIn(user, 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(
        screen.getByText('This password is too common: pick one that is harder to guess'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
