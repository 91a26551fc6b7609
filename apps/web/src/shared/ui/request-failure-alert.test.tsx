import { createHttpError } from '@paygrid/domain/errors/http-error';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '~/test/render';
import { RequestFailureAlert } from './request-failure-alert';

const refusal = (status: number, code: string, params: Record<string, number>) =>
  createHttpError({
    status,
    data: {
      message: 'Refused.',
      errors: [{ status: String(status), code, title: 'Refused', meta: { retry_after: 60, params } }],
    },
  });

// Issue 33 (ADR 0096): a limit reached says which, with its numbers, in the reader's language.
describe('the alert of a limit reached', () => {
  it('V2.1.3 says the organisation limits with their numbers, in English and Ukrainian', async () => {
    const error = refusal(429, 'organizations_per_day', { limit: 5 });
    await renderComponent(<RequestFailureAlert error={error} fallbackTitleKey="organizations.form.failed" />);
    expect(screen.getByText('Today’s limit of new organisations is reached')).toBeInTheDocument();
    expect(screen.getByText(/up to 5 organisations a day/)).toBeInTheDocument();
    const total = refusal(403, 'organizations_in_all', { limit: 20 });
    await renderComponent(
      <RequestFailureAlert error={total} fallbackTitleKey="organizations.form.failed" />,
      {
        locale: 'uk',
      },
    );
    expect(screen.getByText('Ліміт організацій вичерпано')).toBeInTheDocument();
    expect(screen.getByText(/щонайбільше 20 організацій загалом/)).toBeInTheDocument();
  });

  it('V2.1.3 says the inviter’s allowance across organisations and a busy cropper, in Ukrainian', async () => {
    const error = refusal(429, 'invitations_per_inviter', { hour: 50, day: 200 });
    await renderComponent(<RequestFailureAlert error={error} fallbackTitleKey="members.action_failed" />, {
      locale: 'uk',
    });
    expect(screen.getByText('Ліміт запрошень вичерпано')).toBeInTheDocument();
    expect(screen.getByText(/50 запрошень на годину і 200 на добу/)).toBeInTheDocument();
    const busy = refusal(429, 'crop_busy', {});
    await renderComponent(<RequestFailureAlert error={busy} fallbackTitleKey="members.action_failed" />, {
      locale: 'uk',
    });
    expect(screen.getByText('Забагато зображень одночасно')).toBeInTheDocument();
  });
});
