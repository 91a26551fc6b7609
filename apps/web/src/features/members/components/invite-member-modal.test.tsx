import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '~/test/render';
import { InviteMemberModal } from './invite-member-modal';

const dialog = (onClose = vi.fn()) => (
  <InviteMemberModal opened organizationName="Acme Pay" onClose={onClose} onInvited={vi.fn()} />
);

// Sending it is the browser suite's (apps/web/e2e/members.test.ts, against the real server and its mail).
describe('the invitation dialog, as an admin fills it in', () => {
  it('a role is chosen among the invitable ones, Member unless changed, and the choice shows', async () => {
    const { user } = await renderComponent(dialog());
    const roles = within(screen.getByRole('radiogroup', { name: 'Role' }));
    expect(roles.getAllByRole('radio').map((radio) => radio.textContent?.split('.')[0])).toEqual([
      expect.stringMatching(/^Admin/),
      expect.stringMatching(/^Member/),
      expect.stringMatching(/^Viewer/),
    ]);
    expect(roles.getByRole('radio', { name: /^Member/ })).toBeChecked();
    await user.click(roles.getByRole('radio', { name: /^Admin/ }));
    expect(roles.getByRole('radio', { name: /^Admin/ })).toBeChecked();
    expect(roles.getByRole('radio', { name: /^Member/ })).not.toBeChecked();
  });

  it('no address, or a mistyped one, is refused in place with the focus on it', async () => {
    const { user } = await renderComponent(dialog());
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(email).toHaveFocus();
    await user.type(email, 'new.colleague@');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Invalid e-mail'));
  });

  it('the invitation’s language is the inviter’s own unless changed; Cancel closes without sending', async () => {
    const onClose = vi.fn();
    const { user } = await renderComponent(dialog(onClose), { locale: 'uk' });
    expect(screen.getByLabelText('Мова запрошення', { selector: 'input' })).toHaveValue('Українська');
    // The dialog's close button and the form's Cancel say the same: the form's is the one with the word on it.
    const cancel = screen
      .getAllByRole('button', { name: 'Скасувати' })
      .find((button) => button.textContent === 'Скасувати');
    await user.click(cancel as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
