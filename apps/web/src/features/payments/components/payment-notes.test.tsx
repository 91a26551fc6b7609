import { currentOrganizationSchema } from '@paygrid/contracts/organizations/organization';
import { defaultPreferences } from '@paygrid/contracts/user/default-preferences';
import type { MemberRole } from '@paygrid/domain/organizations/roles';
import { PAYMENT_NOTE_MAX_LENGTH } from '@paygrid/domain/payments/notes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationKeys } from '~/features/organizations';
import { json, stubApi } from '~/test/api-stub';
import { currentOrganizationOf } from '~/test/current-organization';
import { currentUserInCache } from '~/test/current-user';
import { renderComponent } from '~/test/render';
import { drawerCache, paymentId as id, paymentAnswer } from '../payments.test-support';
import { PaymentDrawer } from './payment-drawer';
import { PaymentNotes } from './payment-notes';

/** One note as GET /payments/{id}/notes lists it. */
const noteAnswer = (noteId: string, text: string, author: string | null, at: string) => ({
  type: 'payment_note',
  id: noteId,
  attributes: { text, author_name: author, created_at: at },
});

const older = noteAnswer(
  '01JD8X6Z3K4Q5R6S7T8V9W0N01',
  'Customer called:\nparcel lost.',
  null,
  '2026-11-20T10:00:00.000Z',
);
const newer = noteAnswer(
  '01JD8X6Z3K4Q5R6S7T8V9W0N02',
  'Refund agreed with finance.',
  'Olena Admin',
  '2026-11-21T09:10:00.000Z',
);
const added = noteAnswer(
  '01JD8X6Z3K4Q5R6S7T8V9W0N03',
  'Courier confirmed the loss.',
  'Olena Koval',
  '2026-11-22T08:00:00.000Z',
);

/** The reader reads times in New York, day first, on a 12-hour clock. */
const reader = currentUserInCache();
reader.data.attributes.settings.preferences = {
  ...defaultPreferences,
  time_zone: 'America/New_York',
  date_format: 'dd-MM-yyyy',
  time_format: 'hh:mm a',
};

const organizationOf = (role: MemberRole) => ({
  key: organizationKeys.current(),
  schema: currentOrganizationSchema,
  data: currentOrganizationOf(role, 'live'),
});

type SentCall = { method: string; url: string; body: unknown };
let sent: SentCall[];
let role: MemberRole;
let listed: { data: unknown[] };
/** What POST /payments/{id}/notes answers; by default the note is kept and listed first. */
let answerPost: (body: unknown) => Response;

const notesCalls = (method: string) =>
  sent.filter((call) => call.method === method && call.url.endsWith(`/payments/${id}/notes`));

beforeEach(() => {
  sent = [];
  role = 'member';
  listed = { data: [newer, older] };
  answerPost = () => {
    listed = { data: [added, ...listed.data] };
    return json(201, { data: added });
  };
  stubApi((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (url.endsWith('/notes')) return method === 'POST' ? answerPost(body) : json(200, listed);
    if (url.endsWith('/operations')) return json(200, { data: [] });
    if (url.endsWith('/organization')) return json(200, currentOrganizationOf(role, 'live'));
    return json(200, paymentAnswer());
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderNotes = (options: { locale?: 'en' | 'uk' } = {}) =>
  renderComponent(<PaymentNotes paymentId={id} />, {
    cache: [reader, organizationOf(role)],
    ...options,
  });

describe('operator notes on a payment (issue 38)', () => {
  it('lists the notes newest first, each with its author and its time as the reader reads times', async () => {
    await renderNotes();
    const section = screen.getByRole('region', { name: 'Notes' });
    const list = await within(section).findByRole('list', { name: 'Notes on this payment' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Refund agreed with finance.');
    expect(first).toHaveTextContent('Olena Admin · 21-11-2026 04:10 am');
    expect(second).toHaveTextContent('Customer called: parcel lost.');
    // The author's account is gone: the note stays, its author is named for what they were.
    expect(second).toHaveTextContent('A former member · 20-11-2026 05:00 am');
    expect(within(section).queryByRole('button', { name: /edit|delete/i })).toBeNull();
  });

  it('says when there is no note yet', async () => {
    listed = { data: [] };
    await renderNotes();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notes on this payment' })).toBeNull();
  });

  it('lets a member add a note: sent trimmed, the list read again, the field cleared', async () => {
    const { user } = await renderNotes();
    await screen.findByRole('list', { name: 'Notes on this payment' });
    const field = screen.getByRole('textbox', { name: 'Add a note' });
    expect(field).toHaveAccessibleDescription(
      `Kept as written: a note cannot be edited or deleted. 0 of ${PAYMENT_NOTE_MAX_LENGTH} characters.`,
    );
    await user.type(field, '  Courier confirmed the loss. ');
    expect(field).toHaveAccessibleDescription(/27 of 2000 characters\.$/);
    const readsBefore = notesCalls('GET').length;
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(notesCalls('POST')).toHaveLength(1));
    expect(notesCalls('POST')[0]?.body).toEqual({ text: 'Courier confirmed the loss.' });
    await vi.waitFor(() => expect(notesCalls('GET').length).toBeGreaterThan(readsBefore));
    const list = screen.getByRole('list', { name: 'Notes on this payment' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Courier confirmed the loss.');
    expect(field).toHaveValue('');
  });

  it('sends nothing blank or over the limit, and says why', async () => {
    const { user } = await renderNotes();
    const field = await screen.findByRole('textbox', { name: 'Add a note' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(field).toHaveAccessibleDescription(/Write the note first\./);
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(PAYMENT_NOTE_MAX_LENGTH + 3));
    expect(field).toHaveAccessibleDescription(/At most 2000 characters: shorten it by 3\./);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(notesCalls('POST')).toEqual([]);
  });

  it('shows the refusal the API sends, and keeps what was written', async () => {
    answerPost = () =>
      json(403, {
        message: 'Your role (viewer) does not allow this.',
        errors: [
          {
            status: '403',
            code: 'role_forbidden',
            title: 'Forbidden',
            detail: 'Your role (viewer) does not allow this.',
          },
        ],
      });
    const { user } = await renderNotes();
    const field = await screen.findByRole('textbox', { name: 'Add a note' });
    await user.type(field, 'Chargeback expected');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Could not add the note');
    expect(refusal).toHaveTextContent('Your role (viewer) does not allow this.');
    expect(field).toHaveValue('Chargeback expected');
  });

  it('shows a viewer the notes but no form, in Ukrainian too', async () => {
    role = 'viewer';
    await renderNotes({ locale: 'uk' });
    const section = screen.getByRole('region', { name: 'Нотатки' });
    const list = await within(section).findByRole('list', { name: 'Нотатки до цього платежу' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/Колишній учасник/)).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Додати нотатку' })).toBeNull();
  });

  it('sits in the payment drawer, after the operations', async () => {
    await renderComponent(<PaymentDrawer id={id} onClose={vi.fn()} />, {
      cache: [...drawerCache(paymentAnswer(), { data: [] }, 'admin'), reader],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    const notes = within(drawer).getByRole('region', { name: 'Notes' });
    expect(await within(notes).findAllByRole('listitem')).toHaveLength(2);
    expect(within(notes).getByRole('textbox', { name: 'Add a note' })).toBeInTheDocument();
    const operations = within(drawer).getByRole('region', { name: 'Operations' });
    expect(operations.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
