import { countries as countryCatalogue, currencies as currencyCatalogue } from '@paygrid/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { signedInUser } from '../../test/users';
import { syncCatalogues } from './sync';

let testApp: TestApp;
let person: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp();
  person = await signedInUser(testApp, 'grid@example.com');
});
afterAll(() => testApp.close());

type Page = {
  count: number;
  total: number;
  pages: number;
  prev: number | null;
  next: number | null;
  before: string | null;
  after: string | null;
};
type Answer = { data: Array<{ id: string; attributes: Record<string, unknown> }>; meta: { page: Page } };

const list = async (path: string): Promise<Answer> => {
  const response = await person.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const codes = (answer: Answer) => answer.data.map((row) => row.id);

describe('reference data loaded at migrate time', () => {
  it('holds every country and currency of packages/domain, and a second load writes nothing', async () => {
    const all = await list('/countries?page[size]=1');
    expect(all.meta.page.total).toBe(countryCatalogue.length);
    expect((await list('/currencies?page[size]=1')).meta.page.total).toBe(currencyCatalogue.length);
    expect(await syncCatalogues(testApp.database.db)).toBe('unchanged');
  });

  it('answers only signed-in people', async () => {
    expect((await new ApiClient(testApp.app).get('/countries')).statusCode).toBe(401);
  });
});

describe('the countries grid (number paging)', () => {
  it('pages alphabetically by name with the user’s page size, and gives the paging data of §3', async () => {
    const first = await list('/countries');
    expect(first.data).toHaveLength(20);
    const names = first.data.map((row) => String(row.attributes.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(first.meta.page).toMatchObject({
      count: 20,
      prev: null,
      next: 2,
      pages: Math.ceil(countryCatalogue.length / 20),
    });

    const third = await list('/countries?page[size]=10&page[number]=3');
    expect(third.meta.page).toMatchObject({ count: 10, prev: 2, next: 4 });
    const last = await list(`/countries?page[size]=10&page[number]=${third.meta.page.pages}`);
    expect(last.meta.page.next).toBeNull();
  });

  it('gives a page of a size that is not one of the console’s exactly its rows, after the pages before it', async () => {
    // 15 rows a page read as 20 (ADR 0081): the five extra are dropped, and page 2 starts at the 16th row.
    const thirty = codes(await list('/countries?sort=code&page[size]=30'));
    const second = await list('/countries?sort=code&page[size]=15&page[number]=2');
    expect(codes(second)).toEqual(thirty.slice(15, 30));
    expect(second.meta.page).toMatchObject({ count: 15, prev: 1, next: 3 });
  });

  it('sorts by name in the reader’s alphabet, the same on every database', async () => {
    const reader = await signedInUser(testApp, 'uk-reader@example.com', { locale: 'uk' });
    const answer = (await reader.get('/countries?page[size]=100')).json() as Answer;
    const names = answer.data.map((row) => String(row.attributes.nameUk));
    expect(names).toEqual([...names].sort(new Intl.Collator('uk').compare));
    expect(names.indexOf('Вірменія')).toBeLessThan(names.indexOf('Гаїті'));
  });

  it('names currencies in Ukrainian and sorts them in its alphabet for a Ukrainian reader (issue 32)', async () => {
    const reader = await signedInUser(testApp, 'uk-currency-reader@example.com', { locale: 'uk' });
    const answer = (await reader.get('/currencies?sort=name&page[size]=100')).json() as Answer;
    const names = answer.data.map((row) => (row.attributes.name as { uk: string }).uk);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('uk', { sensitivity: 'base', numeric: true }).compare),
    );
    const found = (await reader.get('/currencies?filter[search]=UAH')).json() as Answer;
    const hryvnia = found.data.find((row) => row.attributes.code === 'UAH');
    expect(hryvnia?.attributes.name).toMatchObject({ uk: 'Українська гривня' });
    // A name the platform does not give in Ukrainian stays English (crypto).
    const bitcoin = (await reader.get('/currencies?filter[search]=BTC')).json() as Answer;
    const btc = bitcoin.data.find((row) => row.attributes.code === 'BTC');
    const name = btc?.attributes.name as { en: string; uk: string } | undefined;
    expect(name?.uk).toBe(name?.en);
    expect(name?.en).toEqual(expect.any(String));
  });

  it('sorts by any declared column in either direction', async () => {
    const byCode = await list('/countries?sort=-code&page[size]=3');
    expect(codes(byCode)).toEqual(
      countryCatalogue
        .map((country) => country.code)
        .sort()
        .reverse()
        .slice(0, 3),
    );
  });

  it('filters: search inside words of code, names and capital, ignoring case and accents', async () => {
    expect(codes(await list('/countries?filter[search]=korea')).sort()).toEqual(['KP', 'KR']);
    expect(codes(await list('/countries?filter[search]=COTE'))).toContain('CI');
    expect(codes(await list('/countries?filter[search]=КОРЕ')).sort()).toEqual(['KP', 'KR']);
    expect(codes(await list('/countries?filter[search]=100%25'))).toEqual([]);
    expect(codes(await list('/countries?filter[search]=ukr'))).toContain('UA');
    expect(codes(await list('/countries?filter[search]=Укр'))).toEqual(['UA']);
    expect(codes(await list('/countries?filter[search]=kyi'))).toEqual(['UA']);
    // Every word must match (§3 search), so both words narrow.
    expect(codes(await list('/countries?filter[search]=united'))).toEqual(
      expect.arrayContaining(['GB', 'US', 'AE']),
    );
    expect(codes(await list('/countries?filter[search]=united london'))).toEqual(['GB']);
  });

  it('filters: enumeration, multiple-enumeration over arrays, string and toggle', async () => {
    const europe = await list('/countries?filter[continent]=EU&page[size]=100');
    expect(europe.data.every((row) => row.attributes.continent === 'EU')).toBe(true);
    const cis = await list('/countries?filter[regions]=CIS&page[size]=100');
    expect(codes(cis).sort()).toEqual(['AM', 'AZ', 'BY', 'KG', 'KZ', 'MD', 'RU', 'TJ', 'TM', 'UZ']);
    const sanctioned = await list('/countries?filter[sanctioned]=on&page[size]=100');
    expect(codes(sanctioned)).toEqual(expect.arrayContaining(['CU', 'IR', 'KP', 'MM', 'SS', 'SY', 'YE']));
    expect(codes(sanctioned)).toHaveLength(26);
    const euro = await list('/countries?filter[currency]=EUR&page[size]=100');
    expect(euro.data.every((row) => (row.attributes.currencies as string[]).includes('EUR'))).toBe(true);
    expect(codes(euro)).toContain('DE');
    expect(codes(await list('/countries?filter[phone]=380'))).toEqual(['UA']);
  });

  it('limits each row to the chosen columns’ fields', async () => {
    const answer = await list('/countries?columns=code,name&page[size]=2');
    expect(Object.keys(answer.data[0]?.attributes ?? {}).sort()).toEqual(['code', 'emoji', 'name', 'nameUk']);
  });

  it('reads one country by code, any case', async () => {
    const ukraine = (await person.get('/countries/ua')).json();
    expect(ukraine.data.attributes).toMatchObject({
      name: 'Ukraine',
      nameUk: 'Україна',
      currencies: ['UAH'],
      regions: null,
    });
    expect((await person.get('/countries/ZZ')).statusCode).toBe(404);
  });
});

describe('the currencies grid (cursor paging)', () => {
  async function walk(path: string): Promise<{ ids: string[]; pages: Answer[] }> {
    const pages: Answer[] = [];
    let after: string | null = null;
    do {
      const page = await list(`${path}${after ? `&page[after]=${after}` : ''}`);
      pages.push(page);
      after = page.meta.page.after;
    } while (after && pages.length < 100);
    return { ids: pages.flatMap(codes), pages };
  }

  it('walks forward through every currency once, then back from the last page', async () => {
    const { ids, pages } = await walk('/currencies?page[size]=50');
    expect(ids).toHaveLength(currencyCatalogue.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
    const last = pages.at(-1) as Answer;
    const back = await list(`/currencies?page[size]=50&page[before]=${last.meta.page.before}`);
    expect(codes(back)).toEqual(codes(pages.at(-2) as Answer));
  });

  it('answers the last page (page[reversed]=1) in the grid order, then walks back from it (ADR 0041)', async () => {
    const { ids } = await walk('/currencies?page[size]=50&sort=-code');
    const last = await list('/currencies?page[size]=50&sort=-code&page[reversed]=1');
    expect(codes(last)).toEqual(ids.slice(-50));
    expect(last.meta.page.after).toBeNull();
    const back = await list(`/currencies?page[size]=50&sort=-code&page[before]=${last.meta.page.before}`);
    expect(codes(back)).toEqual(ids.slice(-100, -50));
    expect(back.meta.page.after).not.toBeNull();
  });

  it('keeps mixed-direction sorts stable across cursor pages', async () => {
    const { ids } = await walk('/currencies?page[size]=37&sort=-exponent,name');
    expect(ids).toHaveLength(currencyCatalogue.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters by number (equal and range), types, parent and payment systems', async () => {
    const zero = await list('/currencies?filter[exponent]=0&page[size]=100');
    expect(codes(zero)).toContain('JPY');
    expect(codes(zero)).not.toContain('USD');
    const precise = await list('/currencies?filter[exponent][gte]=3&filter[exponent][lte]=3&page[size]=100');
    expect(codes(precise)).toEqual(expect.arrayContaining(['KWD', 'BHD', 'TND']));
    const kinds = await list('/currencies?filter[type]=crypto,metal&page[size]=100');
    expect(new Set(kinds.data.map((row) => row.attributes.type))).toEqual(new Set(['crypto', 'metal']));
    const onBitcoin = await list('/currencies?filter[parent]=BTC&page[size]=100');
    expect(codes(onBitcoin)).toContain('WMX');
    const systems = await list('/currencies?filter[payment_system]=on&page[size]=100');
    expect(systems.data.every((row) => typeof row.attributes.parentCode === 'string')).toBe(true);
  });

  it('refuses a cursor that was not made by this list and sort, before any SQL', async () => {
    const forged = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
    const first = await list('/currencies?page[size]=5');
    for (const [query, parameter] of [
      ['page[after]=not-a-cursor!', 'page[after]'],
      [`page[after]=${forged([[1, 2]])}`, 'page[after]'],
      [`page[after]=${forged({ s: 'code', v: [[1, 2]] })}`, 'page[after]'],
      [`page[before]=${forged({ s: 'code', v: [1] })}`, 'page[before]'],
      [`sort=-exponent&page[after]=${first.meta.page.after}`, 'page[after]'],
    ] as const) {
      const response = await person.get(`/currencies?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'invalid_cursor', source: { parameter } });
    }
  });
});

describe('strict list requests (§7): 422 naming the parameter', () => {
  it.each([
    ['/countries?filter[continet]=EU', 'filter[continet]'],
    ['/countries?filter[continent]=XX', 'filter[continent]'],
    ['/countries?filter[regions]=CIS,NATO', 'filter[regions]'],
    ['/countries?filter[currency]=EURO', 'filter[currency]'],
    ['/countries?filter[sanctioned]=maybe', 'filter[sanctioned]'],
    ['/countries?sort=password_hash', 'sort'],
    ['/countries?page[size]=101', 'page[size]'],
    ['/countries?page[number]=zero', 'page[number]'],
    ['/countries?columns=name,password_hash', 'columns'],
    ['/countries?view_id=1', 'view_id'],
    ['/countries?limit=1000', 'limit'],
    ['/currencies?filter[exponent]=two', 'filter[exponent]'],
    ['/currencies?filter[exponent][gt]=2', 'filter[exponent]'],
    ['/currencies?filter[type]=fiat', 'filter[type]'],
    ['/currencies?filter[parent]=ZZZ', 'filter[parent]'],
    ['/currencies?page[number]=2', 'page[number]'],
    ['/currencies?page[size]=1000', 'page[size]'],
  ])('%s answers 422 naming %s', async (path, parameter) => {
    const response = await person.get(path);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.map((error: { source: unknown }) => error.source)).toEqual([{ parameter }]);
  });
});
