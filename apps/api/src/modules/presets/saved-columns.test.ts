import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationBody, organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let catcher: MailCatcher;
let owner: ApiClient;
let colleague: ApiClient;

const host = 'columns-co.app.localhost:3000';
const layout = [
  { property: 'name', fixed: true, width: 240, position: 0 },
  { property: 'code', fixed: false, width: null, position: 1 },
];
const columns = (extra: Record<string, unknown> = {}) => ({
  data: { type: 'columns', attributes: { grid_code: 'countries', table_columns: layout, ...extra } },
});
beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
  ({ dashboard: owner } = await organizationOwnedBy(
    await signedInUser(testApp, 'columns-owner@example.com'),
    'columns-co',
  ));
  colleague = await joinedMember(testApp, catcher, owner, 'columns-admin@example.com', 'admin');
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

describe('saved columns (SPEC §2, §3, §7 /dashboard/columns, issue 13)', () => {
  it('saves one person’s column layout of a grid with its column editing mode, off unless said', async () => {
    const created = await owner.post('/dashboard/columns', columns());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'columns',
      attributes: { grid_code: 'countries', table_columns: layout, column_editing: false },
    });
    const list = (await owner.get('/dashboard/columns?filter[grid_code]=countries')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(created.json().data.id);
    expect((await owner.get('/dashboard/columns?filter[grid_code]=currencies')).json().data).toEqual([]);
  });

  it('keeps one record per person and grid: a second POST is 409 naming the first', async () => {
    const [first] = (await owner.get('/dashboard/columns')).json().data;
    const again = await owner.post('/dashboard/columns', columns({ column_editing: true }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'columns_exist', meta: { id: first.id } });
    const other = await owner.post('/dashboard/columns', {
      data: {
        type: 'columns',
        attributes: { grid_code: 'currencies', table_columns: [], column_editing: true },
      },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.attributes).toMatchObject({ table_columns: [], column_editing: true });
  });

  it('changes the layout or the editing mode alone, and forgets them on delete', async () => {
    const [first] = (await owner.get('/dashboard/columns?filter[grid_code]=countries')).json().data;
    const editing = await owner.patch(`/dashboard/columns/${first.id}`, {
      data: { type: 'columns', attributes: { column_editing: true } },
    });
    expect(editing.statusCode).toBe(200);
    expect(editing.json().data.attributes).toMatchObject({ column_editing: true, table_columns: layout });
    const narrower = [{ property: 'name', fixed: false, width: 180, position: 0 }];
    const relaid = await owner.patch(`/dashboard/columns/${first.id}`, {
      data: { type: 'columns', attributes: { table_columns: narrower } },
    });
    expect(relaid.json().data.attributes).toMatchObject({ column_editing: true, table_columns: narrower });
    expect((await owner.delete(`/dashboard/columns/${first.id}`)).statusCode).toBe(200);
    expect((await owner.get('/dashboard/columns?filter[grid_code]=countries')).json().data).toEqual([]);
    expect((await owner.post('/dashboard/columns', columns())).statusCode).toBe(201);
  });

  it('is nobody else’s: a colleague, even an admin, lists none and gets 404 for the owner’s record', async () => {
    const [mine] = (await owner.get('/dashboard/columns?filter[grid_code]=countries')).json().data;
    expect((await colleague.get('/dashboard/columns')).json().data).toEqual([]);
    const change = await colleague.patch(`/dashboard/columns/${mine.id}`, {
      data: { type: 'columns', attributes: { column_editing: true } },
    });
    expect(change.statusCode).toBe(404);
    expect((await colleague.delete(`/dashboard/columns/${mine.id}`)).statusCode).toBe(404);
    expect((await colleague.post('/dashboard/columns', columns())).statusCode).toBe(201);
  });

  it('answers 422 naming the field for bad bodies and queries', async () => {
    const cases: Array<[unknown, string]> = [
      [columns({ grid_code: 'Bad Grid' }), '/data/attributes/grid_code'],
      [
        columns({ table_columns: [{ property: 'name', fixed: true, width: 5, position: 0 }] }),
        '/data/attributes/table_columns/0/width',
      ],
      [columns({ table_columns: [layout[0], layout[0]] }), '/data/attributes/table_columns'],
      [columns({ column_editing: 'on' }), '/data/attributes/column_editing'],
      [
        { data: { type: 'columns', attributes: { grid_code: 'payments' } } },
        '/data/attributes/table_columns',
      ],
    ];
    for (const [body, pointer] of cases) {
      const response = await owner.post('/dashboard/columns', body);
      expect(response.statusCode, pointer).toBe(422);
      expect(
        response.json().errors.map((e: { source?: { pointer?: string } }) => e.source?.pointer),
      ).toContain(pointer);
    }
    const [mine] = (await owner.get('/dashboard/columns?filter[grid_code]=countries')).json().data;
    const gridChange = await owner.patch(`/dashboard/columns/${mine.id}`, {
      data: { type: 'columns', attributes: { grid_code: 'currencies' } },
    });
    expect(gridChange.statusCode).toBe(422);
    expect((await owner.get('/dashboard/columns?filter[grid_code]=Bad!')).statusCode).toBe(422);
    expect((await owner.patch('/dashboard/columns/not-an-id', columns())).statusCode).toBe(422);
  });

  it('answers 404 for every columns call from another organisation', async () => {
    const [mine] = (await owner.get('/dashboard/columns?filter[grid_code]=countries')).json().data;
    const outsider = await signedInUser(testApp, 'columns-outsider@example.com');
    await outsider.post('/organization', organizationBody('columns-other'));
    const atVictim = outsider.on(host);
    const atOwn = outsider.on('columns-other.app.localhost:3000');
    for (const call of [
      atVictim.get('/dashboard/columns'),
      atVictim.post('/dashboard/columns', columns()),
      atOwn.patch(`/dashboard/columns/${mine.id}`, {
        data: { type: 'columns', attributes: { column_editing: true } },
      }),
      atOwn.delete(`/dashboard/columns/${mine.id}`),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    expect((await atOwn.get('/dashboard/columns')).json().data).toEqual([]);
    expect((await atOwn.post('/dashboard/columns', columns())).statusCode).toBe(201);
    expect(
      (await owner.get('/dashboard/columns?filter[grid_code]=countries')).json().data[0].attributes,
    ).toMatchObject({
      column_editing: false,
    });
  });
});
