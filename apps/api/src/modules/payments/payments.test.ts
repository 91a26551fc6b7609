import { minorToDecimal, OPERATION_ATTENTION_DAYS, STUCK_PROCESSING_MINUTES } from '@paygrid/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { demoPayments } from './demo-payments';
import { type NewPayment, recordPayments } from './record-payments';

let testApp: TestApp;
let live: ApiClient;
let testMode: ApiClient;
let other: ApiClient;
let liveRows: NewPayment[];
let testRows: NewPayment[];
let otherRows: NewPayment[];
const NOW = Date.now();

type Row = { id: string; attributes: Record<string, unknown> };

async function allRows(client: ApiClient, query = ''): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | null = null;
  do {
    const cursor: string = after ? `&page[after]=${encodeURIComponent(after)}` : '';
    const response = await client.get(`/payments?page[size]=100${query}${cursor}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    rows.push(...body.data);
    after = body.meta.page.after;
  } while (after);
  return rows;
}

const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((row) => row.id).sort();
const csvIds = (csv: string) =>
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]?.replaceAll('"', '') ?? '')
    .sort();

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await signedInUser(testApp, 'payments-owner@example.com');
  const a = await organizationOwnedBy(owner, 'pay-a');
  const outsider = await signedInUser(testApp, 'payments-outsider@example.com');
  const b = await organizationOwnedBy(outsider, 'pay-b');
  liveRows = demoPayments({ organizationId: a.id, seedText: 'pay-a', mode: 'live', count: 240, now: NOW });
  testRows = demoPayments({ organizationId: a.id, seedText: 'pay-a', mode: 'test', count: 60, now: NOW });
  otherRows = demoPayments({ organizationId: b.id, seedText: 'pay-b', mode: 'live', count: 30, now: NOW });
  await recordPayments(testApp.database.db, [...liveRows, ...testRows, ...otherRows]);
  live = a.dashboard;
  testMode = a.dashboard.on('pay-a.app.localhost:3000');
  testMode.cookies.set('testMode', '1');
  other = b.dashboard;
}, 120_000);
afterAll(() => testApp.close());

describe('test and live payments never mix', () => {
  it('pages the live payments alone, newest first, and the test ones alone with the testMode cookie', async () => {
    const shown = await allRows(live);
    expect(ids(shown)).toEqual(ids(liveRows));
    const times = shown.map((row) => String(row.attributes.created_at));
    expect(times).toEqual([...times].sort().reverse());
    expect(ids(await allRows(testMode))).toEqual(ids(testRows));
  });

  it('answers a payment of the other mode with 404, and one of its own mode in full', async () => {
    const payment = liveRows.find((row) => row.type === 'exchange') as NewPayment;
    const detail = await live.get(`/payments/${payment.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const attributes = detail.json().data.attributes;
    expect(attributes).toMatchObject({
      mode: 'live',
      amount_minor: String(payment.amountMinor),
      target_amount_minor: String(payment.targetAmountMinor),
      target_currency: payment.targetCurrency,
      rate: payment.rate,
      reference: payment.reference,
    });
    expect(attributes.status_history.map((step: { status: string }) => step.status).at(-1)).toBe(
      payment.status,
    );
    expect(attributes.metadata).toContainEqual({ key: 'order_id', value: payment.metadata?.order_id });
    expect((await testMode.get(`/payments/${payment.id}`)).statusCode).toBe(404);
    expect((await live.get(`/payments/${testRows[0]?.id}`)).statusCode).toBe(404);
  });

  it('exports the mode it is in, and nothing of the other', async () => {
    const liveCsv = await live.get('/payments/export.csv?columns=id,amount,currency,status');
    expect(liveCsv.statusCode, liveCsv.body).toBe(200);
    expect(csvIds(liveCsv.body)).toEqual(ids(liveRows));
    const testCsv = await testMode.get('/payments/export.csv?columns=id,amount,currency,status');
    expect(csvIds(testCsv.body)).toEqual(ids(testRows));
  });

  it('writes amounts in the CSV in major units by the currency’s exponent', async () => {
    const csv = await live.get(
      '/payments/export.csv?columns=id,amount,currency&filter[currency]=JPY,USD,KWD,BTC',
    );
    const payment = liveRows.find((row) => row.currency === 'USD') as NewPayment;
    const line = csv.body.split('\n').find((text) => text.includes(payment.id)) ?? '';
    expect(line).toContain(minorToDecimal(payment.amountMinor as bigint, 2));
  });
});

describe('another organisation’s payments answer 404', () => {
  it('on every payments call', async () => {
    const theirs = otherRows[0]?.id as string;
    expect((await live.get(`/payments/${theirs}`)).statusCode).toBe(404);
    expect((await other.get(`/payments/${liveRows[0]?.id}`)).statusCode).toBe(404);
    const intruder = other.on('pay-a.app.localhost:3000');
    for (const path of ['/payments', '/payments/export.csv', `/payments/${liveRows[0]?.id}`])
      expect((await intruder.get(path)).statusCode, path).toBe(404);
    expect(ids(await allRows(other))).toEqual(ids(otherRows));
  });

  it('refuses an id that is not a ULID with 422', async () => {
    expect((await live.get('/payments/not-a-payment')).statusCode).toBe(422);
  });
});

describe('payment filters', () => {
  const expectIds = async (query: string, wanted: (row: NewPayment) => boolean) => {
    const expected = ids(liveRows.filter(wanted));
    expect(expected.length, query).toBeGreaterThan(0);
    expect(ids(await allRows(live, query)), query).toEqual(expected);
  };

  it('status, type, currencies, three_ds and reference', async () => {
    await expectIds('&filter[status]=failed', (row) => row.status === 'failed');
    await expectIds('&filter[type]=exchange', (row) => row.type === 'exchange');
    await expectIds('&filter[currency]=EUR,UAH', (row) => row.currency === 'EUR' || row.currency === 'UAH');
    await expectIds('&filter[three_ds]=false', (row) => row.threeDs === false);
    const reference = liveRows[7]?.reference as string;
    await expectIds(`&filter[reference]=${reference}`, (row) => row.reference.includes(reference));
  });

  it('payment method, one of the six, and nothing else', async () => {
    await expectIds('&filter[method]=e-wallet', (row) => row.method === 'e-wallet');
    await expectIds('&filter[method]=crypto', (row) => row.method === 'crypto');
    expect((await live.get('/payments?filter[method]=cheque')).statusCode).toBe(422);
  });

  it('failure reason: exactly the failed payments that gave it, with the platform’s words (issue 32)', async () => {
    const failed = liveRows.filter((row) => row.status === 'failed');
    const codes = [...new Set(failed.map((row) => row.failureReason))];
    expect(codes.length).toBeGreaterThan(1);
    for (const code of codes)
      await expectIds(`&filter[failure_reason]=${code}`, (row) => row.failureReason === code);
    expect(liveRows.filter((row) => row.status !== 'failed' && row.failureReason != null)).toEqual([]);
    expect((await live.get('/payments?filter[failure_reason]=bad_luck')).statusCode).toBe(422);

    const payment = failed[0] as NewPayment;
    const detail = (await live.get(`/payments/${payment.id}`)).json().data.attributes;
    expect(detail).toMatchObject({
      failure_reason: payment.failureReason,
      failure_message: payment.failureMessage,
    });
    expect(detail.status_history.at(-1)).toMatchObject({ status: 'failed', reason: payment.failureMessage });
    // The file carries the code, and the platform's words beside it.
    const csv = await live.get(
      `/payments/export.csv?columns=id,failure_reason&filter[failure_reason]=${payment.failureReason}`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,failure_reason,failure_message');
    expect(lines).toContain(`${payment.id},${payment.failureReason},${payment.failureMessage}`);
  });

  it('amount in major units of the selected currency', async () => {
    const inRange = (row: NewPayment) =>
      row.currency === 'USD' && (row.amountMinor as bigint) >= 2000n && (row.amountMinor as bigint) <= 15050n;
    await expectIds('&filter[currency]=USD&filter[amount][gte]=20&filter[amount][lte]=150.50', inRange);
  });

  it('searches id, reference, e-mail and metadata values', async () => {
    const payment = liveRows[11] as NewPayment;
    await expectIds(`&filter[search]=${payment.metadata?.order_id}`, (row) =>
      Object.values(row.metadata ?? {}).some((value) => value.includes(String(payment.metadata?.order_id))),
    );
    await expectIds(`&filter[search]=${encodeURIComponent(payment.customerEmail)}`, (row) =>
      row.customerEmail.includes(payment.customerEmail),
    );
    await expectIds(`&filter[search]=${payment.id}`, (row) => row.id === payment.id);
    // An id is found by its start, in either case; the trigram index holds no ids, so not by its middle.
    const start = payment.id.slice(0, 12).toLowerCase();
    await expectIds(`&filter[search]=${start}`, (row) => row.id.startsWith(start.toUpperCase()));
    expect(await allRows(live, `&filter[search]=${payment.id.slice(8, 20)}`)).toEqual([]);
  });

  it('needs attention: failed, processing for more than an hour or authorised for a week; and a date range', async () => {
    const stuck = (row: NewPayment) =>
      row.status === 'failed' ||
      (row.status === 'processing' &&
        (row.updatedAt as Date).getTime() < Date.now() - STUCK_PROCESSING_MINUTES * 60_000) ||
      (row.status === 'authorized' &&
        (row.updatedAt as Date).getTime() < Date.now() - OPERATION_ATTENTION_DAYS * 86_400_000);
    await expectIds('&filter[needs_attention]=on', stuck);
    const gte = Math.floor((NOW - 10 * 86_400_000) / 1000);
    const lt = Math.floor((NOW - 3 * 86_400_000) / 1000);
    await expectIds(
      `&filter[created_at][type]=between&filter[created_at][gte]=${gte}&filter[created_at][lt]=${lt}`,
      (row) =>
        (row.createdAt as Date).getTime() >= gte * 1000 && (row.createdAt as Date).getTime() < lt * 1000,
    );
  });
});

describe('issue 32: amounts compare only within one currency', () => {
  const expectedOrder = (direction: 'asc' | 'desc') =>
    [...liveRows]
      .sort((a, b) => {
        if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
        const amount = (a.amountMinor as bigint) - (b.amountMinor as bigint);
        const byAmount = amount === 0n ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : amount < 0n ? -1 : 1;
        return direction === 'asc' ? byAmount : -byAmount;
      })
      .map((row) => row.id);

  it('sort=amount groups by currency (A to Z), then orders each currency by amount, through every cursor page', async () => {
    expect((await allRows(live, '&sort=amount')).map((row) => row.id)).toEqual(expectedOrder('asc'));
    // Descending reverses the amounts within each currency; the currencies stay A to Z.
    expect((await allRows(live, '&sort=-amount')).map((row) => row.id)).toEqual(expectedOrder('desc'));
  });

  it('a small amount of one currency never ranks among another currency’s amounts', async () => {
    const rows = await allRows(live, '&sort=-amount');
    const currencies = rows.map((row) => String(row.attributes.currency));
    const runs = currencies.filter((currency, index) => currency !== currencies[index - 1]);
    expect(runs).toEqual([...new Set(currencies)].sort());
  });
});

describe('issue 32: the CSV carries the exchange leg, each amount’s currency and each instant’s offset', () => {
  /** The file as header and rows (no cell of these columns holds a comma or a quote). */
  const csvTable = (body: string) => {
    const [header = '', ...lines] = body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    return { header: header.split(','), rows: lines.map((line) => line.split(',')) };
  };
  const exportOf = async (client: ApiClient, columns: string) => {
    const response = await client.get(`/payments/export.csv?columns=${columns}`);
    expect(response.statusCode, response.body).toBe(200);
    return csvTable(response.body);
  };
  /** The cells of one row by header. */
  const byHeader = (header: string[], row: string[]) =>
    Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']));
  const byId = (rows: ReadonlyArray<NewPayment>) => new Map(rows.map((row) => [row.id, row]));

  it('exports the columns on screen, in their order', async () => {
    expect((await exportOf(live, 'status,id,reference')).header).toEqual(['status', 'id', 'reference']);
    const { header } = csvTable((await live.get('/payments/export.csv')).body);
    expect(header).toEqual([
      'id',
      'created_at',
      'type',
      'status',
      'failure_reason',
      'failure_message',
      'amount',
      'currency',
      'target',
      'target_currency',
      'fee',
      'refunded',
      'method',
      'vendor',
      'three_ds',
      'customer_email',
      'customer_country',
      'reference',
      'description',
    ]);
  });

  it('writes the target currency right after the target amount, exactly when the target is exported', async () => {
    const { header, rows } = await exportOf(live, 'id,target,status');
    expect(header).toEqual(['id', 'target', 'target_currency', 'status']);
    const listed = new Map((await allRows(live)).map((row) => [row.id, row.attributes]));
    const payments = byId(liveRows);
    expect(rows).toHaveLength(liveRows.length);
    let exchanges = 0;
    for (const row of rows) {
      const cells = byHeader(header, row);
      const payment = payments.get(cells.id ?? '') as NewPayment;
      if (payment.type === 'exchange') {
        exchanges += 1;
        expect(cells.target_currency).toBe(payment.targetCurrency);
        const exponent = Number(listed.get(payment.id)?.target_exponent);
        expect(cells.target).toBe(minorToDecimal(payment.targetAmountMinor as bigint, exponent));
      } else {
        expect(payment.targetCurrency).toBeNull();
        expect([cells.target, cells.target_currency]).toEqual(['', '']);
      }
    }
    expect(exchanges).toBeGreaterThan(0);
    for (const columns of ['id,amount,status', 'id,currency,fee', 'id,created_at'])
      expect((await exportOf(live, columns)).header).not.toContain('target_currency');
  });

  it('never exports an amount or a fee without its currency', async () => {
    const cases: Array<[string, string[]]> = [
      ['id,amount', ['id', 'amount', 'currency']],
      ['fee,id', ['fee', 'currency', 'id']],
      ['id,fee,status,amount', ['id', 'fee', 'currency', 'status', 'amount']],
      ['amount,fee', ['amount', 'currency', 'fee']],
      // Chosen by the reader, it stays where they put it, once.
      ['id,amount,status,currency', ['id', 'amount', 'status', 'currency']],
      ['currency,fee', ['currency', 'fee']],
      ['id,status', ['id', 'status']],
    ];
    const payments = byId(liveRows);
    for (const [columns, expected] of cases) {
      const { header, rows } = await exportOf(live, columns);
      expect(header, columns).toEqual(expected);
      if (!header.includes('id')) continue;
      for (const row of rows) {
        const cells = byHeader(header, row);
        if (header.includes('currency')) expect(cells.currency).toBe(payments.get(cells.id ?? '')?.currency);
      }
    }
  });

  it('writes created_at in the reader’s time zone with its offset, naming the same instant', async () => {
    /** The reader's zone's offset at an instant, as Intl names it (`GMT+05:45`, `GMT` for zero). */
    const offsetIn = (epochMs: number, timeZone: string) => {
      const name =
        new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
          .formatToParts(new Date(epochMs))
          .find((part) => part.type === 'timeZoneName')?.value ?? '';
      return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
    };
    const setTimeZone = async (timeZone: string) => {
      const response = await live.patch('/user', {
        data: { type: 'user', attributes: { settings: { preferences: { time_zone: timeZone } } } },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const payments = byId(liveRows);
    const before = (await live.get('/user')).json().data.attributes.settings.preferences.time_zone as string;
    try {
      for (const timeZone of ['Asia/Kathmandu', 'America/St_Johns', 'Europe/Kyiv', 'UTC']) {
        await setTimeZone(timeZone);
        const { header, rows } = await exportOf(live, 'id,created_at');
        expect(header).toEqual(['id', 'created_at']);
        expect(rows).toHaveLength(liveRows.length);
        for (const [id, createdAt] of rows) {
          const epochMs = new Date(payments.get(id ?? '')?.createdAt as Date).getTime();
          expect(createdAt, timeZone).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
          expect(createdAt?.slice(-6), `${createdAt} in ${timeZone}`).toBe(offsetIn(epochMs, timeZone));
          expect(Date.parse(createdAt ?? '')).toBe(epochMs);
        }
      }
    } finally {
      await setTimeZone(before);
    }
  });
});
